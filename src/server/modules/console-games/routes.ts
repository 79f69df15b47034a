import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleGamePageSchema,
  consoleGameQuerySchema,
  consoleVendorListSchema,
  gameFlagsBodySchema,
  integrationBodySchema,
  integrationViewSchema,
  maintenanceBodySchema,
  rotatedSecretSchema,
  rotateSecretBodySchema,
} from '@shared/api/console-games';
import { okEnvelope } from '@shared/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { setMaintenance } from '../play/maintenance-service';
import { consoleGames, consoleVendors, rotateSecret, setGameFlags, updateIntegration } from './service';

const tags = ['operator'];
const done = okEnvelope(z.null());
const nodeParams = z.object({ nodeId: z.string().trim().min(1).max(80) });
const vendorParams = z.object({ code: z.string().trim().min(1).max(20) });

/** The console's games and vendors: the catalogue with its flags, maintenance, hot games and order. */
export const consoleGameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/games',
    { config: { operator: 'read' }, schema: { tags, description: "The merchant's games with maintenance, hot flag and lobby order; by name or id, vendor and category.", querystring: consoleGameQuerySchema, response: { 200: okEnvelope(consoleGamePageSchema) } } },
    async (request) => {
      const { page, size, ...filter } = request.query;
      return { success: true as const, value: await consoleGames(app.db, operatorOf(request).merchantId, filter, page, size) };
    },
  );

  app.get(
    '/ops-api/vendors',
    { config: { operator: 'read' }, schema: { tags, description: 'The vendors: categories, game counts, maintenance and their seamless-wallet integration (never the secret).', response: { 200: okEnvelope(consoleVendorListSchema) } } },
    async (request) => ({ success: true as const, value: { list: await consoleVendors(app.db, operatorOf(request).merchantId) } }),
  );

  app.post(
    '/ops-api/games/:nodeId/maintenance',
    { config: { operator: 'config.manage' }, schema: { tags, description: 'Puts a game in or out of maintenance (audited): launches answer game_maintenance, lobby tiles show it within 5 s.', params: nodeParams, body: maintenanceBodySchema, response: { 200: done } } },
    async (request) => {
      await setMaintenance(app.db, actorOf(operatorOf(request)), { nodeId: request.params.nodeId }, request.body.on);
      return { success: true as const, value: null };
    },
  );

  app.post(
    '/ops-api/vendors/:code/maintenance',
    { config: { operator: 'config.manage' }, schema: { tags, description: 'Puts every game of a vendor in or out of maintenance (audited).', params: vendorParams, body: maintenanceBodySchema, response: { 200: done } } },
    async (request) => {
      await setMaintenance(app.db, actorOf(operatorOf(request)), { vendorCode: request.params.code }, request.body.on);
      return { success: true as const, value: null };
    },
  );

  app.post(
    '/ops-api/games/:nodeId/flags',
    { config: { operator: 'config.manage' }, schema: { tags, description: 'Sets a game’s hot flag and/or lobby order (audited).', params: nodeParams, body: gameFlagsBodySchema, response: { 200: done } } },
    async (request) => {
      await setGameFlags(app.db, actorOf(operatorOf(request)), request.params.nodeId, request.body);
      return { success: true as const, value: null };
    },
  );

  app.put(
    '/ops-api/vendors/:code/integration',
    { config: { operator: 'config.manage' }, schema: { tags, description: "Changes a vendor's wallet mode, address allow-list or launch URL (audited as vendor.set; the secret only through rotation).", params: vendorParams, body: integrationBodySchema, response: { 200: okEnvelope(integrationViewSchema) } } },
    async (request) => ({ success: true as const, value: await updateIntegration(app.db, actorOf(operatorOf(request)), request.params.code, request.body, app.config.accounts.keyEncryptionSecret) }),
  );

  app.post(
    '/ops-api/vendors/:code/integration/rotate-secret',
    { config: { operator: 'config.manage' }, schema: { tags, description: "A new random shared secret for an outside vendor, answered this once (audited; vendor_in_house for the platform's own vendors).", params: vendorParams, body: rotateSecretBodySchema, response: { 200: okEnvelope(rotatedSecretSchema) } } },
    async (request) => ({ success: true as const, value: await rotateSecret(app.db, actorOf(operatorOf(request)), request.params.code, request.body.launchUrl, app.config.accounts.keyEncryptionSecret) }),
  );
};
