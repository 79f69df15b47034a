import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { gameRounds, members } from '../../db/schema/index';
import { balanceOf } from '../../modules/ledger/service';
import { fundMain } from '../../test/money';
import { issueLaunchToken } from '../../modules/seamless/launch-service';
import { buildAccountApp, type AccountTestApp } from '../../test/account-client';
import type { TestDriver } from '../../test/database';
import type { DemoGameCode } from './engines/rounds';
import type { DemoVendor } from './plugin';
import type { RoundAnswer, RoundView } from './round-service';

/** The demo vendor inside a seeded test app, driven the way a browser and the platform drive it. */

/** Seeded seamless vendor codes the tests launch, one per game. */
export const CODE_OF: Record<DemoGameCode, string> = { 'demo-slot-lucky-fives': 'PG', 'demo-baccarat': 'SA', 'demo-fish-hunter': 'JDB' };

export interface Envelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
}

export interface DemoFixture {
  t: AccountTestApp;
  vendor: DemoVendor;
  merchantId: number;
  merchantCode: string;
  ids: Record<string, number>;
  fund(memberId: number, amount: number): Promise<void>;
  main(memberId: number): Promise<number>;
  /** The platform's launch URL for a real game: a fresh launch token for this player. */
  launchUrl(memberId: number, game: DemoGameCode, extra?: Record<string, string>): Promise<string>;
  /** Follows the launch's 303 and answers the session id. */
  open(url: string): Promise<string>;
  play(game: DemoGameCode, sid: string, input: unknown): Promise<LightMyRequestResponse>;
  history(game: DemoGameCode, sid: string): Promise<RoundView[]>;
  platformRound(vendorCode: string, roundId: string): Promise<typeof gameRounds.$inferSelect | undefined>;
  close(): Promise<void>;
}

export async function demoFixture(driver: TestDriver): Promise<DemoFixture> {
  const t = await buildAccountApp(driver);
  const db = t.database.db;
  const vendor = t.app.demoVendor;
  if (!vendor) throw new Error('the demo vendor is not mounted');
  vendor.stopSweeper();
  // The pass every start runs must not land between a test's steps either.
  await vendor.sweep();
  const merchant = await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' });
  if (!merchant) throw new Error('no merchant');
  const rows = await db.select({ id: members.id, account: members.account }).from(members).where(eq(members.merchantId, merchant.id));
  const currency = merchant.config.currency.code;
  const play = (game: DemoGameCode, sid: string, input: unknown) =>
    t.app.inject({ method: 'POST', url: `/demo-vendor/${CODE_OF[game]}/api/round`, payload: { sid, input } });
  return {
    t,
    vendor,
    merchantId: merchant.id,
    merchantCode: merchant.code,
    ids: Object.fromEntries(rows.map((r) => [r.account, r.id])),
    fund: (memberId, amount) => fundMain(db, merchant.id, memberId, amount, currency),
    main: (memberId) => balanceOf(db, merchant.id, currency, { kind: 'player_main', memberId }),
    launchUrl: async (memberId, game, extra = {}) => {
      const vendorCode = CODE_OF[game];
      const token = await issueLaunchToken(db, { id: merchant.id }, memberId, { nodeId: `${vendorCode}-test`, vendorCode }, t.clock.t);
      const query = new URLSearchParams({ token, game, title: 'Test game', lang: 'EN', merchant: merchant.code, ...extra });
      return `/demo-vendor/${vendorCode}/play?${query.toString()}`;
    },
    open: async (url) => {
      const response = await t.app.inject({ url });
      if (response.statusCode !== 303) throw new Error(`launch answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      const sid = new URL(String(response.headers.location), 'http://x.invalid').searchParams.get('sid');
      if (!sid) throw new Error('no session id in the redirect');
      return sid;
    },
    play,
    history: async (game, sid) =>
      (await t.app.inject({ url: `/demo-vendor/${CODE_OF[game]}/api/history?sid=${sid}` })).json<Envelope<{ list: RoundView[] }>>().value?.list ?? [],
    platformRound: async (vendorCode, roundId) => {
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.merchantId, merchant.id), eq(gameRounds.vendorCode, vendorCode), eq(gameRounds.roundId, roundId)));
      return row;
    },
    close: () => t.close(),
  };
}

/** The answer of a round that must have been played. */
export function played(response: LightMyRequestResponse): RoundAnswer {
  const body = response.json<Envelope<RoundAnswer>>();
  if (response.statusCode !== 200 || !body.value) throw new Error(`round answered ${response.statusCode}: ${response.body}`);
  return body.value;
}

/** A valid input per game at its smallest sensible stake. */
export const INPUTS: Record<DemoGameCode, unknown> = {
  'demo-slot-lucky-fives': { betPerLine: 5 },
  'demo-baccarat': { bets: { player: 1_000, banker: 500, tie: 100 } },
  'demo-fish-hunter': { fish: 'turtle', bullet: 200 },
};
