import type { Balance } from '@shared/api/account';
import type { Db } from '../../db/client';
import { balanceOf } from '../ledger/service';
import type { Merchant } from '../merchant/directory';

/** THE place a member's balance comes from: their main wallet in the ledger. */
export async function balanceMinorUnits(db: Db, merchant: Merchant, memberId: number): Promise<bigint> {
  const currency = merchant.config.currency.code;
  return BigInt(await balanceOf(db, merchant.id, currency, { kind: 'player_main', memberId }));
}

/** Minor units → a decimal string with the currency's decimals ("1234.50"); never via floats. */
export function formatMinorUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export async function getBalance(db: Db, merchant: Merchant, memberId: number): Promise<Balance> {
  const { code, symbol, decimals } = merchant.config.currency;
  const amount = await balanceMinorUnits(db, merchant, memberId);
  return { balance: formatMinorUnits(amount, decimals), currency: code, currencySymbol: symbol };
}
