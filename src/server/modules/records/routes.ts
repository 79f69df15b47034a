import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@shared/envelope';
import { sessionOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/merchant';
import { PERIOD_TYPES } from './periods';
import { consolidatedFunds, DATE_PRESETS, profit, statement } from './service';

const tags = ['records'];
const entrySchema = z.object({
  id: z.number().int(),
  transferId: z.number().int(),
  createdAt: z.string(),
  type: z.string(),
  account: z.string().describe('player_main, withdrawal_hold, ...'),
  amount: z.number().int().describe('signed minor units'),
  balanceAfter: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  status: z.enum(['COMPLETED', 'REVERSED']),
});
const periodRow = z.object({ start: z.string(), end: z.string(), bet: z.number().int(), win: z.number().int(), profit: z.number().int() });

/** Ledger rows carry the database's clock, so these reads use wall time, not the accounts test clock. */
/** Statements (`transactionHistory`), win/loss (`personalProfit`) and consolidated funds. */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/member/transactions',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        description: "T. Ledger entries of the member's accounts with their transfers, newest first. preset or from/to (ISO).",
        querystring: z.object({
          preset: z.enum(DATE_PRESETS).optional(),
          from: z.iso.datetime({ offset: true }).optional(),
          to: z.iso.datetime({ offset: true }).optional(),
          type: z.string().max(40).optional(),
          status: z.enum(['COMPLETED', 'REVERSED']).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: okEnvelope(z.object({ list: z.array(entrySchema), total: z.number().int(), page: z.number().int(), size: z.number().int(), from: z.string(), to: z.string() })) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await statement(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.query, Date.now()),
    }),
  );

  app.get(
    '/wps/member/profit',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        description: 'T. Win/loss per period (UTC) from bets and wins, the total, and lifetime net deposits; minor units.',
        querystring: z.object({ periodType: z.enum(PERIOD_TYPES).default('daily') }),
        response: { 200: okEnvelope(z.object({ periodType: z.enum(PERIOD_TYPES), periods: z.array(periodRow), total: periodRow.pick({ bet: true, win: true, profit: true }), lifetimeNetDeposits: z.number().int() })) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await profit(app.db, merchantOf(request).id, sessionOf(request).row.member.id, request.query.periodType, Date.now()),
    }),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        description: 'T, real, agent policy on. Main balance, hold and commission (minor units) with the contract flags.',
        response: {
          200: okEnvelope(
            z.object({
              currency: z.string(),
              mainBalance: z.number().int(),
              hold: z.number().int(),
              commission: z.number().int(),
              dailysalreqtype: z.boolean(),
              divtypereq: z.boolean(),
              contracthoursalreq: z.boolean(),
              realtimesalreqtype: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { id, type } = sessionOf(request).row.member;
      return { success: true as const, value: await consolidatedFunds(app.db, merchantOf(request), { id, type }) };
    },
  );
};
