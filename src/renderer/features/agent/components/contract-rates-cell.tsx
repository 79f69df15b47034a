import { useTranslation } from 'react-i18next';
import { featureOn } from '@shared/agent-features';
import { CONTRACT_KIND_FEATURE } from '@shared/api/contract-kinds';
import type { DownlineRow } from '@shared/api/agent';
import { useWhitelabelQuery } from '@/lib/config-api';
import { rateText } from '@/lib/contracts/contract-rate';

/** A downline's contracts in force, one "Daily wages 1.2 %" a line; kinds the merchant turned off are left out. */
export function ContractRatesCell({ rates }: { rates: DownlineRow['contractRates'] }) {
  const { t } = useTranslation('agent');
  const { data: whitelabel } = useWhitelabelQuery();
  const shown = rates.filter((rate) => featureOn(CONTRACT_KIND_FEATURE[rate.kind], whitelabel?.features));
  if (shown.length === 0) return <>—</>;
  return (
    <span className="team-rates">
      {shown.map((rate) => (
        <span key={rate.kind}>
          {t(`contracts.kinds.${rate.kind}`)} {rateText(rate.rateBp)}
        </span>
      ))}
    </span>
  );
}
