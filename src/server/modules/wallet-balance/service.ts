import type { Balance } from '@shared/api/account';
import type { Db } from '../../db/client';
import type { Merchant } from '../merchant/directory';

/**
 * THE place a member's balance comes from. The ledger arrives with the wallet issue and plugs in
 * here; until then every account holds 0 minor units, which is the truth (nothing can move money yet).
 */
export async function balanceMinorUnits(_db: Db, _merchantId: number, _memberId: number): Promise<bigint> {
  return 0n;
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
  const amount = await balanceMinorUnits(db, merchant.id, memberId);
  return { balance: formatMinorUnits(amount, decimals), currency: code, currencySymbol: symbol };
}
