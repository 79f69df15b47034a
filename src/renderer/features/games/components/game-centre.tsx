import { useTranslation } from 'react-i18next';
import type { GameType } from '@shared/constants';
import { EmptyState } from '@/components/empty-state';
import { useLanguage } from '@/lib/i18n/i18n';
import { useVendorLanesQuery } from '../api';
import { laneOf } from '../lanes';
import { VendorCards } from './vendor-cards';
import './lobby.css';

/** Game centre (sports, e-sports, lottery, e-lottery): the category's vendor cards. */
export function GameCentre({ category }: { category: GameType }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const lanes = useVendorLanesQuery(language);
  const title = t(`categories.${category}`);
  return (
    <div className="page lobby">
      <h1 className="lobby__title">{title}</h1>
      {lanes.isError ? (
        <EmptyState
          failed
          message={t('loadFailed')}
          action={
            <button type="button" className="button button--ghost" onClick={() => void lanes.refetch()}>
              {t('retry')}
            </button>
          }
        />
      ) : (
        <VendorCards vendors={laneOf(lanes.data, category)?.cards ?? []} label={t('vendorsOf', { category: title })} isLoading={lanes.isLoading} />
      )}
    </div>
  );
}
