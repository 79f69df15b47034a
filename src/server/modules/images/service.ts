import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../merchant/directory';
import { findGameIcon, findImage, findVendorLogo } from './repository';
import { SVG } from './reply';

export interface StoredImage {
  contentType: string;
  body: string;
}

function found(image: StoredImage | undefined, what: string): StoredImage {
  if (!image) throw new AppError('not_found', `No such ${what}`);
  return image;
}

export async function getGameIcon(db: Db, merchant: Merchant, nodeId: string): Promise<StoredImage> {
  const body = await findGameIcon(db, merchant.id, nodeId);
  return found(body === undefined ? undefined : { contentType: SVG, body }, 'game');
}

export async function getVendorLogo(db: Db, merchant: Merchant, code: string): Promise<StoredImage> {
  const body = await findVendorLogo(db, merchant.id, code);
  return found(body === undefined ? undefined : { contentType: SVG, body }, 'vendor');
}

export async function getImage(db: Db, merchant: Merchant, key: string): Promise<StoredImage> {
  return found(await findImage(db, merchant.id, key), 'image');
}
