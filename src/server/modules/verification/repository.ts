import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema/index';

/** The only SQL of one-time codes. */

export async function insertCode(db: Db, row: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** The newest code for a purpose and recipient: sending a new code retires the older ones. */
export async function latestCode(db: Db, merchantId: number, purpose: string, recipient: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.purpose, purpose), eq(verificationCodes.recipient, recipient)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function bumpAttempts(db: Db, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/** Marks a code used; false if another request used it first. */
export async function consumeCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
