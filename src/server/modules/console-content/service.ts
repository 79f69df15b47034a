import { createHash } from 'node:crypto';
import { BANNER_IMAGE, type BannerInput, type ConsoleBanner } from '@shared/api/console-content';
import type { BannerGroup } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { imageInfo } from '../../lib/image-info';
import { recordAudit, type OperatorActor } from '../operator/audit';
import * as repo from './repository';

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

const view = (row: repo.BannerRow): ConsoleBanner => ({ id: row.id, groupName: row.groupName, title: row.title, url: row.url, linkageType: row.linkageType, linkage: row.linkage, sort: row.sort });

export async function banners(db: Db, merchantId: number, groupName: BannerGroup): Promise<ConsoleBanner[]> {
  return (await repo.bannersOf(db, merchantId, groupName)).map(view);
}

/**
 * Stores an uploaded banner picture: a PNG, JPEG or WebP by its bytes (whatever its name or the
 * declared type), at most 1 MB and within the banner sizes; served at /img/uploads/<hash>.<ext>.
 */
export async function uploadImage(db: Db, who: OperatorActor, base64: string) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/u.test(base64)) throw new AppError('upload_invalid', 'Not base64', { data: 'not_base64' });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > BANNER_IMAGE.maxBytes) throw new AppError('payload_too_large', 'The image is over 1 MB', { data: 'too_large' });
  const info = imageInfo(bytes);
  if (!info) throw new AppError('upload_invalid', 'Images must be PNG, JPEG or WebP', { data: 'not_an_image' });
  const { width, height } = info;
  if (width < BANNER_IMAGE.minWidth || width > BANNER_IMAGE.maxWidth || height < BANNER_IMAGE.minHeight || height > BANNER_IMAGE.maxHeight) {
    throw new AppError('upload_invalid', `A banner is ${BANNER_IMAGE.minWidth}-${BANNER_IMAGE.maxWidth} × ${BANNER_IMAGE.minHeight}-${BANNER_IMAGE.maxHeight} pixels`, { data: 'bad_size' });
  }
  const key = `uploads/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXTENSION[info.type]}`;
  await db.transaction(async (tx) => {
    await repo.saveImage(tx, { merchantId: who.merchantId, key, contentType: info.type, body: bytes.toString('base64') });
    await recordAudit(tx, who, { action: 'image.upload', targetType: 'image', targetId: key, before: null, after: { type: info.type, width, height, bytes: bytes.length } });
  });
  return { url: `/img/${key}`, type: info.type, width, height, bytes: bytes.length };
}

async function checkImage(db: Db, merchantId: number, url: string): Promise<void> {
  if (!(await repo.imageExists(db, merchantId, url.slice('/img/'.length)))) throw new AppError('validation_failed', 'No such image: upload it first', { url: 'unknown_image' });
}

export async function createBanner(db: Db, who: OperatorActor, input: BannerInput): Promise<ConsoleBanner> {
  await checkImage(db, who.merchantId, input.url);
  return db.transaction(async (tx) => {
    const row = await repo.insertBanner(tx, { merchantId: who.merchantId, ...input });
    await recordAudit(tx, who, { action: 'banner.create', targetType: 'banner', targetId: String(row.id), before: null, after: view(row) });
    return view(row);
  });
}

export async function updateBanner(db: Db, who: OperatorActor, id: number, input: BannerInput): Promise<ConsoleBanner> {
  await checkImage(db, who.merchantId, input.url);
  return db.transaction(async (tx) => {
    const before = await repo.lockBanner(tx, who.merchantId, id);
    if (!before) throw new AppError('not_found', 'No such banner');
    const row = await repo.updateBanner(tx, id, input);
    await recordAudit(tx, who, { action: 'banner.update', targetType: 'banner', targetId: String(id), before: view(before), after: view(row) });
    return view(row);
  });
}

export async function deleteBanner(db: Db, who: OperatorActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.lockBanner(tx, who.merchantId, id);
    if (!before) throw new AppError('not_found', 'No such banner');
    await repo.deleteBanner(tx, id);
    await recordAudit(tx, who, { action: 'banner.delete', targetType: 'banner', targetId: String(id), before: view(before), after: null });
  });
}
