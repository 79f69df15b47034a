/** Values of the agent calls' filters, without zod, so the renderer's agent pages can offer them without loading it. */
export const DOWNLINE_KINDS = ['member', 'agent'] as const;
export const DOWNLINE_STATUSES = ['ACTIVE', 'BLOCKED'] as const;

/** The money movements an agent sees of its team (`agentDownlineTransactionDetailsCopy`): no bets or wins. */
export const TEAM_MOVEMENT_TYPES = ['deposit', 'withdrawal_hold', 'withdrawal', 'withdrawal_release', 'transfer_upline', 'transfer_downline', 'bonus', 'rebate', 'adjustment', 'reversal'] as const;
export type TeamMovementType = (typeof TEAM_MOVEMENT_TYPES)[number];
