import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedHumanProofs } from '../../db/schema/index';

/** Records a proof as used; false when it was used before (a replay). */
export async function markProofUsed(db: Db, id: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(usedHumanProofs).values({ id, expiresAt }).onConflictDoNothing().returning({ id: usedHumanProofs.id });
  return rows.length === 1;
}

export async function deleteExpiredProofs(db: Db, now: Date): Promise<void> {
  await db.delete(usedHumanProofs).where(lt(usedHumanProofs.expiresAt, now));
}
