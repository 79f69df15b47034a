import { useTranslation } from 'react-i18next';
import type { DateRangePreset, DateRangeSelection } from '@shared/date-range';
import { FilterSelect } from './filter-select';
import { FormField } from './form-field';

export interface DateRangePickerProps<P extends DateRangePreset> {
  /** The presets offered, in order; STANDARD_PRESETS for a new report. */
  presets: readonly P[];
  value: DateRangeSelection<P>;
  onChange: (next: DateRangeSelection<P>) => void;
}

/**
 * A date-range filter: a drop-down of presets and, for `custom`, two day fields. The range itself
 * comes from dateRangeOf (date-range.ts) in the zone the caller goes by.
 */
export function DateRangePicker<P extends DateRangePreset>({ presets, value, onChange }: DateRangePickerProps<P>) {
  const { t } = useTranslation('common');
  const options = presets.map((preset) => ({ value: preset, label: t(`dateRange.presets.${preset}`) }));
  const choose = (picked: string) => {
    const preset = presets.find((p) => p === picked);
    if (preset) onChange(preset === 'custom' ? { preset, from: value.from, to: value.to } : { preset });
  };
  return (
    <>
      <FilterSelect label={t('dateRange.label')} value={value.preset} options={options} onChange={choose} />
      {value.preset === 'custom' ? (
        <>
          <FormField type="date" label={t('dateRange.from')} value={value.from ?? ''} max={value.to} onChange={(from) => onChange({ ...value, from })} />
          <FormField type="date" label={t('dateRange.to')} value={value.to ?? ''} min={value.from} onChange={(to) => onChange({ ...value, to })} />
        </>
      ) : null}
    </>
  );
}
