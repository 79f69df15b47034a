/** The records contract's plain values, without zod, so the renderer's pages import them cheaply. */

/** Days back (previous) or forward (next) from now. */
export const DATE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Period types of spec section 4; boundaries are UTC midnights. */
export const PERIOD_TYPES = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export const ENTRY_STATUSES = ['COMPLETED', 'REVERSED'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Transfer types the ledger writes today: what a statement can be filtered by (the query takes any). */
export const LEDGER_TYPES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal',
  'withdrawal_release',
  'transfer_upline',
  'transfer_downline',
  'transfer_vendor_in',
  'transfer_vendor_out',
  'bonus',
  'adjustment',
  'bet',
  'win',
  'reversal',
  // Agent contracts' settlements (modules/contracts): income from the upline, payments to downlines.
  'dividend',
  'daily_wage',
  'hourly_salary',
  'realtime_salary',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** States of a game round in the betting record (`personalHistoryCopy`). */
export const ROUND_STATUSES = ['open', 'settled', 'refunded'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** Rows per page of the betting record: the default and the most one call may ask for. */
export const BET_PAGE_SIZE = { default: 10, max: 50 } as const;
