import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { gameRounds, members } from '../../db/schema/index';
import { balanceOf } from '../../modules/ledger/service';
import { issueLaunchToken } from '../../modules/seamless/launch-service';
import { buildAccountApp, type AccountTestApp } from '../../test/account-client';
import type { TestDriver } from '../../test/database';
import { fundMain } from '../../test/money';
import type { StateAnswer } from './api-types';
import type { LottoCode } from './catalogue';
import type { LottoVendor } from './plugin';

/** The lottery vendor inside a seeded test app, driven the way its pages and the platform drive it. */

export interface Envelope<T> {
  success: boolean;
  code?: string;
  balance?: number;
  fields?: Record<string, string>;
  value?: T;
}

export interface LottoFixture {
  t: AccountTestApp;
  vendor: LottoVendor;
  merchantId: number;
  merchantCode: string;
  currency: string;
  ids: Record<string, number>;
  fund(memberId: number, amount: number): Promise<void>;
  main(memberId: number): Promise<number>;
  /** Launches `game` for the player (a fresh launch token) and answers the session id. */
  open(memberId: number, code: LottoCode, game?: string): Promise<string>;
  get<T>(url: string): Promise<Envelope<T> & { status: number }>;
  slip(sid: string, body: object): Promise<LightMyRequestResponse>;
  state(sid: string): Promise<StateAnswer>;
  platformRound(vendorCode: string, roundId: string): Promise<typeof gameRounds.$inferSelect | undefined>;
  close(): Promise<void>;
}

export async function lottoFixture(driver: TestDriver): Promise<LottoFixture> {
  const t = await buildAccountApp(driver);
  const db = t.database.db;
  const vendor = t.app.lottoVendor;
  if (!vendor) throw new Error('the lottery vendor is not mounted');
  const merchant = await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' });
  if (!merchant) throw new Error('no merchant');
  const rows = await db.select({ id: members.id, account: members.account }).from(members).where(eq(members.merchantId, merchant.id));
  const currency = merchant.config.currency.code;
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    return { status: response.statusCode, ...response.json<Envelope<T>>() };
  };
  return {
    t,
    vendor,
    merchantId: merchant.id,
    merchantCode: merchant.code,
    currency,
    ids: Object.fromEntries(rows.map((r) => [r.account, r.id])),
    fund: (memberId, amount) => fundMain(db, merchant.id, memberId, amount, currency),
    main: (memberId) => balanceOf(db, merchant.id, currency, { kind: 'player_main', memberId }),
    open: async (memberId, code, game) => {
      const token = await issueLaunchToken(db, { id: merchant.id }, memberId, { nodeId: `${code}-test`, vendorCode: code }, t.clock.t);
      const query = new URLSearchParams({ token, lang: 'EN', merchant: merchant.code, ...(game ? { game } : {}) });
      const response = await t.app.inject({ url: `/lotto-vendor/${code}/play?${query.toString()}` });
      if (response.statusCode !== 303) throw new Error(`launch answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      const sid = new URL(String(response.headers.location), 'http://x.invalid').searchParams.get('sid');
      if (!sid) throw new Error('no session id in the redirect');
      return sid;
    },
    get,
    slip: (sid, body) => t.app.inject({ method: 'POST', url: '/lotto-vendor/api/slips', payload: { sid, ...body } }),
    state: async (sid) => {
      const answer = await get<StateAnswer>(`/lotto-vendor/api/state?sid=${sid}`);
      if (!answer.value) throw new Error(`state answered ${answer.status} ${answer.code ?? ''}`);
      return answer.value;
    },
    platformRound: async (vendorCode, roundId) => {
      const [row] = await db.select().from(gameRounds).where(and(eq(gameRounds.merchantId, merchant.id), eq(gameRounds.vendorCode, vendorCode), eq(gameRounds.roundId, roundId)));
      return row;
    },
    close: () => t.close(),
  };
}
