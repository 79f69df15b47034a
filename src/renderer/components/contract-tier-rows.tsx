import { useTranslation } from 'react-i18next';
import { MAX_TIERS } from '@shared/api/contract-kinds';
import { FormField } from '@/components/form-field';
import { EMPTY_TIER, type RowProblems, type TierInput } from '@/lib/contracts/contract-offer-check';
import './contract-tier-rows.css';

interface Props {
  rows: readonly TierInput[];
  problems: readonly RowProblems[];
  currency: string;
  decimals: number;
  /** The highest rate the agent may offer, as typed text ("2.5"). */
  maxRate: string;
  onChange: (rows: TierInput[]) => void;
}

/** The offer's tier table as rows of fields: add up to the limit, remove down to one. */
export function TierRows({ rows, problems, currency, decimals, maxRate, onChange }: Props) {
  const { t } = useTranslation('agent');
  const problem = (found: RowProblems[keyof TierInput]) => (found ? t(`contracts.problems.${found}`, { max: maxRate, decimals: String(decimals) }) : null);
  const set = (index: number, key: keyof TierInput, value: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <div className="contract-tier-rows">
      {rows.map((row, index) => {
        const found = problems[index] ?? {};
        const name = t('contracts.tiers.tierN', { n: String(index + 1) });
        return (
          // Rows have no identity but their place; each row's legend tells its same-named fields apart.
          <fieldset key={index} className="contract-tier-row">
            <legend className="contract-tier-row__legend">{name}</legend>
            <FormField label={t('contracts.tiers.minTurnoverIn', { currency })} inputMode="decimal" autoComplete="off" value={row.minTurnover} error={problem(found.minTurnover)} onChange={(value) => set(index, 'minTurnover', value)} />
            <FormField label={t('contracts.tiers.minActive')} inputMode="numeric" autoComplete="off" value={row.minActive} error={problem(found.minActive)} onChange={(value) => set(index, 'minActive', value)} />
            <FormField label={t('contracts.tiers.ratePercent')} inputMode="decimal" autoComplete="off" value={row.rate} error={problem(found.rate)} onChange={(value) => set(index, 'rate', value)} />
            {rows.length > 1 ? (
              <button type="button" className="button button--ghost contract-tier-row__remove" aria-label={t('contracts.tiers.removeN', { n: String(index + 1) })} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                {t('contracts.tiers.remove')}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {rows.length < MAX_TIERS ? (
        <button type="button" className="button button--ghost contract-tier-rows__add" onClick={() => onChange([...rows, EMPTY_TIER])}>
          {t('contracts.tiers.add')}
        </button>
      ) : null}
    </div>
  );
}
