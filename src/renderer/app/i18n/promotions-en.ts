import { promotionsEn } from '@/features/promotions/i18n/en';
import type { Messages } from '@/lib/i18n/types';

/** The promotions namespace in EN: loaded with the promotions page or the rebate page, never with home. */
export const promotionsBundleEn: Record<string, Messages> = { promotions: promotionsEn };
