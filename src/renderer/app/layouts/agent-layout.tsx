import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { AgentClock } from '@/features/agent/components/agent-clock';
import { SupportHours } from '@/features/agent/components/support-hours';
import { BrandLogo } from '@/features/system/components/brand-logo';
import { Content } from './content';
import { SkipLink } from './skip-link';
import { addMessages } from '@/lib/i18n/i18n';
import { CENTRE_LOADERS } from '../i18n-bundle';

// The centres' own namespaces (agent, records) come with this chunk, not with home's.
await addMessages(CENTRE_LOADERS);

/** Agent layout: brand, language, support hours and the clock; no side menu. */
export function AgentLayout() {
  const { t } = useTranslation('agent');
  return (
    <div className="shell shell--agent" data-layout="agent">
      <SkipLink />
      <header className="agent-header" aria-label={t('centre')}>
        <div className="agent-header__inner">
          <BrandLogo to="/agent" />
          <SupportHours className="agent-header__hours" />
          <AgentClock />
          <div className="agent-header__tools">
            <ThemeToggle />
            <LanguageSwitcher compact />
          </div>
        </div>
      </header>
      <Content className="shell__main shell__main--agent" />
    </div>
  );
}
