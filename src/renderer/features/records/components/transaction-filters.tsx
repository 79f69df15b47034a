import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, ENTRY_STATUSES, LEDGER_TYPES, type DatePreset } from '@shared/api/record-kinds';
import { DateRangePicker } from '@/components/date-range-picker';
import { FilterBar } from '@/components/filter-bar';
import { FilterSelect } from '@/components/filter-select';

export interface TransactionFilter {
  preset: DatePreset;
  /** '' = all. */
  type: string;
  status: string;
}

/** Date range, type and status of the account record; each applies as it changes. */
export function TransactionFilters({ value, onChange }: { value: TransactionFilter; onChange: (next: TransactionFilter) => void }) {
  const { t } = useTranslation('records');
  const all = { value: '', label: t('filters.all') };
  const types = [all, ...LEDGER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))];
  const statuses = [all, ...ENTRY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))];
  return (
    <FilterBar>
      <DateRangePicker presets={DATE_PRESETS} value={{ preset: value.preset }} onChange={({ preset }) => onChange({ ...value, preset })} />
      <FilterSelect label={t('filters.type')} value={value.type} options={types} onChange={(type) => onChange({ ...value, type })} />
      <FilterSelect label={t('filters.status')} value={value.status} options={statuses} onChange={(status) => onChange({ ...value, status })} />
    </FilterBar>
  );
}
