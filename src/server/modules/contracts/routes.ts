import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { contractAcceptBody, contractImpactSchema, contractKindQuery, contractOfferBody, contractSchema, contractViewSchema, settlementPageSchema, settlementQuery } from '@shared/api/contracts';
import { isAppError } from '../../lib/app-error';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { acceptImpact, acceptOffer, cancelOffer, memberActor, offerContract, offerImpact, rejectOffer } from './contract-service';
import { answerTermination, requestTermination, terminationImpact } from './termination-service';
import { contractAnswer, contractView, impactOut, settlementPage } from './view-service';

const tags = ['agent contracts'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const memberOf = (request: Parameters<typeof sessionOf>[0]) => {
  const { id, type } = sessionOf(request).row.member;
  return { id, type };
};
const read = <Q extends z.ZodRawShape, A extends z.ZodType>(description: string, query: Q, answer: A) => ({
  config: { auth: 'real' as const },
  schema: { tags, description, querystring: z.object(query).strict(), response: { 200: okEnvelope(answer) } },
});
const act = <B extends z.ZodType, A extends z.ZodType>(description: string, body: B, answer: A) => ({
  config: { auth: 'real' as const },
  schema: { tags, description, params: idParams, body, response: { 200: okEnvelope(answer) } },
});
// A plain API client may post an answer with no body at all.
const noBody = z.strictObject({}).nullish();

/**
 * Agent contracts (spec sections 2-4): the agent's page of each kind, offers to direct downline agents
 * (checked against the offerer's own rates), answers, terminations and settlements. Agents only; a
 * kind whose merchant flag is off answers function_not_enabled; an id outside the caller's contracts
 * answers the same 404 whether it exists or not.
 */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/wps/agent/contracts', read("T, agents. The agent's contract of a kind, offers to it, its downline agents' contracts and the history.", contractKindQuery, contractViewSchema), async (request) => ({
    success: true as const,
    value: await contractView(app.db, merchantOf(request), memberOf(request), request.query.kind),
  }));
  app.get('/wps/agent/settlements', read("T, agents. The agent's settlements of a kind, received and paid, with their inputs, newest first.", settlementQuery, settlementPageSchema), async (request) => ({
    success: true as const,
    value: await settlementPage(app.db, merchantOf(request), memberOf(request), request.query),
  }));
  app.post(
    '/wps/agent/contracts/offers',
    { config: { auth: 'real' }, schema: { tags, description: 'T, agents. Offers a direct downline agent a contract; its rates may not exceed the offerer’s own.', body: contractOfferBody, response: { 200: okEnvelope(contractSchema) } } },
    async (request) => ({ success: true as const, value: await contractAnswer(app.db, await offerContract(app.db, merchantOf(request), memberActor(memberOf(request)), request.body)) }),
  );
  app.post(
    '/wps/agent/contracts/offers/impact',
    { config: { auth: 'real' }, schema: { tags, description: "T, agents. The downline contracts that would end if the downline accepted this offer (the form's warning).", body: contractOfferBody, response: { 200: okEnvelope(contractImpactSchema) } } },
    async (request) => ({ success: true as const, value: await impactOut(app.db, await offerImpact(app.db, merchantOf(request), memberActor(memberOf(request)), request.body)) }),
  );
  app.get(
    '/wps/agent/contracts/:id/impact',
    { config: { auth: 'real' }, schema: { tags, description: 'T, agents. What accepting this offer (or agreeing to end this contract) would end below the agent.', params: idParams, response: { 200: okEnvelope(contractImpactSchema) } } },
    async (request) => {
      const merchant = merchantOf(request);
      const by = memberActor(memberOf(request));
      const endings = await acceptImpact(app.db, merchant, by, request.params.id).catch(async (error: unknown) => {
        // Not an offer to this agent: perhaps a termination it may agree to.
        if (isAppError(error)) return terminationImpact(app.db, merchant, by, request.params.id);
        throw error;
      });
      return { success: true as const, value: await impactOut(app.db, endings) };
    },
  );
  const answer = (path: string, description: string, run: (id: number, request: Parameters<typeof sessionOf>[0], confirm: boolean) => Promise<Parameters<typeof contractAnswer>[1]>, body: z.ZodType = noBody) =>
    app.post(path, act(description, body, contractSchema), async (request) => {
      const confirm = (request.body as { confirm?: boolean } | undefined)?.confirm === true;
      const { id } = request.params as z.infer<typeof idParams>;
      return { success: true as const, value: await contractAnswer(app.db, await run(id, request, confirm)) };
    });
  const by = (request: Parameters<typeof sessionOf>[0]) => memberActor(memberOf(request));
  answer('/wps/agent/contracts/:id/accept', 'T, agents. Accepts an offer; when it ends downline contracts it needs confirm: true.', (id, r, confirm) => acceptOffer(app.db, merchantOf(r), by(r), id, confirm), contractAcceptBody.nullish());
  answer('/wps/agent/contracts/:id/reject', 'T, agents. Rejects an offer.', (id, r) => rejectOffer(app.db, merchantOf(r), by(r), id));
  answer('/wps/agent/contracts/:id/cancel', 'T, agents. Withdraws an offer the agent made.', (id, r) => cancelOffer(app.db, merchantOf(r), by(r), id));
  answer('/wps/agent/contracts/:id/terminate', 'T, agents. Asks the other side to end a contract in force.', (id, r) => requestTermination(app.db, merchantOf(r), by(r), id));
  answer(
    '/wps/agent/contracts/:id/termination/accept',
    "T, agents. Agrees to the other side's termination; when it ends downline contracts it needs confirm: true.",
    (id, r, confirm) => answerTermination(app.db, merchantOf(r), by(r), id, true, confirm),
    contractAcceptBody.nullish(),
  );
  answer('/wps/agent/contracts/:id/termination/reject', "T, agents. Refuses the other side's termination: the contract stays.", (id, r) => answerTermination(app.db, merchantOf(r), by(r), id, false, false));
};
