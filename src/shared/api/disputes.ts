import { z } from 'zod';

/**
 * Disputed withdrawals (issue 22): paid withdrawals whose player answered NOT_RECEIVED with proof
 * images, and the confirmation of one withdrawal with its proofs, as the console's Approvals screen
 * shows them. The image bytes are served by GET /ops-api/withdrawals/:id/proofs/:proofId.
 */
export const DISPUTE_LIMIT = { default: 50, max: 200 } as const;

export const disputeQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(DISPUTE_LIMIT.max).optional() }).strict();

export const confirmationResultSchema = z.enum(['RECEIVED', 'FULLY_RECEIVED', 'NOT_RECEIVED']);

export const disputeSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  result: confirmationResultSchema,
  proofCount: z.number().int(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeListSchema = z.object({ list: z.array(disputeSchema) });
export type DisputeList = z.infer<typeof disputeListSchema>;

export const proofSchema = z.object({
  id: z.number().int(),
  /** Read from the bytes; application/octet-stream when they are no known image. */
  type: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Proof = z.infer<typeof proofSchema>;

/** GET /ops-api/withdrawals/:id/confirmation: result null = the player has not answered (yet). */
export const withdrawalConfirmationSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  status: z.string(),
  paidAt: z.string().nullable(),
  result: confirmationResultSchema.nullable(),
  remark: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  proofs: z.array(proofSchema),
});
export type WithdrawalConfirmation = z.infer<typeof withdrawalConfirmationSchema>;

export const proofParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647), proofId: z.coerce.number().int().min(1).max(2_147_483_647) });
