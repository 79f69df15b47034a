import { isRecord } from '@/lib/register-form/field-problems';
import type { AddressCheck } from './components/address-check';

/**
 * Hand-written checks of what a failed call's `value` carries, so the popups need no zod at run
 * time (the schemas in @shared/api/account stay the contract; these follow them). Field problems
 * of a 422 are read by @/lib/register-form/field-problems, which the agent centre shares.
 */

/** The response header carrying the captcha id (CAPTCHA_ID_HEADER of the contract). */
export const CAPTCHA_ID_HEADER = 'x-captcha-id';

export function captchaFlag(value: unknown): boolean {
  return isRecord(value) && value.captcha === true;
}

export function addressCheckOf(value: unknown): AddressCheck | null {
  if (!isRecord(value) || (value.channel !== 'SMS' && value.channel !== 'EMAIL') || typeof value.recipient !== 'string') return null;
  return { channel: value.channel, recipient: value.recipient };
}
