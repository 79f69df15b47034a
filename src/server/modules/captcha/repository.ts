import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/index';

export async function insertCaptcha(db: Db, row: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(row);
}

/** Uses up a captcha (right or wrong answer alike) and answers its stored hash, if it was usable. */
export async function takeCaptcha(db: Db, merchantId: number, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), eq(captchas.merchantId, merchantId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

export async function deleteExpiredCaptchas(db: Db, before: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
}
