import { useTranslation } from 'react-i18next';
import type { AgentPage } from '@shared/routes';
import { CentreNav, type CentreNavItem } from '@/components/centre-nav';
import { useWhitelabelQuery } from '@/lib/config-api';
import { getHost } from '@/lib/host/get-host';
import { useLanguage } from '@/lib/i18n/i18n';
import { useAgentAnnouncementsQuery } from '../api';
import { agentNavEntries } from '../nav-entries';

/**
 * The agent centre's left nav (spec section 2): cashier links, the agent pages the merchant's flags
 * allow (announcements with their unread count), messages and customer service.
 */
export function AgentNav({ current }: { current: AgentPage }) {
  const { t } = useTranslation('agent');
  const { data: whitelabel } = useWhitelabelQuery();
  const language = useLanguage();
  const { data: announcements } = useAgentAnnouncementsQuery({ language, page: 1, size: 10 });
  const service = whitelabel?.customerService[0];
  const items = agentNavEntries(whitelabel?.features).map((entry): CentreNavItem => {
    if (entry.kind === 'page') {
      const unread = entry.page === 'agentAnnouncement' ? (announcements?.unread ?? 0) : 0;
      return { key: entry.page, to: `/agentHome/${entry.page}`, label: t(`pages.${entry.page}`), badge: unread, badgeLabel: t('nav.unread', { count: unread }) };
    }
    if (entry.kind === 'link') return { key: entry.key, to: entry.to, label: t(`nav.${entry.key}`) };
    return { key: 'service', label: t('nav.customerService'), ...(service ? { onSelect: () => getHost().openCustomerService(service.url) } : {}) };
  });
  return <CentreNav label={t('centre')} items={items} current={current} />;
}
