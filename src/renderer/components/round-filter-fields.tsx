import { useTranslation } from 'react-i18next';
import { ROUND_STATUSES } from '@shared/api/record-kinds';
import { GAME_TYPES } from '@shared/constants';
import { useLanguage } from '@/lib/i18n/i18n';
import { gameTypeOf, roundStatusOf, vendorOptions, withGameType, type RoundFilter } from '@/lib/round-filter';
import { useBetVendorMenusQuery } from '@/lib/vendor-menus-api';
import { FilterSelect } from './filter-select';

/**
 * Game category, provider (of that category) and round status: the fields every list of rounds
 * filters by, for the caller's FilterBar beside its own (date range, member).
 */
export function RoundFilterFields<F extends RoundFilter>({ value, onChange }: { value: F; onChange: (next: F) => void }) {
  const { t } = useTranslation('records');
  const { data: menus } = useBetVendorMenusQuery(useLanguage());
  const all = { value: '', label: t('filters.all') };
  const gameTypes = [all, ...GAME_TYPES.map((type) => ({ value: type, label: t(`common:gameTypes.${type}`) }))];
  const vendors = [all, ...vendorOptions(menus, value.gameType)];
  // A vendor chosen before the menus arrived (or no longer listed) stays a choice rather than vanishing.
  if (value.vendor && !vendors.some((option) => option.value === value.vendor)) vendors.push({ value: value.vendor, label: value.vendor });
  const statuses = [all, ...ROUND_STATUSES.map((status) => ({ value: status, label: t(`bets.statuses.${status}`) }))];
  return (
    <>
      <FilterSelect label={t('bets.gameType')} value={value.gameType} options={gameTypes} onChange={(type) => onChange(withGameType(value, gameTypeOf(type), menus))} />
      <FilterSelect label={t('bets.vendor')} value={value.vendor} options={vendors} onChange={(vendor) => onChange({ ...value, vendor })} />
      <FilterSelect label={t('filters.status')} value={value.status} options={statuses} onChange={(status) => onChange({ ...value, status: roundStatusOf(status) })} />
    </>
  );
}
