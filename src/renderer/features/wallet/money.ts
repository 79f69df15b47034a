import type { TFunction } from 'i18next';
import type { ErrorCode } from '@shared/errors';
import { isApiError } from '@/lib/envelope';
import type { AmountProblem } from '@/lib/money-input';

/** Major units for an input field ("1234.50"), so Max fills in what checkAmount accepts. */
export function amountInputText(minor: number, decimals: number): string {
  const text = String(minor).padStart(decimals + 1, '0');
  return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** The message under the amount field for a problem found before sending. */
export function amountProblemText(t: TFunction<'wallet'>, problem: AmountProblem, decimals: number, available: string): string {
  return t(`common:amountProblems.${problem}`, { decimals: String(decimals), amount: available });
}

/** A failed money call: problems of the amount go under the field, anything else above the button. */
export interface CallProblem {
  amount?: string;
  alert?: ErrorCode;
}

export function callProblem(t: TFunction<'wallet'>, error: unknown): CallProblem {
  if (!isApiError(error)) return { alert: 'unknown_error' };
  if (error.code === 'validation_failed' && error.errors?.amount) return { amount: t('amount.invalid') };
  if (error.code === 'insufficient_funds') return { amount: t('errors:insufficient_funds') };
  return { alert: error.code };
}
