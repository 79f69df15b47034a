import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { CONTRACT_KINDS, CONTRACT_PERIOD_TYPES, contractOfferBody, contractSchema } from '@shared/api/contracts';
import { AppError } from '../../lib/app-error';
import { operatorOf } from '../../plugins/operator-auth';
import type { Db } from '../../db/client';
import { listMerchants } from '../merchant/repository';
import { actorOf } from '../operator/service';
import { houseAnswerTermination, houseOffer, operatorRerun, operatorSettle, operatorTerminate, operatorVoid } from './operator-service';
import { contractAnswer } from './view-service';

const tags = ['operator', 'agent contracts'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const settlementBody = z.strictObject({
  kind: z.enum(CONTRACT_KINDS),
  periodType: z.enum(CONTRACT_PERIOD_TYPES).optional(),
  /** YYYY-MM-DD (that day's midnight in the merchant's zone) or an ISO time inside the period. */
  period: z.string().trim().min(10).max(40),
});
const runSchema = z.object({ status: z.enum(['settled', 'already']), generation: z.number().int(), contracts: z.number().int(), total: z.number().int() });

async function merchantById(db: Db, id: number) {
  const merchant = (await listMerchants(db)).find((m) => m.id === id);
  if (!merchant) throw new AppError('not_found', 'No such merchant');
  return merchant;
}

/** The house's contracts with top-level agents and the operator's hand on settlements; every call audited. */
export const contractOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const who = (request: Parameters<typeof operatorOf>[0]) => {
    const actor = actorOf(operatorOf(request));
    return { actor, merchant: merchantById(app.db, actor.merchantId) };
  };
  app.post(
    '/ops-api/contracts/offers',
    { config: { operator: 'agents.manage' }, schema: { tags, description: 'Operator: the house offers a top-level agent a contract (audited).', body: contractOfferBody, response: { 200: okEnvelope(contractSchema) } } },
    async (request) => {
      const { actor, merchant } = who(request);
      return { success: true as const, value: await contractAnswer(app.db, await houseOffer(app.db, await merchant, actor, request.body)) };
    },
  );
  app.post(
    '/ops-api/contracts/:id/terminate',
    { config: { operator: 'agents.manage' }, schema: { tags, description: 'Operator: ends a contract and every contract below it that it covered (audited).', params: idParams, response: { 200: okEnvelope(contractSchema) } } },
    async (request) => {
      const { actor, merchant } = who(request);
      const { contract } = await operatorTerminate(app.db, await merchant, actor, request.params.id);
      return { success: true as const, value: await contractAnswer(app.db, contract) };
    },
  );
  for (const answer of ['accept', 'reject'] as const) {
    app.post(
      `/ops-api/contracts/:id/termination/${answer}`,
      { config: { operator: 'agents.manage' }, schema: { tags, description: `Operator: the house ${answer}s a top-level agent's request to end its contract (audited).`, params: idParams, response: { 200: okEnvelope(contractSchema) } } },
      async (request) => {
        const { actor, merchant } = who(request);
        return { success: true as const, value: await contractAnswer(app.db, await houseAnswerTermination(app.db, await merchant, actor, request.params.id, answer === 'accept')) };
      },
    );
  }
  const runs = { run: operatorSettle, void: operatorVoid, rerun: operatorRerun } as const;
  for (const [name, action] of Object.entries(runs)) {
    app.post(
      `/ops-api/contract-settlements/${name}`,
      {
        config: { operator: 'agents.manage' },
        schema: { tags, description: `Operator: ${name} the settlement of a closed period (audited).`, body: settlementBody, response: { 200: okEnvelope(z.record(z.string(), z.unknown())) } },
      },
      async (request) => {
        const { actor, merchant } = who(request);
        const result: unknown = await action(app.db, await merchant, actor, request.body);
        return { success: true as const, value: runSchema.partial().passthrough().parse(result) };
      },
    );
  }
};
