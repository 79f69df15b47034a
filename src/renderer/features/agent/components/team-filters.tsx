import { useTranslation } from 'react-i18next';
import { DOWNLINE_KINDS, DOWNLINE_STATUSES } from '@shared/api/agent-kinds';
import { FilterSelect } from '@/components/filter-select';
import { FormField } from '@/components/form-field';
import type { ReportSelection } from '../period';
import { ACTIVITY, type FilterKey } from '../team-search';
import { AccountFilterBar } from './account-filter-bar';

export interface TeamFiltersProps {
  values: Partial<Record<FilterKey, string | undefined>>;
  onChange: (key: FilterKey, value: string | undefined) => void;
  onReset: () => void;
  period: ReportSelection;
  onPeriod: (next: ReportSelection) => void;
}

/** Team management's filters: the account applies on Search (or Enter), the others as they change. */
export function TeamFilters({ values, onChange, onReset, period, onPeriod }: TeamFiltersProps) {
  const { t } = useTranslation('agent');
  const all = { value: '', label: t('team.filters.all') };
  const select = (key: FilterKey, options: readonly string[], labelOf: (value: string) => string) => (
    <FilterSelect label={t(`team.filters.${key}`)} value={values[key] ?? ''} options={[all, ...options.map((value) => ({ value, label: labelOf(value) }))]} onChange={(value) => onChange(key, value)} />
  );
  return (
    <AccountFilterBar account={values.account} onAccount={(account) => onChange('account', account)} onReset={onReset} period={period} onPeriod={onPeriod}>
      {select('kind', DOWNLINE_KINDS, (kind) => t(`team.kinds.${kind}`))}
      {select('status', DOWNLINE_STATUSES, (status) => t(`team.statuses.${status}`))}
      <FormField type="date" label={t('team.filters.registeredFrom')} value={values.registeredFrom ?? ''} max={values.registeredTo} onChange={(value) => onChange('registeredFrom', value)} />
      <FormField type="date" label={t('team.filters.registeredTo')} value={values.registeredTo ?? ''} min={values.registeredFrom} onChange={(value) => onChange('registeredTo', value)} />
      {select('active', ACTIVITY, (active) => t(`team.activity.${active}`))}
    </AccountFilterBar>
  );
}
