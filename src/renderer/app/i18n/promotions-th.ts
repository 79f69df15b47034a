import { promotionsTh } from '@/features/promotions/i18n/th';
import type { Messages } from '@/lib/i18n/types';

/** The promotions namespace in TH: loaded with the promotions page or the rebate page, never with home. */
export const promotionsBundleTh: Record<string, Messages> = { promotions: promotionsTh };
