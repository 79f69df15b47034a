import { z } from 'zod';
import { approvalSchema } from './approvals';

/**
 * The console's approval queues (issue 22): manual bank deposits and withdrawals waiting for an
 * operator, each with the player's context, as GET /ops-api/queues answers them.
 */
const member = z.object({ id: z.number().int(), account: z.string(), nickname: z.string() });

export const pendingDepositSchema = z.object({
  id: z.number().int(),
  member,
  methodCode: z.string(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type PendingDeposit = z.infer<typeof pendingDepositSchema>;

export const pendingWithdrawalSchema = z.object({
  id: z.number().int(),
  member,
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  bankName: z.string(),
  /** Masked: the last four digits. */
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
  /** The open approval filed when paying it needs a second operator; null when there is none. */
  approval: approvalSchema.nullable(),
});
export type PendingWithdrawal = z.infer<typeof pendingWithdrawalSchema>;

export const queuesSchema = z.object({
  deposits: z.array(pendingDepositSchema),
  withdrawals: z.array(pendingWithdrawalSchema),
  approvals: z.array(approvalSchema),
  /** Minor units from which paying or granting needs a second operator; null: never. */
  secondApprovalFrom: z.number().int().nullable(),
});
export type Queues = z.infer<typeof queuesSchema>;

const orderLine = z.object({ id: z.number().int(), amount: z.number().int(), status: z.string(), createdAt: z.string() });

/** GET /ops-api/players/:account/context: what an operator looks at before deciding a player's money. */
export const playerContextSchema = z.object({
  member: member.extend({ status: z.string(), createdAt: z.string(), registerIp: z.string().nullable() }),
  currency: z.string(),
  balance: z.number().int(),
  turnover: z.object({ required: z.number().int(), done: z.number().int(), bonusLocked: z.number().int() }),
  deposits: z.array(orderLine),
  withdrawals: z.array(orderLine),
  logins: z.array(z.object({ at: z.string(), ip: z.string(), device: z.string(), result: z.string() })),
  /** Other accounts of this merchant seen signing in from this player's addresses. */
  sameAddress: z.array(z.object({ account: z.string(), ip: z.string() })),
  /** Other accounts whose sessions came with this player's exact browser (User-Agent): a weak device match. */
  sameDevice: z.array(z.object({ account: z.string(), device: z.string() })),
});
export type PlayerContext = z.infer<typeof playerContextSchema>;
