import { useTranslation } from 'react-i18next';
import type { GameClassify } from '@shared/constants';
import type { ClassifyFilter } from '../lobby-state';

/** "Other game tabs": scratch cards, video poker, jackpot, table and arcade games, when the lane has them. */
export function ClassifyTabs({ classifies, value, onChange }: { classifies: GameClassify[]; value: ClassifyFilter; onChange: (value: ClassifyFilter) => void }) {
  const { t } = useTranslation('games');
  if (classifies.length < 2) return null;
  const items: ClassifyFilter[] = ['ALL', ...classifies];
  return (
    <div className="classify-tabs" role="group" aria-label={t('classify.label')}>
      {items.map((item) => (
        <button
          key={item}
          type="button"
          className={`chip classify-tabs__chip${item === value ? ' is-active' : ''}`}
          aria-pressed={item === value}
          onClick={() => onChange(item)}
        >
          {t(`classify.${item}`)}
        </button>
      ))}
    </div>
  );
}
