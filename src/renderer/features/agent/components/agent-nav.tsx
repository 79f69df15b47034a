import { useTranslation } from 'react-i18next';
import type { AgentPage } from '@shared/routes';
import { CentreNav, type CentreNavItem } from '@/components/centre-nav';
import { useWhitelabelQuery } from '@/lib/config-api';
import { getHost } from '@/lib/host/get-host';
import { useLanguage } from '@/lib/i18n/i18n';
import { useContractRequests } from '@/lib/use-contract-requests';
import { useAgentAnnouncementsQuery } from '../api';
import { requestCountsByPage } from '../contract-badges';
import { agentNavEntries } from '../nav-entries';

/**
 * The agent centre's left nav (spec section 2): cashier links, the agent pages the merchant's flags
 * allow (announcements with their unread count, contract pages with the requests waiting for an
 * answer), messages and customer service.
 */
export function AgentNav({ current }: { current: AgentPage }) {
  const { t } = useTranslation('agent');
  const { data: whitelabel } = useWhitelabelQuery();
  const language = useLanguage();
  const { data: announcements } = useAgentAnnouncementsQuery({ language, page: 1, size: 10 });
  const requests = requestCountsByPage(useContractRequests());
  const service = whitelabel?.customerService[0];
  const items = agentNavEntries(whitelabel?.features).map((entry): CentreNavItem => {
    if (entry.kind === 'page') {
      const unread = announcements?.unread ?? 0;
      const waiting = requests[entry.page] ?? 0;
      const badge = entry.page === 'agentAnnouncement' ? { badge: unread, badgeLabel: t('nav.unread', { count: unread }) } : { badge: waiting, badgeLabel: t('nav.requests', { n: String(waiting) }) };
      return { key: entry.page, to: `/agentHome/${entry.page}`, label: t(`pages.${entry.page}`), ...badge };
    }
    if (entry.kind === 'link') return { key: entry.key, to: entry.to, label: t(`nav.${entry.key}`) };
    return { key: 'service', label: t('nav.customerService'), ...(service ? { onSelect: () => getHost().openCustomerService(service.url) } : {}) };
  });
  return <CentreNav label={t('centre')} items={items} current={current} />;
}
