import { z } from 'zod';
import { GAME_TYPES } from '../constants';

/** The console's games and vendors (issue 22): what is live, in maintenance, hot, and in what order. */
export const consoleGameQuerySchema = z.strictObject({
  q: z.string().trim().max(64).optional(),
  vendor: z.string().trim().max(20).optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const consoleGameSchema = z.object({
  nodeId: z.string(),
  name: z.string().describe('in English'),
  vendorCode: z.string(),
  gameType: z.enum(GAME_TYPES),
  isHot: z.boolean(),
  maintenance: z.boolean(),
  sort: z.number().int(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;
export const consoleGamePageSchema = z.object({ list: z.array(consoleGameSchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export const consoleVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  gameTypes: z.array(z.enum(GAME_TYPES)),
  games: z.number().int(),
  maintenance: z.boolean(),
  /** The seamless-wallet integration (never its secret), if the vendor has one. */
  integration: z.object({ mode: z.string(), allowlist: z.array(z.string()), launchUrl: z.string().nullable(), updatedAt: z.string() }).nullable(),
});
export type ConsoleVendor = z.infer<typeof consoleVendorSchema>;
export const consoleVendorListSchema = z.object({ list: z.array(consoleVendorSchema) });

export const maintenanceBodySchema = z.strictObject({ on: z.boolean() });
/** Hot flag and lobby order of a game: either or both. */
export const gameFlagsBodySchema = z.strictObject({ isHot: z.boolean().optional(), sort: z.number().int().min(0).max(1_000_000).optional() }).refine((b) => b.isHot !== undefined || b.sort !== undefined, 'empty');
