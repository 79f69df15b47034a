import { z } from 'zod';
import { BANNER_GROUPS } from '../constants';

/** The console's content (issue 22): banners per group with uploaded images. */
export const LINKAGE_TYPES = ['NONE', 'URL', 'GAME', 'PROMO'] as const;
/** Upload limits: a banner is a wide picture, not a poster or an icon. */
export const BANNER_IMAGE = { maxBytes: 1024 * 1024, minWidth: 320, maxWidth: 4096, minHeight: 100, maxHeight: 2048 } as const;

const localized = z.strictObject({ EN: z.string().trim().min(1).max(120), CN: z.string().trim().min(1).max(120), TH: z.string().trim().min(1).max(120) });

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.object({ EN: z.string(), CN: z.string(), TH: z.string() }),
  url: z.string(),
  linkageType: z.string(),
  linkage: z.string(),
  sort: z.number().int(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;
export const consoleBannerListSchema = z.object({ list: z.array(consoleBannerSchema) });
export const bannerGroupQuerySchema = z.strictObject({ groupName: z.enum(BANNER_GROUPS) });

export const bannerInputSchema = z
  .strictObject({
    groupName: z.enum(BANNER_GROUPS),
    title: localized,
    /** An image this merchant serves: /img/<key> (an upload's url). */
    url: z.string().regex(/^\/img\/[A-Za-z0-9/_.-]{1,200}$/u),
    linkageType: z.enum(LINKAGE_TYPES),
    linkage: z.string().trim().max(300),
    sort: z.number().int().min(0).max(10_000),
  })
  .refine((b) => b.linkageType === 'NONE' || b.linkage.length > 0, { path: ['linkage'], message: 'required' })
  .refine((b) => b.linkageType !== 'URL' || /^(https:\/\/|\/(?!\/))\S+$/u.test(b.linkage), { path: ['linkage'], message: 'invalid_url' });
export type BannerInput = z.infer<typeof bannerInputSchema>;

/** POST /ops-api/images: a PNG, JPEG or WebP, base64; checked by its content, not its name. */
export const imageUploadSchema = z.strictObject({ data: z.string().min(8).max(Math.ceil((BANNER_IMAGE.maxBytes * 4) / 3) + 8) });
export const imageUploadAnswerSchema = z.object({ url: z.string(), type: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() });
