import { isApiError } from '@/lib/envelope';
import { addressCheckOf, captchaFlag } from './answer-shapes';
import type { AddressCheck } from './components/address-check';

/** What a failed login tells the popup: turn the captcha on, or ask the new-address code. */
export function readLoginFailure(error: unknown): { captcha: boolean; check: AddressCheck | null } {
  if (!isApiError(error)) return { captcha: false, check: null };
  return { captcha: captchaFlag(error.value), check: error.code === 'please_verify_first' ? addressCheckOf(error.value) : null };
}
