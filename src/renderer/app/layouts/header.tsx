import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { AuthButtons } from '@/features/auth/components/auth-buttons';
import { CategoryNav } from '@/features/games/components/category-nav';
import { BrandLogo } from '@/features/system/components/brand-logo';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectIsLoggedIn } from '@/lib/session';
import { sideMenuToggled } from '@/lib/ui';
import { preloadSideMenuMore } from './side-menu';

// Balance, cashier links and the avatar menu are for signed-in players only: visitors, most of
// home's first screens, never download them. The tools are pushed to the right (layout.css), so
// the account block growing in later moves neither the theme nor the language button.
const HeaderAccount = lazy(() => import('@/features/account/components/header-account').then((m) => ({ default: m.HeaderAccount })));

/** Site header: menu button (phones), logo, category nav with vendor drop-downs, auth, theme, language. */
export function Header({ withMenuButton }: { withMenuButton: boolean }) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('frame');
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.sideMenuOpen);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <header className="header" aria-label={tf('header')}>
      <div className="header__inner">
        {withMenuButton ? (
          <button
            type="button"
            className="icon-button header__menu"
            aria-label={open ? t('menu.close') : t('menu.open')}
            aria-expanded={open}
            aria-controls="side-menu"
            onPointerEnter={preloadSideMenuMore}
            onPointerDown={preloadSideMenuMore}
            onFocus={preloadSideMenuMore}
            onClick={() => dispatch(sideMenuToggled())}
          >
            <Icon name={open ? 'close' : 'menu'} />
          </button>
        ) : null}
        <BrandLogo />
        <div className="header__nav">
          <CategoryNav />
        </div>
        <div className="header__tools">
          {loggedIn ? (
            <Suspense fallback={<div className="header-account" />}>
              <HeaderAccount />
            </Suspense>
          ) : (
            <AuthButtons />
          )}
          <div className="header__theme">
            <ThemeToggle />
          </div>
          <div className="header__language">
            <LanguageSwitcher compact />
          </div>
        </div>
      </div>
    </header>
  );
}
