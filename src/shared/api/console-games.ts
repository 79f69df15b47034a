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

/** Wallet modes of a vendor integration (src/server/modules/seamless/integration-service.ts). */
export const INTEGRATION_MODES = ['seamless', 'transfer'] as const;
/** An address or CIDR range; the server checks the form, this only bounds the size. */
const addressRule = z.string().trim().min(1).max(64);

/** A change of a vendor's integration: what is absent stays. The secret is never set here (rotation makes it). */
export const integrationBodySchema = z
  .strictObject({
    mode: z.enum(INTEGRATION_MODES).optional(),
    allowlist: z.array(addressRule).max(50).optional(),
    launchUrl: z.string().trim().min(1).max(500).nullable().optional(),
  })
  .refine((b) => b.mode !== undefined || b.allowlist !== undefined || b.launchUrl !== undefined, 'empty');
export type IntegrationBody = z.infer<typeof integrationBodySchema>;

export const integrationViewSchema = z.object({ code: z.string(), mode: z.enum(INTEGRATION_MODES), allowlist: z.array(z.string()), launchUrl: z.string().nullable(), updatedAt: z.string() });
export type IntegrationView = z.infer<typeof integrationViewSchema>;

/** Rotating a secret may repoint the vendor in the same step (an in-house launch URL cannot take a new secret). */
export const rotateSecretBodySchema = z.strictObject({ launchUrl: z.string().trim().min(1).max(500).optional() });
/** The new secret, shown this once: the platform keeps it sealed and never answers it again. */
export const rotatedSecretSchema = z.object({ secret: z.string(), integration: integrationViewSchema });
export type RotatedSecret = z.infer<typeof rotatedSecretSchema>;
