import { useTranslation } from 'react-i18next';
import type { ContractImpact } from '@shared/api/contracts';
import { Modal } from '@/components/modal';
import type { PendingAction } from '../use-contract-action';

/** The downline contracts an answer would end, each with its account and how far below it sits. */
export function ImpactList({ impact }: { impact: ContractImpact['contracts'] }) {
  const { t } = useTranslation('agent');
  if (impact.length === 0) return null;
  return (
    <ul className="contract-impact" aria-label={t('contracts.impact.list')}>
      {impact.map((item) => (
        <li key={item.contractId}>
          <strong>{item.account}</strong> <span className="contract-muted">{t('contracts.impact.depth', { depth: String(item.depth) })}</span>
        </li>
      ))}
    </ul>
  );
}

/** A warning box: what ends if the agent goes on. */
export function ImpactWarning({ impact = [], message }: { impact?: ContractImpact['contracts']; message: string }) {
  return (
    <div className="contract-warning" role="alert">
      <p>{message}</p>
      <ImpactList impact={impact} />
    </div>
  );
}

/** Confirms one contract answer; when it ends downline contracts it says so and names them first. */
export function ContractActionDialog({ pending, error, busy, onConfirm, onClose }: { pending: PendingAction; error: string | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation(['agent', 'common', 'errors']);
  const { action, contract, impact, endsDownlines } = pending;
  const values = { kind: t(`agent:contracts.kinds.${contract.kind}`), account: contract.agent.account };
  return (
    <Modal title={t(`agent:contracts.actions.${action}.title`, values)} onClose={onClose} size="sm">
      <div className="contract-dialog">
        <p className="confirm__message">{t(`agent:contracts.actions.${action}.message`, values)}</p>
        {endsDownlines ? (
          <ImpactWarning impact={impact} message={impact.length > 0 ? t('agent:contracts.impact.message', { n: String(impact.length) }) : t('agent:contracts.impact.unlisted')} />
        ) : null}
        {error ? (
          <p className="form-alert" role="alert">
            {t(`errors:${error}`)}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="button" className={`button ${endsDownlines ? 'button--danger' : 'button--primary'}`} disabled={busy} onClick={onConfirm}>
            {t(endsDownlines ? 'agent:contracts.impact.confirm' : `agent:contracts.actions.${action}.confirm`)}
          </button>
        </div>
      </div>
    </Modal>
  );
}
