import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { useAppSelector } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { selectIsLoggedIn } from '@/lib/session';
import { usePromotionsQuery } from '../api';
import { PromotionCard } from './promotion-card';
import { PromotionsSection } from './promotions-section';

/** `/promotions`: every promotion as a card with the viewer's status and action (spec sections 2 and 4). */
export default function PromotionsPage() {
  const { t } = useTranslation(['promotions', 'common']);
  const language = useLanguage();
  const member = useAppSelector(selectIsLoggedIn);
  const { data, error, isLoading, refetch } = usePromotionsQuery({ language, member });
  return (
    <PromotionsSection id="promotions-title" title={t('title')} intro={t('intro')} loading={isLoading}>
      {error && !data ? (
        <EmptyState
          failed
          message={t('loadFailed')}
          action={
            <button type="button" className="button button--ghost" onClick={() => void refetch()}>
              {t('common:loadError.retry')}
            </button>
          }
        />
      ) : null}
      {data && data.list.length === 0 ? <EmptyState message={t('empty')} /> : null}
      {data && data.list.length > 0 ? (
        <ul className="promotions__list" aria-label={t('listLabel')}>
          {data.list.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} currency={data.currency} />
            </li>
          ))}
        </ul>
      ) : null}
    </PromotionsSection>
  );
}
