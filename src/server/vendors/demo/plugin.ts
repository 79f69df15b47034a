import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../../lib/global-plugin';
import { loadAssets } from './assets';
import { JACKPOT_ODDS, type VendorContext } from './context';
import { newMasterSecret, VendorKeys } from '../kit/keys';
import { DEFAULT_TIMEOUT_MS } from '../kit/platform-client';
import { provisionIntegrations, type Provisioned } from './provision';
import { ensureMasterSecret } from './repository';
import { demoVendorRoutes } from './routes';
import { sweep, type SweepReport } from './settlement';
import { PlatformWallet } from '../kit/wallet';

/**
 * The built-in demo game vendor, mounted at /demo-vendor. It lives in this process for
 * convenience only: it keeps its own tables, reaches the platform solely through the signed
 * seamless-wallet HTTP calls (provision.ts excepted, as an operator's step), and could be moved to
 * a server of its own by giving it a base URL instead of this app.
 */

/** How often unfinished rounds are retried. */
const SWEEP_INTERVAL_MS = 5_000;

export interface DemoVendor {
  context: VendorContext;
  wallet: PlatformWallet;
  keys: VendorKeys;
  /** One settlement pass now (the interval runs it too). */
  sweep(): Promise<SweepReport>;
  provision(): Promise<Provisioned[]>;
  /** Stops the interval (tests run passes themselves, so none lands between their steps). */
  stopSweeper(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the demo vendor is mounted (config.demoVendor). */
    demoVendor?: DemoVendor;
  }
}

async function demoVendorPlugin(app: FastifyInstance): Promise<void> {
  const master = app.config.demoVendorSecret ?? (await ensureMasterSecret(app.db, newMasterSecret()));
  const keys = new VendorKeys(master);
  const clock = app.config.accounts.clock;
  const wallet = new PlatformWallet(app, keys, clock, DEFAULT_TIMEOUT_MS);
  const context: VendorContext = { db: app.db, keys, wallet, now: clock, log: app.log.child({ module: 'demo-vendor' }), jackpotOdds: JACKPOT_ODDS };

  let running: Promise<SweepReport> | undefined;
  // One pass at a time: a slow platform must not pile passes on top of each other.
  const sweepOnce = (): Promise<SweepReport> => {
    running ??= sweep(context).finally(() => {
      running = undefined;
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const vendor: DemoVendor = {
    context,
    wallet,
    keys,
    sweep: sweepOnce,
    provision: () => provisionIntegrations(app.db, keys, app.config.accounts.keyEncryptionSecret),
    stopSweeper: () => clearInterval(timer),
  };
  app.decorate('demoVendor', vendor);
  await app.register(demoVendorRoutes(context, loadAssets()), { prefix: '/demo-vendor' });

  const background = () =>
    sweepOnce().then(
      (report) => {
        if (report.failed > 0) context.log.warn(report, 'demo vendor settlement pass left rounds unfinished');
        else if (report.settled + report.refunded > 0) context.log.info(report, 'demo vendor settlement pass');
      },
      (error: unknown) => context.log.error({ err: error }, 'demo vendor settlement pass failed'),
    );
  app.addHook('onReady', async () => {
    const added = await vendor.provision();
    if (added.length > 0) context.log.info({ codes: added.map((p) => p.code) }, 'demo vendor provisioned integrations');
    // Rounds a previous run left unfinished are settled or refunded now. Not awaited: before the
    // server listens the calls go through app.inject, which waits for this very ready to finish.
    void background();
    timer = setInterval(() => void background(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}

/** Global so the decoration and the lifecycle hooks reach the app; its routes stay in their own scope. */
export const demoVendor = globalPlugin(demoVendorPlugin, 'demo-vendor');
