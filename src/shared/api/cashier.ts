import { z } from 'zod';

/** Contract of the cashier calls (`depositv2`, `withdraw`, spec sections 3, 4 and 5). Money in minor units. */

/** An amount as clients send it: integer minor units (12345) or a decimal string of major units ("123.45"). */
export const amountInputSchema = z.union([z.number(), z.string().max(32)]);
export type AmountInput = z.infer<typeof amountInputSchema>;

export const DEPOSIT_KINDS = ['MANUAL_BANK', 'DEMO_GATEWAY'] as const;
export const DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const depositSchema = z.object({
  id: z.number().int(),
  methodCode: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paymentUrl: z.string().nullable().describe('DEMO gateway: the payment page to send the player to'),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositMethodSchema = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  demo: z.boolean(),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export const payeeSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string().describe('masked'),
  holderName: z.string(),
  createdAt: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;

export const payeeInputSchema = z
  .object({
    bankName: z.string().trim().min(2).max(80),
    accountNumber: z.string().trim().regex(/^[0-9-]{6,34}$/u),
    holderName: z.string().trim().min(2).max(80),
  })
  .strict();

export const PAYMENT_PASSWORD_MIN = 6;
export const PAYMENT_PASSWORD_MAX = 32;
export const paymentPasswordSchema = z.string().min(PAYMENT_PASSWORD_MIN).max(PAYMENT_PASSWORD_MAX);

/** The player's answer to a paid withdrawal (spec section 4). */
export const CONFIRMATIONS = ['RECEIVED', 'NOT_RECEIVED', 'FULLY_RECEIVED'] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];
export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_REMARK = 140;

export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;
export const withdrawalSchema = z.object({
  id: z.number().int(),
  payeeId: z.number().int(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  confirmation: z.enum(CONFIRMATIONS).nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawInfoSchema = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /**
   * The deposit turnover rule (required, done) and what open bonus wagering requirements hold back of
   * the main balance (`bonusLocked`, minor units: the bonuses and their winnings; bonusDetails).
   */
  turnover: z.object({ required: z.number().int(), done: z.number().int(), bonusLocked: z.number().int() }),
  hasPaymentPassword: z.boolean(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;
