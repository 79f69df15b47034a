import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { globalPlugin } from '../../lib/global-plugin';
import { newMasterSecret, VendorKeys } from '../kit/keys';
import { DEFAULT_TIMEOUT_MS } from '../kit/platform-client';
import { PlatformWallet } from '../kit/wallet';
import { SETTLEMENT_TIMEOUT_MS, type LottoContext } from './context';
import { demoPlayerOf, placeDemoBets } from './demo-bets';
import { drawPass, type DrawPassReport } from './draw-pass';
import { backfillHistory } from './history';
import { buildLottoAssets, type LottoAssets } from './page';
import { provisionLotto } from './provision';
import { ensureMasterSecret, drawByKey, drawNow } from './repository';
import { batchSlipWrites } from './slip-repository';
import { lottoVendorRoutes } from './routes';
import { voidDraw } from './void-service';

/**
 * The in-house lottery vendor, mounted at /lotto-vendor. Like the demo vendor it lives in this
 * process for convenience only: its own tables, the platform reached solely through the signed
 * seamless-wallet calls (provision.ts excepted, as an operator's step).
 */

/** How often the draw clock runs a pass (a one-minute game draws within this of its time). */
const PASS_INTERVAL_MS = 2_000;

export interface LottoVendor {
  context: LottoContext;
  wallet: PlatformWallet;
  settlementWallet: PlatformWallet;
  keys: VendorKeys;
  /** One pass of the draw clock now (single-flight: a pass in progress is awaited instead). */
  pass(): Promise<DrawPassReport>;
  /** Brings an open draw's time to now and runs a pass (the operator's "draw now", the test clock). */
  drawNow(merchantCode: string, drawKey: string): Promise<DrawPassReport>;
  void(merchantCode: string, drawKey: string, reason: string): Promise<number>;
  provision(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lottoVendor?: LottoVendor;
  }
}

/** Test-only routes (never in production): the test clock of the e2e journeys. */
function devRoutes(vendor: LottoVendor): FastifyPluginAsyncZod {
  return async (app) => {
    const body = z.strictObject({ merchant: z.string().min(1).max(60), drawKey: z.string().min(1).max(80) });
    app.post('/dev/draw-now', { schema: { hide: true, body } }, async (request) => ({ success: true, value: await vendor.drawNow(request.body.merchant, request.body.drawKey) }));
  };
}

async function lottoVendorPlugin(app: FastifyInstance): Promise<void> {
  const keys = new VendorKeys(await ensureMasterSecret(app.db, newMasterSecret()));
  const clock = app.config.accounts.clock;
  const wallet = new PlatformWallet(app, keys, clock, DEFAULT_TIMEOUT_MS);
  const settlementWallet = new PlatformWallet(app, keys, clock, SETTLEMENT_TIMEOUT_MS);
  // Concurrent slips share their writes' statements (a server takes the next group while one runs).
  batchSlipWrites(app.db, { lanes: app.dbDriver === 'postgres' ? 2 : 1 });
  const context: LottoContext = { db: app.db, wallet, settlementWallet, now: clock, log: app.log.child({ module: 'lotto-vendor' }), settlePauseMs: app.config.lottoSettlePauseMs };

  let running: Promise<DrawPassReport> | undefined;
  const pass = (): Promise<DrawPassReport> => {
    running ??= drawPass(context).finally(() => {
      running = undefined;
    });
    return running;
  };
  const vendor: LottoVendor = {
    context,
    wallet,
    settlementWallet,
    keys,
    pass,
    drawNow: async (merchantCode, drawKey) => {
      const draw = await drawByKey(app.db, merchantCode, drawKey);
      if (draw) await drawNow(app.db, draw.id, new Date(clock()));
      await running?.catch(() => undefined);
      return pass();
    },
    void: (merchantCode, drawKey, reason) => voidDraw(context, merchantCode, drawKey, reason),
    provision: () => provisionLotto(app.db, keys, app.config.accounts.keyEncryptionSecret),
  };
  app.decorate('lottoVendor', vendor);

  let assets: Promise<LottoAssets> | undefined;
  const assetsOnce = () => (assets ??= buildLottoAssets());
  await app.register(lottoVendorRoutes(context, assetsOnce), { prefix: '/lotto-vendor' });
  if (process.env.NODE_ENV !== 'production') await app.register(devRoutes(vendor), { prefix: '/lotto-vendor' });

  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let closing = false;
  const demoBets = async () => {
    try {
      const player = await demoPlayerOf(app, clock);
      const report = player ? await placeDemoBets(context, player, pass) : undefined;
      if (report && report.slips > 0) context.log.info(report, 'lottery vendor placed the demo player’s history');
    } catch (error) {
      context.log.error({ err: error }, 'demo lottery bets failed');
    }
  };
  const background = () =>
    pass().then(
      (report) => {
        if (report.unsettled > 0) context.log.warn(report, 'lottery pass left draws unsettled');
        else if (report.drawn + report.settled + report.refunded > 0) context.log.info(report, 'lottery pass');
      },
      (error: unknown) => context.log.error({ err: error }, 'lottery pass failed'),
    );
  app.addHook('onReady', async () => {
    const added = await vendor.provision();
    if (added.length > 0) context.log.info({ codes: added }, 'lottery vendor provisioned integrations');
    if (!app.config.lottoDraws) return;
    const past = await backfillHistory(context);
    if (past > 0) context.log.info({ draws: past }, 'lottery vendor drew its first days of history');
    // Not awaited: before the server listens the wallet calls go through app.inject, which waits for this very ready.
    // The demo player's lottery history first (demo data, once): no pass of this process may run meanwhile.
    starting = (app.config.demoTeam ? demoBets() : Promise.resolve()).then(() => {
      if (closing) return;
      void background();
      timer = setInterval(() => void background(), PASS_INTERVAL_MS);
      timer.unref();
    });
  });
  app.addHook('onClose', async () => {
    closing = true;
    await starting;
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}

export const lottoVendor = globalPlugin(lottoVendorPlugin, 'lotto-vendor');
