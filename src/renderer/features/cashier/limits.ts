import type { Confirmation } from '@shared/api/cashier';

/**
 * The cashier's input rules as the client checks them before sending. They mirror
 * src/shared/api/cashier.ts (limits.test.ts proves it) without pulling its zod schemas into the page.
 */
export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_REMARK = 140;
export const PAYMENT_PASSWORD = { min: 6, max: 32 } as const;
export const PAYEE_NAME = { min: 2, max: 80 } as const;
export const ACCOUNT_NUMBER = /^[0-9-]{6,34}$/u;

/** The answers to a paid withdrawal, in the order the dialog offers them. */
export const CONFIRMATION_OPTIONS: readonly Confirmation[] = ['RECEIVED', 'FULLY_RECEIVED', 'NOT_RECEIVED'];
