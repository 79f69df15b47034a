import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/date-range-picker';
import { FilterBar } from '@/components/filter-bar';
import { FormField } from '@/components/form-field';
import { AUDIT_PRESETS, type AuditFilters } from '../audit-query';

type TextFilter = 'actor' | 'action' | 'targetType' | 'targetId';
const TEXT_FILTERS: readonly { key: TextFilter; max: number }[] = [
  { key: 'actor', max: 80 },
  { key: 'action', max: 80 },
  { key: 'targetType', max: 40 },
  { key: 'targetId', max: 80 },
];

interface AuditFilterBarProps {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
  onSearch: () => void;
  onReset: () => void;
}

/** Actor, action, target and days; Search applies them, Reset shows the whole log again. */
export function AuditFilterBar({ value, onChange, onSearch, onReset }: AuditFilterBarProps) {
  const { t } = useTranslation('console');
  return (
    <FilterBar label={t('audit.filters')} onSearch={onSearch} onReset={onReset}>
      {TEXT_FILTERS.map(({ key, max }) => (
        <FormField key={key} label={t(`audit.${key}`)} value={value[key]} onChange={(text) => onChange({ ...value, [key]: text })} maxLength={max} autoComplete="off" />
      ))}
      <DateRangePicker presets={AUDIT_PRESETS} value={value.range} onChange={(range) => onChange({ ...value, range })} />
    </FilterBar>
  );
}
