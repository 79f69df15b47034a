import { STANDARD_PRESETS } from '@shared/date-range';
import { DateRangePicker } from '@/components/date-range-picker';
import { FilterBar } from '@/components/filter-bar';
import type { ReportSelection } from '../period';

/** The shared date-range picker with the presets the agent calls take. */
export function PeriodPicker({ value, onChange }: { value: ReportSelection; onChange: (next: ReportSelection) => void }) {
  return <DateRangePicker presets={STANDARD_PRESETS} value={value} onChange={onChange} />;
}

/** A filter bar holding only the period (the overview, user loss). */
export function PeriodFilter({ value, onChange }: { value: ReportSelection; onChange: (next: ReportSelection) => void }) {
  return (
    <FilterBar>
      <PeriodPicker value={value} onChange={onChange} />
    </FilterBar>
  );
}
