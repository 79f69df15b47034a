import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shared/api/dashboard';
import { approvalsPath, type QueueTab } from '../queue-tab';

const LINKED: readonly QueueTab[] = ['deposits', 'withdrawals', 'approvals'];

/** What waits in each queue, each a link to its tab of the approvals screen. */
export function PendingQueues({ pending }: { pending: Dashboard['pending'] }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <section className="pending-queues" aria-labelledby={headingId}>
      <h2 id={headingId} className="pending-queues__heading">
        {t('dashboard.pending.heading')}
      </h2>
      <ul className="pending-queues__list">
        {LINKED.map((queue) => (
          <li key={queue}>
            <Link to={approvalsPath(queue)} className={`pending-queue${pending[queue] > 0 ? ' pending-queue--waiting' : ''}`}>
              <span className="pending-queue__label">{t(`dashboard.pending.${queue}`)}</span>
              <span className="pending-queue__count">{pending[queue]}</span>
            </Link>
          </li>
        ))}
        <li>
          <div className="pending-queue pending-queue--plain">
            <span className="pending-queue__label">{t('dashboard.pending.promotionApplications')}</span>
            <span className="pending-queue__count">{pending.promotionApplications}</span>
          </div>
        </li>
      </ul>
    </section>
  );
}
