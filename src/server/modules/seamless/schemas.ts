import { z } from 'zod';
import { okEnvelope } from '@shared/envelope';
import { MAX_TRANSFER_AMOUNT } from '../ledger/types';

/** Request and answer bodies of the seamless-wallet protocol (vendor → platform). */

/** Vendor-chosen ids: printable ASCII without spaces. */
const vendorId = z.string().regex(/^[\x21-\x7e]{1,100}$/u, 'Printable ASCII, 1-100 characters');
const playerId = z.string().regex(/^\d{1,10}$/u, 'The playerId authenticate answered');
const currency = z.string().regex(/^[A-Z]{3}$/u, 'ISO 4217 code');
const minor = (min: number) => z.number().int().min(min).max(MAX_TRANSFER_AMOUNT);

export const authenticateBody = z.object({ token: z.string().min(16).max(200) });
export const balanceBody = z.object({ playerId });
export const betBody = z.object({
  playerId,
  /** The launch token: bets need a live game session. */
  token: z.string().min(16).max(200),
  transactionId: vendorId,
  roundId: vendorId,
  amount: minor(1),
  currency,
  gameCode: z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/u)
    .optional()
    .describe(
      "The vendor's code of the game this bet is on, for a session that plays several games (a lottery lobby): the round " +
        'is recorded (betting record, winner board) under that game of the catalogue. Absent, or a code the catalogue does ' +
        'not hold once for this vendor: the launched game. Part of the call\'s content.',
    ),
});
export const winBody = z.object({
  playerId,
  transactionId: vendorId,
  roundId: vendorId,
  /** 0 closes a lost round. */
  amount: minor(0),
  currency,
  /** false keeps the round open for more bets and wins (default true: the win settles it). */
  endRound: z.boolean().optional(),
  jackpot: z
    .boolean()
    .optional()
    .describe(
      'true: the round hit the jackpot. The platform also pays the whole current jackpot pool to the player, in the same ' +
        'transaction as `amount`, and answers what it paid in `jackpotAmount` (0 when the pool was empty). The payment counts ' +
        'in the round\'s win. Part of the call\'s content (absent means false): the same transactionId with the other flag is an idempotency_conflict.',
    ),
});
export const refundBody = z.object({
  playerId,
  transactionId: vendorId,
  /** The bet being rolled back (it may not have reached us yet). */
  betTransactionId: vendorId,
  roundId: vendorId,
  amount: minor(1),
  currency,
});
export const endRoundBody = z.object({ playerId, transactionId: vendorId, roundId: vendorId });

/** The most wins one winBatch request may carry. */
export const WIN_BATCH_MAX = 1000;
export const winBatchBody = z.object({
  wins: z
    .array(winBody.omit({ jackpot: true }))
    .min(1)
    .max(WIN_BATCH_MAX)
    .describe('Wins as the win call takes them (no jackpot flag), run in order; each idempotent by its own transactionId.'),
});

export type AuthenticateBody = z.infer<typeof authenticateBody>;
export type BetBody = z.infer<typeof betBody>;
export type WinBody = z.infer<typeof winBody>;
export type RefundBody = z.infer<typeof refundBody>;
export type EndRoundBody = z.infer<typeof endRoundBody>;

export const walletAnswer = z.object({
  playerId: z.string(),
  currency: z.string(),
  /** The player's balance in minor units after the call (main wallet; a transfer-mode vendor's own wallet). */
  balance: z.number().int(),
  transactionId: z.string().optional(),
  roundId: z.string().optional(),
  jackpotAmount: z.number().int().optional().describe('Win calls with jackpot true only: what the jackpot pool paid the player, in minor units (already in balance).'),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;

/** One win of a batch: its answer (success true, as the win call answers) or its refusal. */
export const winBatchItemAnswer = walletAnswer.partial().extend({
  transactionId: z.string(),
  success: z.boolean(),
  code: z.string().optional().describe('The error code the win call would have answered (success false).'),
  message: z.string().optional(),
});
export const winBatchAnswer = z.object({ results: z.array(winBatchItemAnswer).describe('One per win, in the order sent.') });
export type WinBatchBody = z.infer<typeof winBatchBody>;
export type WinBatchItemAnswer = z.infer<typeof winBatchItemAnswer>;
export type WinBatchAnswer = z.infer<typeof winBatchAnswer>;
export const winBatchEnvelope = okEnvelope(winBatchAnswer);

export const authenticateAnswer = walletAnswer.extend({
  nickname: z.string(),
  /** trial accounts may authenticate and see a balance, but never bet. */
  playerType: z.enum(['real', 'trial']),
  gameId: z.string(),
  vendorCode: z.string(),
});
export type AuthenticateAnswer = z.infer<typeof authenticateAnswer>;

export const walletEnvelope = okEnvelope(walletAnswer);
export const authenticateEnvelope = okEnvelope(authenticateAnswer);
