import BonusDetailsPage from '@/features/records/components/bonus-details-page';
import { WageredBonuses } from '@/features/promotions/components/wagered-bonuses';

/** `bonusDetails`: the bonuses with wagering first, then every bonus credited. */
export default function BonusDetails() {
  return <BonusDetailsPage lead={<WageredBonuses />} />;
}
