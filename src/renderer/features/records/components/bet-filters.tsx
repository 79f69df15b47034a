import { DATE_PRESETS } from '@shared/api/record-kinds';
import { DateRangePicker } from '@/components/date-range-picker';
import { FilterBar } from '@/components/filter-bar';
import { RoundFilterFields } from '@/components/round-filter-fields';
import type { BetFilter } from '../bet-filter';

/** Date range, game category, provider (of that category) and round status of the betting record. */
export function BetFilters({ value, onChange }: { value: BetFilter; onChange: (next: BetFilter) => void }) {
  return (
    <FilterBar>
      <DateRangePicker presets={DATE_PRESETS} value={{ preset: value.preset }} onChange={({ preset }) => onChange({ ...value, preset })} />
      <RoundFilterFields value={value} onChange={onChange} />
    </FilterBar>
  );
}
