import { useTranslation } from 'react-i18next';
import { ENTRY_STATUSES, LEDGER_TYPES, type DatePreset } from '@shared/api/record-kinds';
import { PresetFilter } from './preset-filter';
import { SelectFilter } from './select-filter';

export interface TransactionFilter {
  preset: DatePreset;
  /** '' = all. */
  type: string;
  status: string;
}

/** Date range, type and status of the account record. */
export function TransactionFilters({ value, onChange }: { value: TransactionFilter; onChange: (next: TransactionFilter) => void }) {
  const { t } = useTranslation('records');
  const all = { value: '', label: t('filters.all') };
  const types = [all, ...LEDGER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))];
  const statuses = [all, ...ENTRY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))];
  return (
    <div className="records-filters" role="group" aria-label={t('filters.label')}>
      <PresetFilter value={value.preset} onChange={(preset) => onChange({ ...value, preset })} />
      <SelectFilter label={t('filters.type')} value={value.type} options={types} onChange={(type) => onChange({ ...value, type })} />
      <SelectFilter label={t('filters.status')} value={value.status} options={statuses} onChange={(status) => onChange({ ...value, status })} />
    </div>
  );
}
