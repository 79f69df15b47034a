import type { Merchant } from '../merchant/directory';
import type { CashierConfig } from '../system/merchant-config';

/** Used when a merchant has no cashier section: 100.00–50,000.00, no turnover rule. */
export const DEFAULT_CASHIER: CashierConfig = { withdrawMinAmount: 10_000, withdrawMaxAmount: 5_000_000, turnoverMultiplier: 0, confirmMinutes: 60 };

export function cashierOf(merchant: Merchant): CashierConfig {
  return merchant.config.cashier ?? DEFAULT_CASHIER;
}
