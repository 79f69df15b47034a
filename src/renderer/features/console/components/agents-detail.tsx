import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_PERIODS, type AgentDetail, type AgentPeriod, type AgentSettlement } from '@shared/api/console-agents';
import type { Contract } from '@shared/api/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { StatusBadge } from '@/components/status-badge';
import { Tabs } from '@/components/tabs';
import { ZonedTime } from '@/components/zoned-time';
import { formatDateWithZone } from '@/lib/format';
import { useCurrency } from '@/lib/use-currency';
import { firstOpenKind } from '../agents-contract-forms';
import type { ContractAction } from '../agents-rules';
import { settlementCommand } from '../agents-rules';
import { useAgentDetailQuery, useAnswerTerminationMutation, useSettlementRunMutation, useTerminateContractMutation, type SettlementRunAction } from '../api-agents';
import { useConfirmedAction } from '../use-confirmed-action';
import { AgentsContracts } from './agents-contracts';
import { AgentsFigures } from './agents-figures';
import { AgentsOfferDialog } from './agents-offer-dialog';
import { AgentsRunDialog } from './agents-run-dialog';
import { AgentsSettlements } from './agents-settlements';
import { LoadFailure } from './load-failure';

function Profile({ detail }: { detail: AgentDetail }) {
  const { t } = useTranslation('consoleAgents');
  const { profile } = detail;
  return (
    <dl className="agents-profile">
      <div>
        <dt>{t('detail.type')}</dt>
        <dd>{t(`type.${String(profile.type)}`, { defaultValue: String(profile.type) })}</dd>
      </div>
      <div>
        <dt>{t('detail.status')}</dt>
        <dd>
          <StatusBadge tone={profile.status === 'ACTIVE' ? 'success' : 'danger'} label={t(`status.${profile.status}`, { defaultValue: profile.status })} />
        </dd>
      </div>
      <div>
        <dt>{t('detail.chain')}</dt>
        <dd>{profile.chain.length > 0 ? profile.chain.join(' › ') : t('detail.topLevel')}</dd>
      </div>
      <div>
        <dt>{t('detail.registered')}</dt>
        <dd>
          <ZonedTime iso={profile.registeredAt} />
        </dd>
      </div>
    </dl>
  );
}

/** The operator's actions on the page: each asks first, runs once, and shows a refusal translated. */
function useAgentActions(token: string, detail: AgentDetail | undefined) {
  const { t } = useTranslation('consoleAgents');
  const action = useConfirmedAction();
  const [terminate] = useTerminateContractMutation();
  const [answer] = useAnswerTerminationMutation();
  const [run] = useSettlementRunMutation();
  const [done, setDone] = useState<string | null>(null);
  const ask = (kind: ContractAction | SettlementRunAction, title: string, message: string, call: () => Promise<unknown>) => {
    setDone(null);
    action.ask({
      title,
      message,
      run: async () => {
        await call();
        setDone(t(`done.${kind}`));
      },
    });
  };
  const onContract = (contract: Contract, kind: ContractAction) => {
    const words = { kind: t(`kind.${contract.kind}`), agent: contract.agent.account, parties: t('contracts.party', { upline: contract.upline?.account ?? t('contracts.house'), agent: contract.agent.account }) };
    const call =
      kind === 'terminate' ? () => terminate({ token, id: contract.id }).unwrap() : () => answer({ token, id: contract.id, answer: kind === 'acceptTermination' ? 'accept' : 'reject' }).unwrap();
    ask(kind, t(`confirm.${kind}Title`), t(`confirm.${kind}`, words), call);
  };
  const onSettlement = (settlement: AgentSettlement, kind: SettlementRunAction) => {
    const period = `${formatDateWithZone(settlement.periodStart)} – ${formatDateWithZone(settlement.periodEnd)}`;
    const words = { kind: t(`kind.${settlement.kind}`), period, agent: detail?.profile.account ?? '' };
    ask(kind, t(`confirm.${kind}Title`), t(`confirm.${kind}`, words), () => run({ token, action: kind, ...settlementCommand(settlement) }).unwrap());
  };
  return { action, done, onContract, onSettlement };
}

export interface AgentDetailProps {
  token: string;
  account: string;
  mayManage: boolean;
  onBack: () => void;
}

/** An agent's page beside the tree (in its place on phones): profile, figures by period, contracts, settlements. */
export function AgentDetailPanel({ token, account, mayManage, onBack }: AgentDetailProps) {
  const { t } = useTranslation(['consoleAgents', 'common']);
  const [period, setPeriod] = useState<AgentPeriod>('today');
  const { data, error, isFetching, refetch } = useAgentDetailQuery({ token, account, period });
  const { action, done, onContract, onSettlement } = useAgentActions(token, data);
  const { decimals } = useCurrency();
  const [open, setOpen] = useState<'offer' | 'run' | null>(null);
  const kinds = data?.settlements.map((s) => s.kind) ?? [];
  const offerKind = data ? firstOpenKind(kinds, data.contracts, account) : null;
  // The house contracts only with top-level agents (no uplines); the server refuses the rest anyway.
  const mayOffer = mayManage && data?.profile.chain.length === 0 && offerKind !== null;
  const headButton = (which: 'offer' | 'run') => (
    <button type="button" className="button button--ghost agents-section__action" onClick={() => setOpen(which)}>
      {t(`${which}.open`)}
    </button>
  );
  return (
    <section className="agents-detail" aria-labelledby="agents-detail-title" aria-busy={isFetching}>
      <button type="button" className="button button--ghost agents-detail__back" onClick={onBack}>
        ‹ {t('detail.back')}
      </button>
      <div className="agents-detail__head">
        <h2 id="agents-detail-title" className="agents-detail__title">
          {t('detail.title', { account })}
        </h2>
        <Link className="link-button" to={`/console/players/${encodeURIComponent(account)}`}>
          {t('detail.playerPage')}
        </Link>
      </div>
      {data?.profile.nickname ? <p className="console-muted agents-detail__nickname">{data.profile.nickname}</p> : null}
      {error ? <LoadFailure intro={t('detail.loadFailed')} error={error} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <p className="console-muted">{t('common:loading')}</p> : null}
      {data ? (
        <>
          <Profile detail={data} />
          <Tabs label={t('detail.periodLabel')} value={period} onChange={setPeriod} items={AGENT_PERIODS.map((key) => ({ key, label: t(`detail.period.${key}`) }))} />
          <AgentsFigures detail={data} />
          <ErrorAlert error={action.error} />
          {done && !action.error ? (
            <p className="form-alert form-alert--info" role="status">
              {done}
            </p>
          ) : null}
          <AgentsContracts contracts={data.contracts} currency={data.currency} onAction={mayManage ? onContract : null} busy={action.busy} headAction={mayOffer ? headButton('offer') : null} />
          <AgentsSettlements settlements={data.settlements} currency={data.currency} onAction={mayManage ? onSettlement : null} busy={action.busy} headAction={mayManage && kinds.length > 0 ? headButton('run') : null} />
        </>
      ) : null}
      {data && open === 'offer' && offerKind ? (
        <AgentsOfferDialog token={token} account={account} currency={data.currency} decimals={decimals} kinds={kinds} initialKind={offerKind} onClose={() => setOpen(null)} />
      ) : null}
      {data && open === 'run' && kinds[0] ? <AgentsRunDialog token={token} kinds={kinds} initialKind={kinds[0]} onClose={() => setOpen(null)} /> : null}
      {action.asking ? <ConfirmDialog title={action.asking.title} message={action.asking.message} onConfirm={() => void action.confirm()} onCancel={action.cancel} /> : null}
    </section>
  );
}
