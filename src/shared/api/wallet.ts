import { z } from 'zod';

/** Contract of the wallet transfers (`transferFund`, `transferUpline`, agent → downline). */

export const transferResultSchema = z.object({
  transferId: z.number().int(),
  replayed: z.boolean().describe('true when this Idempotency-Key was seen before: nothing moved again'),
  amount: z.number().int(),
  currency: z.string(),
  balanceAfter: z.number().int().describe("the sender's main wallet, minor units"),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** Printable ASCII, 8-100 characters: a retried request with the same key never moves money twice. */
export const idempotencyKeySchema = z.string().min(8).max(100).regex(/^[\x21-\x7e]+$/u);

export const vendorWalletSchema = z.object({
  code: z.string(),
  name: z.string(),
  balance: z.number().int().describe('minor units held in this vendor wallet'),
  maintenance: z.boolean(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const vendorWalletsSchema = z.object({
  currency: z.string(),
  mainBalance: z.number().int(),
  list: z.array(vendorWalletSchema),
});
export type VendorWallets = z.infer<typeof vendorWalletsSchema>;

/** IN: main → vendor wallet; OUT: vendor wallet → main. */
export const FUND_DIRECTIONS = ['IN', 'OUT'] as const;
export type FundDirection = (typeof FUND_DIRECTIONS)[number];
