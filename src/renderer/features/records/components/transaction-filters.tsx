import { DATE_PRESETS, LEDGER_TYPES, type DatePreset } from '@shared/api/record-kinds';
import { DateRangePicker } from '@/components/date-range-picker';
import { EntryFilterFields, type EntryFilter } from '@/components/entry-filter-fields';
import { FilterBar } from '@/components/filter-bar';

export interface TransactionFilter extends EntryFilter {
  preset: DatePreset;
}

/** Date range, type and status of the account record; each applies as it changes. */
export function TransactionFilters({ value, onChange }: { value: TransactionFilter; onChange: (next: TransactionFilter) => void }) {
  return (
    <FilterBar>
      <DateRangePicker presets={DATE_PRESETS} value={{ preset: value.preset }} onChange={({ preset }) => onChange({ ...value, preset })} />
      <EntryFilterFields types={LEDGER_TYPES} value={value} onChange={onChange} />
    </FilterBar>
  );
}
