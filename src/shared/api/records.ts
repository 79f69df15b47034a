import { z } from 'zod';

/** Contract of the statement (`transactionHistory`), win/loss (`personalProfit`) and funds calls. */

/** Days back (previous) or forward (next) from now. */
export const DATE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Period types of spec section 4; boundaries are UTC midnights. */
export const PERIOD_TYPES = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export const ENTRY_STATUSES = ['COMPLETED', 'REVERSED'] as const;
export const entrySchema = z.object({
  id: z.number().int(),
  transferId: z.number().int(),
  createdAt: z.string(),
  type: z.string(),
  account: z.string().describe('player_main, withdrawal_hold, ...'),
  amount: z.number().int().describe('signed minor units'),
  balanceAfter: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  status: z.enum(ENTRY_STATUSES),
});
export type Entry = z.infer<typeof entrySchema>;

export const statementSchema = z.object({
  list: z.array(entrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const periodRowSchema = z.object({ start: z.string(), end: z.string(), bet: z.number().int(), win: z.number().int(), profit: z.number().int() });
export const profitSchema = z.object({
  periodType: z.enum(PERIOD_TYPES),
  periods: z.array(periodRowSchema),
  total: periodRowSchema.pick({ bet: true, win: true, profit: true }),
  lifetimeNetDeposits: z.number().int(),
});
export type Profit = z.infer<typeof profitSchema>;

export const consolidatedFundsSchema = z.object({
  currency: z.string(),
  mainBalance: z.number().int(),
  hold: z.number().int(),
  commission: z.number().int(),
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;
