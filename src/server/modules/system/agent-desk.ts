import type { SupportHours } from '@shared/api/system';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import type { MerchantConfig } from './merchant-config';

/** Spec section 2: agent support is Monday to Friday, 12:00 to 21:00, in the merchant's zone. */
export const DEFAULT_SUPPORT_HOURS: SupportHours = { days: [1, 2, 3, 4, 5], start: '12:00', end: '21:00' };

/** The merchant's zone; merchants stored before the key existed get Asia/Bangkok. */
export function merchantTimeZone(config: MerchantConfig): string {
  return config.timeZone ?? DEFAULT_TIME_ZONE;
}

export function supportHoursOf(config: MerchantConfig): SupportHours {
  return config.supportHours ?? DEFAULT_SUPPORT_HOURS;
}
