import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, images, vendors } from '../../db/schema/index';

export async function findGameIcon(db: Db, merchantId: number, nodeId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ body: games.iconSvg })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)))
    .limit(1);
  return row?.body;
}

/** A vendor code can sit in several game types; their logos are the same artwork, any one will do. */
export async function findVendorLogo(db: Db, merchantId: number, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ body: vendors.logoSvg })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, code)))
    .orderBy(asc(vendors.id))
    .limit(1);
  return row?.body;
}

export async function findImage(db: Db, merchantId: number, key: string) {
  const [row] = await db
    .select({ contentType: images.contentType, body: images.body })
    .from(images)
    .where(and(eq(images.merchantId, merchantId), eq(images.key, key)))
    .limit(1);
  return row;
}
