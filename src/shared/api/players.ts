import { z } from 'zod';
import { approvalSchema } from './approvals';

/**
 * The console's players (issue 22): search, a player's page, and what support and finance do to a
 * player. Money figures in minor units.
 */
export const PLAYER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;

export const playerSearchQuerySchema = z.strictObject({
  /** An account (prefix), a mobile number, an e-mail, a member id or an address (IP). */
  q: z.string().trim().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const playerSummarySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  /** What matched the search: account, mobile, email, id or address. */
  matched: z.enum(['account', 'mobile', 'email', 'id', 'address']),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export const playerSearchSchema = z.object({ list: z.array(playerSummarySchema) });

export const playerNoteSchema = z.object({ id: z.number().int(), author: z.string(), text: z.string(), at: z.string() });
export type PlayerNote = z.infer<typeof playerNoteSchema>;

export const playerDetailSchema = z.object({
  player: playerSummarySchema.omit({ matched: true }).extend({
    registerIp: z.string().nullable(),
    mustChangePassword: z.boolean(),
    vipLevel: z.number().int().nullable(),
  }),
  currency: z.string(),
  balance: z.number().int(),
  holding: z.number().int().describe('withdrawals held, not yet paid'),
  /** Nearest first. */
  upline: z.array(z.object({ account: z.string(), type: z.number().int() })),
  sessions: z.array(z.object({ id: z.number().int(), ip: z.string(), device: z.string(), createdAt: z.string(), lastSeenAt: z.string() })),
  notes: z.array(playerNoteSchema),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const playerReasonBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(200) });
export const playerNoteBodySchema = z.strictObject({ text: z.string().trim().min(1).max(1000) });
export const playerAdjustBodySchema = z.strictObject({
  /** Signed minor units: credit (positive) or debit (negative). */
  amount: z.number().int().refine((n) => n !== 0, 'not_zero'),
  reason: z.string().trim().min(3).max(200),
});

/** An adjustment's answer: done (balances) or filed for a second operator. */
export const playerAdjustAnswerSchema = z.union([
  z.object({ transferId: z.number().int(), before: z.number().int(), after: z.number().int(), approval: z.null() }),
  z.object({ approval: approvalSchema }),
]);
