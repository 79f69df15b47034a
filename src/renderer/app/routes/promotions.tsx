import PromotionsPage from '@/features/promotions/components/promotions-page';
import { addMessages } from '@/lib/i18n/i18n';
import { PROMOTIONS_LOADERS } from '../i18n-bundle';

// The promotions namespace comes with this chunk, not with home's.
await addMessages(PROMOTIONS_LOADERS);

export default function PromotionsRoute() {
  return (
    <div className="page">
      <PromotionsPage />
    </div>
  );
}
