import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentAnnouncementPage } from '@shared/api/agent';
import { pageCount } from '@/components/page-items';
import { Pager } from '@/components/pager';
import { StatusBadge } from '@/components/status-badge';
import { useWhitelabelQuery } from '@/lib/config-api';
import { useLanguage } from '@/lib/i18n/i18n';
import { formatAgentClock } from '../agent-time';
import { useAgentAnnouncementsQuery, useMarkAnnouncementReadMutation } from '../api';
import { QueryState } from './query-state';
import { TeamHeading } from './team-heading';
import '../team.css';

const PAGE_SIZE = 10;

type Announcement = AgentAnnouncementPage['list'][number];

/** One announcement, folded to its title until opened; its time in the merchant's zone, as the agent clock shows it. */
function AnnouncementItem({ item, timeZone, onOpen }: { item: Announcement; timeZone: string; onOpen: (item: Announcement) => void }) {
  const { t } = useTranslation('agent');
  return (
    <li className={`announcement${item.read ? '' : ' announcement--unread'}`}>
      <details onToggle={(event) => event.currentTarget.open && onOpen(item)}>
        <summary className="announcement__summary">
          <span className="announcement__title">{item.title}</span>
          <span className="announcement__meta">
            <time dateTime={item.publishedAt}>{t('announcements.published', { time: formatAgentClock(new Date(item.publishedAt), timeZone) })}</time>
            <StatusBadge tone={item.read ? 'neutral' : 'info'} label={t(item.read ? 'announcements.read' : 'announcements.unread')} />
          </span>
        </summary>
        <p className="announcement__content">{item.content}</p>
      </details>
    </li>
  );
}

/**
 * `agentAnnouncement`: what the operator announces to agents, newest first. Opening an unread one
 * marks it read (the nav's count follows); reading it again changes nothing.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { currentData, error, isFetching, refetch } = useAgentAnnouncementsQuery({ language, page, size: PAGE_SIZE });
  const [markRead] = useMarkAnnouncementReadMutation();
  const { data: whitelabel } = useWhitelabelQuery();
  const timeZone = whitelabel?.timeZone ?? 'UTC';
  const open = (item: Announcement) => {
    if (!item.read) void markRead(item.id);
  };
  return (
    <section className="team" aria-labelledby="agentAnnouncement-title">
      <TeamHeading page="agentAnnouncement" intro={t('announcements.intro')} />
      {currentData && currentData.unread > 0 ? <p className="announcements__unread">{t('announcements.unreadCount', { count: currentData.unread })}</p> : null}
      <QueryState loading={isFetching && !currentData} error={error} empty={currentData?.list.length === 0} onRetry={() => void refetch()}>
        <ul className="announcements" aria-label={t('announcements.list')}>
          {currentData?.list.map((item) => <AnnouncementItem key={item.id} item={item} timeZone={timeZone} onOpen={open} />)}
        </ul>
        <Pager page={page} totalPages={pageCount(currentData?.total ?? 0, PAGE_SIZE)} total={currentData?.total} onPage={setPage} />
      </QueryState>
    </section>
  );
}
