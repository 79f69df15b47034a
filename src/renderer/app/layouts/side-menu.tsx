import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { CategoryLinks } from '@/features/games/components/category-links';
import { MemberShortcuts } from '@/features/member/components/member-shortcuts';
import { AppDownload } from '@/features/system/components/app-download';
import { CustomerServiceAccordion } from '@/features/system/components/customer-service-accordion';
import { Licences } from '@/features/system/components/licences';
import { OfficialChannels } from '@/features/system/components/official-channels';
import { SocialLinks } from '@/features/system/components/social-links';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { sideMenuToggled } from '@/lib/ui';
import { useMediaQuery } from '@/lib/use-media-query';

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
          <>
            <AppDownload />
            <CustomerServiceAccordion />
            <Licences />
            <OfficialChannels />
            <div className="side-section">
              <SocialLinks />
            </div>
            <div className="side-section side-menu__settings">
              <LanguageSwitcher />
              {/* Phones: the header has no room for the theme button, so it lives here. */}
              <div className="side-menu__theme">
                <ThemeToggle />
              </div>
            </div>
          </>
        ) : null}
      </aside>
    </>
  );
}
