import { z } from 'zod';

/** The console's ledger (issue 22): the verifier's result and a day's books by account type. */
export const ledgerVerifySchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  entries: z.number().int(),
  drift: z.array(z.object({ kind: z.string(), subject: z.string(), expected: z.string(), actual: z.string() })),
  ranAt: z.string(),
  ms: z.number().int(),
});
export type LedgerVerify = z.infer<typeof ledgerVerifySchema>;

export const booksQuerySchema = z.strictObject({ day: z.iso.date().optional() });
export const booksRowSchema = z.object({
  kind: z.string(),
  currency: z.string(),
  /** Minor units moved in and out of accounts of this kind that day, and the net. */
  credits: z.number().int(),
  debits: z.number().int(),
  net: z.number().int(),
  entries: z.number().int(),
  /** The kind's balance at the end of the day. */
  closing: z.number().int(),
});
export type BooksRow = z.infer<typeof booksRowSchema>;
export const booksSchema = z.object({ day: z.string(), timeZone: z.string(), rows: z.array(booksRowSchema) });
export type Books = z.infer<typeof booksSchema>;
