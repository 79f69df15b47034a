import { useTranslation } from 'react-i18next';
import { ENTRY_STATUSES } from '@shared/api/record-kinds';
import { FilterSelect } from './filter-select';

export interface EntryFilter {
  /** '' = all. */
  type: string;
  status: string;
}

/**
 * Type (of the ones the list offers) and status of a list of wallet movements (the member's
 * account record, the agent's account details), for the caller's FilterBar.
 */
export function EntryFilterFields<F extends EntryFilter>({ types, value, onChange }: { types: readonly string[]; value: F; onChange: (next: F) => void }) {
  const { t } = useTranslation('records');
  const all = { value: '', label: t('filters.all') };
  const typeOptions = [all, ...types.map((type) => ({ value: type, label: t(`types.${type}`) }))];
  const statuses = [all, ...ENTRY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))];
  return (
    <>
      <FilterSelect label={t('filters.type')} value={value.type} options={typeOptions} onChange={(type) => onChange({ ...value, type })} />
      <FilterSelect label={t('filters.status')} value={value.status} options={statuses} onChange={(status) => onChange({ ...value, status })} />
    </>
  );
}
