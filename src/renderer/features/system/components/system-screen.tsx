import { useEffect, type ReactNode } from 'react';
import { Icon } from '@/components/icons';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { hideBootLoader } from '@/lib/boot-loader';
import { BrandLogo } from './brand-logo';
import { CustomerServiceButton } from './customer-service-button';
import './system-screen.css';

/** Full-screen frame shared by the maintenance and region-blocked screens. */
export function SystemScreen({ title, tone, children }: { title: string; tone: 'maintenance' | 'blocked'; children: ReactNode }) {
  useEffect(hideBootLoader, []);
  return (
    <div className={`system-screen system-screen--${tone}`}>
      <header className="system-screen__bar">
        <BrandLogo />
        <div className="system-screen__tools">
          <LanguageSwitcher compact />
          <ThemeToggle />
        </div>
      </header>
      <main className="system-screen__main">
        <section className="system-screen__card" aria-labelledby="system-screen-title">
          <div className="system-screen__badge" aria-hidden="true">
            <Icon name={tone === 'maintenance' ? 'clock' : 'shield'} size={36} />
          </div>
          <h1 id="system-screen-title" className="system-screen__title">
            {title}
          </h1>
          {children}
          <CustomerServiceButton />
        </section>
      </main>
    </div>
  );
}
