import { z } from 'zod';
import { contractRequestSchema } from './contracts';
import { DATE_PRESETS, ENTRY_STATUSES, PERIOD_TYPES } from './record-kinds';

/** Contract of the statement (`transactionHistory`), win/loss (`personalProfit`) and funds calls. */

export { DATE_PRESETS, ENTRY_STATUSES, LEDGER_TYPES, PERIOD_TYPES, type DatePreset, type EntryStatus, type LedgerType, type PeriodType } from './record-kinds';

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

/** A statement's query (the player's own, and the console's of a player). */
export const statementQuerySchema = z.object({
  preset: z.enum(DATE_PRESETS).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  type: z.string().max(40).optional(),
  status: z.enum(ENTRY_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

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
  /** Contract offers and termination requests waiting for this member's answer (the four flags' detail). */
  contractRequests: z.array(contractRequestSchema),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

/** A bonus: money the merchant's promotions account credited to the member (`bonusDetails`). */
export const bonusSchema = z.object({
  transferId: z.number().int(),
  createdAt: z.string(),
  type: z.string().describe('bonus, ...: the transfer type'),
  amount: z.number().int().describe('minor units, positive'),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(ENTRY_STATUSES),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusPageSchema = z.object({ list: z.array(bonusSchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type BonusPage = z.infer<typeof bonusPageSchema>;

/** An operator's bonus grant: promotions → the member's main wallet, audited. */
export const BONUS_REASON_MIN = 3;
export const BONUS_REASON_MAX = 200;
export const bonusGrantSchema = z
  .object({
    account: z.string().min(1).max(64),
    amount: z.number().int().positive().describe('minor units'),
    reason: z.string().trim().min(BONUS_REASON_MIN).max(BONUS_REASON_MAX),
  })
  .strict();
export type BonusGrant = z.infer<typeof bonusGrantSchema>;
export const bonusGrantResultSchema = z.object({
  transferId: z.number().int(),
  replayed: z.boolean(),
  memberId: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  before: z.number().int(),
  after: z.number().int(),
});
export type BonusGrantResult = z.infer<typeof bonusGrantResultSchema>;
