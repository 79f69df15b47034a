import { useTranslation } from 'react-i18next';
import type { ConsoleOperator } from '@shared/api/console';
import { Icon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { useWhitelabelQuery } from '@/lib/config-api';

interface ConsoleHeaderProps {
  operator: ConsoleOperator;
  navId: string;
  navOpen: boolean;
  onToggleNav: () => void;
  onSignOut: () => void;
}

/** Title, the operator and role, theme, language and sign-out; the menu button only on phones. */
export function ConsoleHeader({ operator, navId, navOpen, onToggleNav, onSignOut }: ConsoleHeaderProps) {
  const { t } = useTranslation('console');
  const { data: whitelabel } = useWhitelabelQuery();
  return (
    <header className="console-header">
      <button type="button" className="icon-button console-header__menu" aria-expanded={navOpen} aria-controls={navId} aria-label={t('menu.open')} onClick={onToggleNav}>
        <Icon name="menu" />
      </button>
      <p className="console-header__title">{whitelabel ? t('titleOf', { merchant: whitelabel.name }) : t('title')}</p>
      <p className="console-header__operator">
        <span className="visually-hidden">{t('signedInAs')} </span>
        <span className="console-header__name">{operator.username}</span>
        <span className="console-header__role">{t(`roles.${operator.role}`)}</span>
      </p>
      <div className="console-header__tools">
        <ThemeToggle />
        <LanguageSwitcher compact />
        <button type="button" className="button button--ghost console-header__sign-out" onClick={onSignOut}>
          <Icon name="logout" size={18} />
          <span>{t('signOut')}</span>
        </button>
      </div>
    </header>
  );
}
