import { useTranslation } from 'react-i18next';
import type { ContractImpact } from '@shared/api/contracts';
import { Modal } from '@/components/modal';
import { ImpactWarning } from './contract-action-dialog';

/** Before an offer goes out: the downline contracts that end if the downline accepts it. */
export function OfferImpactDialog({ account, impact, busy, onConfirm, onClose }: { account: string; impact: ContractImpact['contracts']; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation(['agent', 'common']);
  const accounts = impact.map((item) => item.account).join(', ');
  return (
    <Modal title={t('agent:contracts.offer.impactTitle')} onClose={onClose} size="sm">
      <div className="contract-dialog">
        <ImpactWarning message={t('agent:contracts.offer.impactMessage', { account, n: String(impact.length), accounts })} />
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
            {t('agent:contracts.offer.sendAnyway')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
