import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalSchema } from '@shared/api/approvals';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../operator/service';
import { idempotencyKeySchema } from '@shared/api/wallet';
import { amountInputSchema, CONFIRMATIONS, MAX_PROOFS, MAX_REMARK, payeeInputSchema, payeeSchema, paymentPasswordSchema as paymentPassword, withdrawalSchema, withdrawInfoSchema } from '@shared/api/cashier';
import { addPayee, hasPaymentPassword, listPayees, removePayee, setPaymentPassword } from './payee-service';
import { cashierOf } from './settings';
import { confirmWithdrawal, listWithdrawals } from './confirm-service';
import { vipWithdrawMax } from '../promotions/vip-service';
import { decideWithdrawal, requestWithdrawal, turnoverOf } from './withdraw-service';

const tags = ['cashier'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).row.member.id;

/** Withdrawals (`withdraw`): payees, payment password, requests, and the operator's decision. */
export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/cashier/payees',
    { config: { auth: 'real' }, schema: { tags, description: 'T, real. Payee accounts (numbers masked).', response: { 200: okEnvelope(z.object({ list: z.array(payeeSchema) })) } } },
    async (request) => ({ success: true as const, value: { list: await listPayees(app.db, merchantOf(request).id, memberOf(request)) } }),
  );
  app.post(
    '/wps/cashier/payees',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, real. Adds a payee account.',
        body: payeeInputSchema,
        response: { 200: okEnvelope(payeeSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await addPayee(app.db, merchantOf(request).id, memberOf(request), request.body) }),
  );
  app.delete(
    '/wps/cashier/payees/:id',
    { config: { auth: 'real' }, schema: { tags, description: "T, real. Removes one of the member's payees.", params: z.object({ id }), response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await removePayee(app.db, merchantOf(request).id, memberOf(request), request.params.id);
      return { success: true as const, value: null };
    },
  );
  app.post(
    '/wps/cashier/payment-password',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, real. Sets the payment password, or changes it (oldPassword required once one is set).',
        body: z.object({ oldPassword: paymentPassword.optional(), newPassword: paymentPassword }).strict(),
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await setPaymentPassword(app.db, { id: memberOf(request), ip: request.clientIp }, request.body, app.config.accounts.passwordCost);
      return { success: true as const, value: null };
    },
  );
  app.get(
    '/wps/cashier/withdraw/info',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, real. Limits (minor units), turnover done/required and whether a payment password is set.',
        response: { 200: okEnvelope(withdrawInfoSchema) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const rules = cashierOf(merchant);
      const [turnover, hasPassword, maxAmount] = await Promise.all([
        turnoverOf(app.db, merchant, memberOf(request)),
        hasPaymentPassword(app.db, memberOf(request)),
        vipWithdrawMax(app.db, merchant, memberOf(request), rules.withdrawMaxAmount),
      ]);
      return { success: true as const, value: { minAmount: rules.withdrawMinAmount, maxAmount, turnover, hasPaymentPassword: hasPassword } };
    },
  );
  app.post(
    '/wps/cashier/withdraw',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description:
          'T, real. Requests a withdrawal to a payee; the amount is held until an operator pays or rejects it. Optional header Idempotency-Key: a retry with the same key answers the first withdrawal.',
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: z.object({ payeeId: id, amount: amountInputSchema, currency: z.string().max(8).optional(), paymentPassword: z.string().min(1).max(64) }).strict(),
        response: { 200: okEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await requestWithdrawal(app.db, merchantOf(request), memberOf(request), request.body, request.headers['idempotency-key']),
    }),
  );
  app.get(
    '/wps/cashier/withdrawals',
    { config: { auth: 'member' }, schema: { tags, description: "T. The member's latest 100 withdrawals.", response: { 200: okEnvelope(z.object({ list: z.array(withdrawalSchema) })) } } },
    async (request) => ({ success: true as const, value: { list: await listWithdrawals(app.db, merchantOf(request), memberOf(request), app.accounts.now()) } }),
  );
  app.post(
    '/wps/cashier/withdrawals/:id/confirm',
    {
      config: { auth: 'real' },
      // Three 5 MB images in base64 are about 20 MB.
      bodyLimit: 21 * 1024 * 1024,
      schema: {
        tags,
        description: `T, real. The player's answer to a paid withdrawal: RECEIVED, FULLY_RECEIVED, or NOT_RECEIVED with 1-${MAX_PROOFS} proof images (base64 PNG/JPEG, 5 MB each).`,
        params: z.object({ id }),
        body: z.object({ result: z.enum(CONFIRMATIONS), remark: z.string().max(MAX_REMARK).optional(), images: z.array(z.string().max(7_000_000)).max(MAX_PROOFS).optional() }).strict(),
        response: { 200: okEnvelope(withdrawalSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await confirmWithdrawal(app.db, merchantOf(request), memberOf(request), request.params.id, request.body, app.accounts.now()),
    }),
  );
  for (const decision of ['pay', 'reject'] as const) {
    app.post(
      `/ops-api/withdrawals/:id/${decision}`,
      {
        config: { operator: 'cashier.decide' },
        schema: {
          tags: ['operator', ...tags],
          description: `Operator: ${decision} a pending withdrawal (audited).${decision === 'pay' ? ' From the merchant\'s second-approval amount, paying files an approval for another operator instead (`approval` set, the withdrawal stays PENDING).' : ''}`,
          params: z.object({ id }),
          response: { 200: okEnvelope(withdrawalSchema.extend({ approval: approvalSchema.nullable() })) },
        },
      },
      async (request) => ({ success: true as const, value: await decideWithdrawal(app.db, actorOf(operatorOf(request)), request.params.id, decision) }),
    );
  }
};
