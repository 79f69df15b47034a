import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentChildrenQuerySchema, agentChildrenSchema, agentDetailQuerySchema, agentDetailSchema, agentListSchema, agentParamsSchema, agentSearchQuerySchema } from '@shared/api/console-agents';
import { okEnvelope } from '@shared/envelope';
import { merchantOf } from '../../plugins/merchant';
import { agentChildren, agentDetail, agentList } from './service';

const tags = ['operator', 'agent contracts'];

/** The console's agents: the member tree with search, and an agent's figures, contracts and settlements. Read-only. */
export const consoleAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops-api/agents',
    {
      config: { operator: 'read' },
      schema: { tags, description: 'The top-level agents, or the members whose account contains q, each with its direct downlines, team size and upline chain.', querystring: agentSearchQuerySchema, response: { 200: okEnvelope(agentListSchema) } },
    },
    async (request) => ({ success: true as const, value: await agentList(app.db, merchantOf(request).id, request.query.q, request.query.limit) }),
  );

  app.get(
    '/ops-api/agents/:account/children',
    {
      config: { operator: 'read' },
      schema: { tags, description: "An agent's direct downlines (agents and players), newest first, a page at a time: the tree's lazy expansion.", params: agentParamsSchema, querystring: agentChildrenQuerySchema, response: { 200: okEnvelope(agentChildrenSchema) } },
    },
    async (request) => {
      const { page, size } = request.query;
      return { success: true as const, value: await agentChildren(app.db, merchantOf(request), request.params.account, page, size, new Date(app.accounts.now())) };
    },
  );

  app.get(
    '/ops-api/agents/:account',
    {
      config: { operator: 'read' },
      schema: {
        tags,
        description: "An agent's page: profile and upline chain, its team's figures over today, this month or last month (the agent reports), its contracts and its latest settlements per kind.",
        params: agentParamsSchema,
        querystring: agentDetailQuerySchema,
        response: { 200: okEnvelope(agentDetailSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await agentDetail(app.db, merchantOf(request), request.params.account, request.query.period, new Date(app.accounts.now())) }),
  );
};
