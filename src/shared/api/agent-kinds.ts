/** Values of the agent calls' filters, without zod, so the renderer's agent pages can offer them without loading it. */
export const DOWNLINE_KINDS = ['member', 'agent'] as const;
export const DOWNLINE_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
