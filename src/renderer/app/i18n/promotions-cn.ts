import { promotionsCn } from '@/features/promotions/i18n/cn';
import type { Messages } from '@/lib/i18n/types';

/** The promotions namespace in CN: loaded with the promotions page or the rebate page, never with home. */
export const promotionsBundleCn: Record<string, Messages> = { promotions: promotionsCn };
