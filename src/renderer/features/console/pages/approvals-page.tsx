import { useCallback, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Approval } from '@shared/api/approvals';
import type { MeAnswer } from '@shared/api/console';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { Tabs } from '@/components/tabs';
import { useWhitelabelQuery } from '@/lib/config-api';
import { moneyText } from '@/lib/format';
import { useConsoleQueuesQuery } from '../api';
import { useConsoleDisputesQuery } from '../api-disputes';
import { useConsoleSession } from '../console-session';
import { ConsolePageHead } from '../components/console-page-head';
import { DisputeList } from '../components/dispute-list';
import { DisputeViewer } from '../components/dispute-viewer';
import { DISPUTES_TAB } from '../disputes-view';
import { LoadFailure } from '../components/load-failure';
import { PlayerContextPanel } from '../components/player-context-panel';
import { QueueTable } from '../components/queue-table';
import { RejectApprovalDialog } from '../components/reject-approval-dialog';
import { operatorMay } from '../nav-items';
import { QUEUE_TABS, queueTabOf, type QueueTab } from '../queue-tab';
import { useConfirmedAction } from '../use-confirmed-action';
import { useQueueDecisions } from '../use-queue-decisions';

/**
 * /console/approvals: manual deposits, withdrawals and second approvals waiting for an operator,
 * one tab each, with the selected player's context beside them. Deciding needs cashier.decide.
 */
export function ApprovalsPage() {
  const { t } = useTranslation(['console', 'common']);
  const { operator } = useOutletContext<MeAnswer>();
  const { token } = useConsoleSession();
  const [params, setParams] = useSearchParams();
  const tab: QueueTab | typeof DISPUTES_TAB = params.get('tab') === DISPUTES_TAB ? DISPUTES_TAB : queueTabOf(params.get('tab'));
  const [viewing, setViewing] = useState<number | null>(null);
  const closeViewer = useCallback(() => setViewing(null), []);
  const disputes = useConsoleDisputesQuery({ token: token ?? '' }, { skip: !token });
  const [selected, setSelected] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const { data, error, isFetching, refetch } = useConsoleQueuesQuery({ token: token ?? '' }, { skip: !token, refetchOnMountOrArgChange: true });
  const action = useConfirmedAction();
  const decide = useQueueDecisions(token ?? '');
  const mayDecide = operatorMay(operator, 'cashier.decide');
  const currency = useWhitelabelQuery().data?.currency.code ?? '';
  const counts: Record<QueueTab, number> = { deposits: data?.deposits.length ?? 0, withdrawals: data?.withdrawals.length ?? 0, approvals: data?.approvals.length ?? 0 };
  const tabs = [...QUEUE_TABS.map((key) => ({ key, label: t(`approvals.tab.${key}`, { count: counts[key] }) })), { key: DISPUTES_TAB, label: t('approvals.disputes.tab', { count: disputes.data?.list.length ?? 0 }) }];

  const row = { mayDecide, actor: `operator:${operator.id}`, selected, onSelect: setSelected, ask: action.ask, decide, busy: action.busy };
  return (
    <div className={`console-page approvals${selected ? ' approvals--context' : ''}`}>
      <ConsolePageHead title={t('approvals.heading')} lines={[t('approvals.intro'), data?.secondApprovalFrom != null && t('approvals.secondFrom', { amount: moneyText(data.secondApprovalFrom, currency) }), !mayDecide && t('approvals.readOnly')]} />
      <div className="approvals__body">
        <div className="approvals__queue" aria-busy={isFetching}>
          <Tabs
            label={t('approvals.tabs')}
            value={tab}
            onChange={(next) => {
              action.clearError();
              setParams({ tab: next }, { replace: true });
            }}
            items={tabs}
          />
          <h2 id="queue-heading" className="visually-hidden">
            {tab === DISPUTES_TAB ? t('approvals.disputes.heading') : t(`approvals.table.${tab}`)}
          </h2>
          <ErrorAlert error={action.error} />
          {tab === DISPUTES_TAB && token ? <DisputeList token={token} labelledBy="queue-heading" onOpen={(dispute) => setViewing(dispute.id)} /> : null}
          {tab !== DISPUTES_TAB && error ? <LoadFailure intro={t('approvals.loadFailed')} error={error} onRetry={() => void refetch()} /> : null}
          {tab !== DISPUTES_TAB && !data && !error ? <p className="console-muted">{t('common:loading')}</p> : null}
          {tab !== DISPUTES_TAB && data ? <QueueTable tab={tab} queues={data} labelledBy="queue-heading" onReject={setRejecting} {...row} /> : null}
        </div>
        {selected && token ? <PlayerContextPanel token={token} account={selected} onClose={() => setSelected(null)} /> : null}
      </div>
      {viewing !== null && token ? <DisputeViewer token={token} withdrawalId={viewing} onClose={closeViewer} /> : null}
      {action.asking ? <ConfirmDialog title={action.asking.title} message={action.asking.message} onConfirm={() => void action.confirm()} onCancel={action.cancel} /> : null}
      {rejecting && token ? (
        <RejectApprovalDialog
          token={token}
          approval={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            decide.rejected(rejecting.id);
            setRejecting(null);
          }}
        />
      ) : null}
    </div>
  );
}
