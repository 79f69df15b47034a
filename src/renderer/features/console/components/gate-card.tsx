import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { useWhitelabelQuery } from '@/lib/config-api';

/** The frame of the sign-in steps (password, enrolment, verification): title bar, then one card. */
export function GateCard({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation('console');
  const { data: whitelabel } = useWhitelabelQuery();
  return (
    <div className="console console--gate">
      <header className="console-gate__bar">
        <p className="console-gate__title">{whitelabel ? t('titleOf', { merchant: whitelabel.name }) : t('title')}</p>
        <div className="console-header__tools">
          <ThemeToggle />
          <LanguageSwitcher compact />
        </div>
      </header>
      <main id="main" className="console-gate__main">
        <section className="console-card" aria-labelledby="console-gate-heading">
          <h1 id="console-gate-heading" className="console-card__heading">
            {heading}
          </h1>
          {intro ? <p className="console-card__intro">{intro}</p> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
