import { Suspense, useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { CategoryLinks } from '@/features/games/components/category-links';
import { MemberShortcuts } from '@/features/member/components/member-shortcuts';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { preloadable } from '@/lib/preloadable';
import { sideMenuToggled } from '@/lib/ui';
import { useMediaQuery } from '@/lib/use-media-query';

// The lower sections are below the desktop column's first screen and inside the phone's closed
// drawer: their code loads beside the page, not in home's first JavaScript. They are the menu's
// last children, so drawing them later moves nothing above them.
const SideMenuMore = preloadable(() => import('./side-menu-more'));

/** The menu button starts the lower sections' download as it is pressed, so the drawer opens with them. */
export const preloadSideMenuMore = () => void SideMenuMore.preload().catch(() => undefined);

/** Where the side menu is a closed drawer (layout.css): below 1100 px. */
const DRAWER = '(max-width: 1099px)';

/** Side menu of spec section 2: a column on desktop, a drawer on phones. */
export function SideMenu() {
  const { t } = useTranslation('frame');
  const { t: tm } = useTranslation('member');
  const open = useAppSelector((state) => state.ui.sideMenuOpen);
  const dispatch = useAppDispatch();
  // In a closed drawer nobody sees the lower sections (app QR, customer service, licences, channels,
  // settings): they are drawn the first time the drawer opens, not with every page's first screen.
  const drawer = useMediaQuery(DRAWER);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const full = !drawer || opened;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dispatch(sideMenuToggled(false));
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dispatch]);
  return (
    <>
      <div className={`side-menu__backdrop${open ? ' is-open' : ''}`} onClick={() => dispatch(sideMenuToggled(false))} aria-hidden="true" />
      <aside id="side-menu" className={`side-menu${open ? ' is-open' : ''}`} aria-label={t('sideMenu')}>
        <nav className="side-section" aria-label={t('side.games')}>
          <ul className="side-menu__list">
            <li>
              <NavLink to="/" end>
                <Icon name="home" size={18} />
                <span>{t('side.home')}</span>
              </NavLink>
            </li>
          </ul>
          <CategoryLinks className="side-menu__list" withIcons />
        </nav>
        <nav className="side-section" aria-label={tm('centre')}>
          <h3 className="side-section__title">{tm('centre')}</h3>
          <MemberShortcuts className="side-menu__list" />
        </nav>
        {full ? (
          <Suspense fallback={null}>
            <SideMenuMore />
          </Suspense>
        ) : null}
      </aside>
    </>
  );
}
