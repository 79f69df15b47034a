import type { Merchant } from '../merchant/directory';
import type { CashierConfig } from '../system/merchant-config';

/** Used when a merchant has no cashier section: 100.00–50,000.00, no turnover rule, a second operator from 20,000.00. */
export const DEFAULT_CASHIER = { withdrawMinAmount: 10_000, withdrawMaxAmount: 5_000_000, turnoverMultiplier: 0, confirmMinutes: 60, secondApprovalFrom: 2_000_000 } satisfies CashierConfig;

export function cashierOf(merchant: Pick<Merchant, 'config'>): CashierConfig {
  return merchant.config.cashier ?? DEFAULT_CASHIER;
}

/** From what amount a money action needs a second operator (null: never). */
export function secondApprovalFrom(merchant: Pick<Merchant, 'config'>): number | null {
  const cashier = cashierOf(merchant);
  return cashier.secondApprovalFrom === undefined ? DEFAULT_CASHIER.secondApprovalFrom : cashier.secondApprovalFrom;
}
