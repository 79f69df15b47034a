import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleVendor } from '@shared/api/console-games';
import { GAME_TYPES } from '@shared/constants';
import { FilterBar } from '@/components/filter-bar';
import { FilterSelect } from '@/components/filter-select';
import { FormField } from '@/components/form-field';
import { NO_GAME_FILTERS, type GameFilters } from '../games-query';

/**
 * Search by name or id, vendor and category. The text applies on Search (or Enter); the drop-downs
 * apply as they change, so picking a vendor shows its games at once.
 */
export function GamesFilterBar({ value, vendors, onApply }: { value: GameFilters; vendors: readonly ConsoleVendor[]; onApply: (filters: GameFilters) => void }) {
  const { t } = useTranslation(['consoleGames', 'common']);
  const [q, setQ] = useState(value.q);
  const vendorOptions = [{ value: '', label: t('games.allVendors') }, ...vendors.map((vendor) => ({ value: vendor.code, label: `${vendor.name} (${vendor.code})` }))];
  // A vendor in the address that the list lacks still shows as chosen.
  if (value.vendor && !vendors.some((vendor) => vendor.code === value.vendor)) vendorOptions.push({ value: value.vendor, label: value.vendor });
  const typeOptions = [{ value: '', label: t('games.allCategories') }, ...GAME_TYPES.map((type) => ({ value: type, label: t(`common:gameTypes.${type}`) }))];
  return (
    <FilterBar
      label={t('games.filters')}
      onSearch={() => onApply({ ...value, q })}
      onReset={() => {
        setQ('');
        onApply(NO_GAME_FILTERS);
      }}
    >
      <FormField type="search" label={t('games.search')} value={q} maxLength={64} onChange={setQ} />
      <FilterSelect label={t('games.vendor')} value={value.vendor} options={vendorOptions} onChange={(vendor) => onApply({ ...value, q, vendor })} />
      <FilterSelect
        label={t('games.category')}
        value={value.gameType}
        options={typeOptions}
        onChange={(type) => onApply({ ...value, q, gameType: GAME_TYPES.find((known) => known === type) ?? '' })}
      />
    </FilterBar>
  );
}
