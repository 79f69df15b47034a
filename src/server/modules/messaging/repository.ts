import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';

export async function insertOutbox(db: Db, row: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(row);
}

export async function listOutbox(db: Db, merchantId: number, limit: number) {
  return db
    .select({ channel: outbox.channel, recipient: outbox.recipient, text: outbox.text, time: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.merchantId, merchantId))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
