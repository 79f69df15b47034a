import { useTranslation } from 'react-i18next';
import { PreparingNotice } from '@/components/preparing-notice';

export default function PromotionsRoute() {
  const { t } = useTranslation('games');
  return (
    <div className="page">
      <PreparingNotice heading={t('categories.PROMO')} />
    </div>
  );
}
