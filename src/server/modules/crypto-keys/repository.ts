import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema/index';

/** The only SQL of the server keys. */

export type ServerKeyRow = typeof serverKeys.$inferSelect;

/** Keys of a kind that still work: active ones and rotated ones inside their grace period. */
export async function listUsableKeys(db: Db, kind: 'rsa' | 'hmac', now: Date): Promise<ServerKeyRow[]> {
  return db
    .select()
    .from(serverKeys)
    .where(and(eq(serverKeys.kind, kind), sql`(${serverKeys.expiresAt} is null or ${serverKeys.expiresAt} > ${now})`))
    .orderBy(sql`${serverKeys.createdAt} desc`);
}

/** Runs `work` while holding a lock, so processes starting together make one key, not two. */
export async function withKeyLock<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7203115)`);
    return work(tx);
  });
}

export async function insertKey(db: Db, row: typeof serverKeys.$inferInsert): Promise<void> {
  await db.insert(serverKeys).values(row);
}

export async function retireActiveKeys(db: Db, kind: 'rsa' | 'hmac', now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(serverKeys)
    .set({ retiredAt: now, expiresAt })
    .where(and(eq(serverKeys.kind, kind), isNull(serverKeys.retiredAt)));
}
