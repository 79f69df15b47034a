import type { AmountInput } from '@shared/api/cashier';
import { AppError } from '../../lib/app-error';
import { MAX_TRANSFER_AMOUNT } from '../ledger/types';

export type { AmountInput };

function invalid(message: string): never {
  throw new AppError('validation_failed', message, { amount: 'invalid' });
}

export function toMinorUnits(input: AmountInput, decimals: number): number {
  let minor: number;
  if (typeof input === 'number') {
    if (!Number.isSafeInteger(input)) invalid('Amount must be a whole number of minor units');
    minor = input;
  } else {
    const match = /^(\d{1,15})(?:\.(\d+))?$/u.exec(input.trim());
    if (!match) invalid('Amount must be a decimal number');
    const fraction = match[2] ?? '';
    if (fraction.length > decimals) invalid(`Amount has more than ${decimals} decimals`);
    minor = Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
  }
  if (minor <= 0) invalid('Amount must be more than zero');
  if (minor > MAX_TRANSFER_AMOUNT) invalid('Amount is too large');
  return minor;
}

/** A currency in a request must be the merchant's (no conversion happens anywhere). */
export function checkCurrency(given: string | undefined, expected: string): void {
  if (given !== undefined && given !== expected) {
    throw new AppError('validation_failed', `Currency must be ${expected}`, { currency: 'invalid' });
  }
}
