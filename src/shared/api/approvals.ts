import { z } from 'zod';

/**
 * Maker-checker (issue 22): money actions of at least the merchant's `cashier.secondApprovalFrom`
 * (minor units) wait for a second operator. The first operator's action files an approval; another
 * operator (never the same one, whatever session) approves it, which runs the action, or rejects it.
 */
export const APPROVAL_KINDS = ['withdrawal.pay', 'bonus.grant', 'balance.adjust'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const approvalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  /** The withdrawal id, or the member account a grant or an adjustment is for. */
  targetId: z.string(),
  amount: z.number().int().describe('minor units'),
  currency: z.string(),
  /** What the action will do (a grant's reason, a withdrawal's member). */
  details: z.record(z.string(), z.unknown()),
  maker: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  checker: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalListQuerySchema = z.strictObject({ status: z.enum(APPROVAL_STATUSES).default('PENDING'), limit: z.coerce.number().int().min(1).max(200).default(50) });
export const approvalListSchema = z.object({ list: z.array(approvalSchema), threshold: z.number().int().nullable() });
export const approvalRejectBodySchema = z.strictObject({ note: z.string().trim().min(2).max(200) });
