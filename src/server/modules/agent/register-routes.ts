import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateLinkSchema, agentRegisterPayloadSchema, agentRegisterResultSchema } from '@shared/api/agent';
import { okEnvelope } from '@shared/envelope';
import { E_ROUTE_NOTE } from '../../plugins/encryption';
import { merchantOf } from '../../plugins/merchant';
import { affiliateLink } from '../affiliate/link-service';
import { clientOf } from '../session/client';
import { registerDownline } from './register-service';
import { agentOf } from './routes';

const tags = ['agent'];
const REGISTER_NOTE =
  "Agents only (others 403 forbidden). Registers a member (`kind: 'member'`, permission registerMembers) or a type 2 agent " +
  "(`kind: 'agent'`, registerAgents) directly below the caller; a permission the merchant has turned off answers 403 " +
  'function_not_enabled. username and password follow the merchant registration rules (GET /wps/system/setting/register): ' +
  '422 validation_failed with errors { field: problem } and value.fields, 409 account_exists. 30 per agent per 10 minutes.';

const LINK_NOTE =
  "T, agents. The agent's affiliate code and registration link (a code is made on the first ask); a player registering with the code lands in the agent's downline.";

/** The register centre's calls; in the accounts scope, whose error handler writes field details. */
export const agentRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wps/agent/register',
    {
      config: { encrypted: true, auth: 'real' },
      schema: { tags, description: `T. ${E_ROUTE_NOTE}\n\n${REGISTER_NOTE}`, body: agentRegisterPayloadSchema, response: { 200: okEnvelope(agentRegisterResultSchema) } },
    },
    async (request) => ({ success: true as const, value: await registerDownline(app.accounts, merchantOf(request), agentOf(request), request.body, clientOf(request)) }),
  );

  app.get(
    '/wps/agent/affiliate/link',
    {
      config: { auth: 'real' },
      schema: { tags, description: LINK_NOTE, response: { 200: okEnvelope(affiliateLinkSchema) } },
    },
    async (request) => ({ success: true as const, value: await affiliateLink(app.db, merchantOf(request), agentOf(request)) }),
  );
};
