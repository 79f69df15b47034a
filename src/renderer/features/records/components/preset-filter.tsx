import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset } from '@shared/api/record-kinds';
import { SelectFilter } from './select-filter';

function isPreset(value: string): value is DatePreset {
  return (DATE_PRESETS as readonly string[]).includes(value);
}

/** Date range presets (spec: previous or next 7 or 30 days). */
export function PresetFilter({ value, onChange }: { value: DatePreset; onChange: (preset: DatePreset) => void }) {
  const { t } = useTranslation('records');
  const options = DATE_PRESETS.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }));
  return <SelectFilter label={t('filters.preset')} value={value} options={options} onChange={(v) => isPreset(v) && onChange(v)} />;
}
