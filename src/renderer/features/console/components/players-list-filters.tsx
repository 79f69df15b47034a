import { useTranslation } from 'react-i18next';
import { LEDGER_TYPES } from '@shared/api/record-kinds';
import { FilterBar } from '@/components/filter-bar';
import { FilterSelect } from '@/components/filter-select';

/** The periods a player's lists offer: the statement and the bets reach back 7 or 30 days. */
export const PLAYER_PERIODS = ['previous7', 'previous30'] as const;
export type PlayerPeriod = (typeof PLAYER_PERIODS)[number];

export interface PlayerListFilter {
  period: PlayerPeriod;
  /** Statement only; '' = every type. */
  type: string;
}

/** Period (and, for the statement, the transfer type) of a player's list; each applies as it changes. */
export function PlayersListFilters({ value, onChange, withType }: { value: PlayerListFilter; onChange: (next: PlayerListFilter) => void; withType: boolean }) {
  const { t } = useTranslation(['consolePlayers', 'records']);
  const periods = PLAYER_PERIODS.map((period) => ({ value: period, label: t(`list.preset.${period}`) }));
  const types = [{ value: '', label: t('list.all') }, ...LEDGER_TYPES.map((type) => ({ value: type, label: t(`records:types.${type}`) }))];
  return (
    <FilterBar>
      <FilterSelect label={t('list.range')} value={value.period} options={periods} onChange={(period) => onChange({ ...value, period: PLAYER_PERIODS.find((p) => p === period) ?? 'previous7' })} />
      {withType ? <FilterSelect label={t('list.type')} value={value.type} options={types} onChange={(type) => onChange({ ...value, type })} /> : null}
    </FilterBar>
  );
}
