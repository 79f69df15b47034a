import { useTranslation } from 'react-i18next';
import { LOBBY_TABS } from '@shared/constants';
import { Icon, type IconName } from '@/components/icons';
import type { LobbyFilter } from '../lobby-state';

const ICONS: Record<LobbyFilter, IconName> = { NEW: 'bell', FAV: 'star', ALL: 'list', HOT: 'fire', RECENT: 'clock' };

/** The filter icons and tab set of spec section 2: NEW, FAV, ALL, HOT, RECENT. */
export function FilterTabs({ value, onChange }: { value: LobbyFilter; onChange: (filter: LobbyFilter) => void }) {
  const { t } = useTranslation('games');
  return (
    <div className="filter-tabs" role="tablist" aria-label={t('filters.label')}>
      {LOBBY_TABS.map((filter) => (
        <button
          key={filter}
          type="button"
          role="tab"
          aria-selected={filter === value}
          className={`filter-tabs__tab${filter === value ? ' is-active' : ''}`}
          onClick={() => onChange(filter)}
        >
          <Icon name={ICONS[filter]} size={16} />
          <span>{t(`filters.${filter}`)}</span>
        </button>
      ))}
    </div>
  );
}
