import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoVendorRounds, demoVendorSessions } from '../../db/schema/index';
import { testDrivers } from '../../test/database';
import { expectBooksBalance } from '../../test/money';
import { buildApp } from '../../app';
import { injectTransport, VendorClient, type VendorTransport } from '../kit/platform-client';
import { STALE_PENDING_MS } from './context';
import { demoFixture, played, type DemoFixture, type Envelope } from './test-demo-vendor';

/** A game window closed mid-round, a platform that stopped answering: rounds settle or are refunded, never stuck. */

type Fault = 'drop' | 'lose-answer';

/** Makes one protocol call fail: `drop` never sends it, `lose-answer` sends it and loses the answer. */
function failing(call: string, fault: Fault): (base: VendorTransport) => VendorTransport {
  return (base) => async (request) => {
    if (!request.url.endsWith(`/${call}`)) return base(request);
    if (fault === 'lose-answer') await base(request);
    throw new TypeError('fetch failed');
  };
}

describe.each(testDrivers())('demo vendor settlement on %s', (driver) => {
  let f: DemoFixture;
  let player: number;
  let sid: string;
  let restore: (() => void) | undefined;
  const roundOf = async (roundId: string) => (await f.t.database.db.select().from(demoVendorRounds).where(eq(demoVendorRounds.roundId, roundId)))[0];
  const lastRound = async () => {
    const rows = await f.t.database.db.select().from(demoVendorRounds).where(eq(demoVendorRounds.sessionId, sid));
    return rows.sort((a, b) => b.id - a.id)[0];
  };
  const spin = () => f.play('demo-slot-lucky-fives', sid, { betPerLine: 10 });

  beforeAll(async () => {
    f = await demoFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 100_000);
    sid = await f.open(await f.launchUrl(player, 'demo-slot-lucky-fives'));
  });
  afterEach(() => restore?.());
  afterAll(async () => f.close());

  it.each<Fault>(['drop', 'lose-answer'])('a win that failed (%s) leaves the round bet_placed; the sweeper settles it once', async (fault) => {
    const before = await f.main(player);
    restore = f.vendor.wallet.wrapTransport(failing('win', fault));
    const answer = played(await spin());
    expect(answer.settling).toBe(true);
    expect(answer.balance).toBe(before - answer.round.stake);
    expect((await roundOf(answer.round.roundId))?.status).toBe('bet_placed');
    expect(await f.vendor.sweep()).toMatchObject({ settled: 0, failed: 1 });
    restore();
    expect(await f.vendor.sweep()).toMatchObject({ settled: 1, failed: 0 });
    expect(await roundOf(answer.round.roundId)).toMatchObject({ status: 'settled', attempts: 2 });
    expect(await f.main(player)).toBe(before - answer.round.stake + answer.round.win);
    expect(await f.platformRound('PG', answer.round.roundId)).toMatchObject({ status: 'settled', totalWin: answer.round.win });
    expect(await f.vendor.sweep()).toMatchObject({ settled: 0, refunded: 0, failed: 0 });
    await expectBooksBalance(f.t);
  });

  it('a bet whose answer was lost is refunded at once: nothing is lost', async () => {
    const before = await f.main(player);
    restore = f.vendor.wallet.wrapTransport(failing('bet', 'lose-answer'));
    const response = await spin();
    expect(response.statusCode).toBe(502);
    expect(response.json<Envelope<{ balance: number }>>()).toMatchObject({ code: 'round_refunded', value: { balance: before } });
    const round = await lastRound();
    expect(round?.status).toBe('refunded');
    expect(await f.main(player)).toBe(before);
    expect((await f.platformRound('PG', round?.roundId ?? ''))?.status).toBe('refunded');
  });

  it('a bet that never arrived is refunded as a marker, and refused if it arrives late', async () => {
    const before = await f.main(player);
    restore = f.vendor.wallet.wrapTransport(failing('bet', 'drop'));
    expect((await spin()).json()).toMatchObject({ code: 'round_refunded' });
    restore();
    const round = await lastRound();
    expect(round?.status).toBe('refunded');
    const [session] = await f.t.database.db.select().from(demoVendorSessions).where(eq(demoVendorSessions.id, sid));
    // The bet the network held back shows up now, signed exactly as the vendor signs.
    const vendor = new VendorClient('PG', f.vendor.keys.secretOf('PG'), injectTransport(f.t.app, { headers: { 'x-merchant-code': f.merchantCode } }), () => f.t.clock.t);
    const late = await vendor.call('bet', { playerId: String(player), token: session?.token, transactionId: `${round?.roundId}-bet`, roundId: round?.roundId, amount: round?.stake, currency: 'THB' });
    expect(late.body).toMatchObject({ success: false, code: 'bet_refunded' });
    expect(await f.main(player)).toBe(before);
  });

  it('a round left pending (bet and refund both unanswered) is refunded by the sweeper once it is stale', async () => {
    const before = await f.main(player);
    restore = f.vendor.wallet.wrapTransport((base) => failing('refund', 'drop')(failing('bet', 'lose-answer')(base)));
    const response = await spin();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'platform_unavailable' });
    const round = await lastRound();
    expect(round?.status).toBe('pending');
    expect(await f.main(player)).toBe(before - (round?.stake ?? 0));
    restore();
    expect(await f.vendor.sweep()).toMatchObject({ refunded: 0 });
    f.t.clock.advance(STALE_PENDING_MS + 1);
    expect(await f.vendor.sweep()).toMatchObject({ refunded: 1, failed: 0 });
    expect((await roundOf(round?.roundId ?? ''))?.status).toBe('refunded');
    expect(await f.main(player)).toBe(before);
    await expectBooksBalance(f.t);
  });

  it('a refused bet is never retried or refunded by the sweeper', async () => {
    restore = f.vendor.wallet.wrapTransport((base) => async (request) =>
      request.url.endsWith('/bet') ? { statusCode: 409, body: { success: false, code: 'insufficient_funds', value: { balance: 0 } } } : base(request),
    );
    expect((await spin()).json()).toMatchObject({ code: 'insufficient_funds', value: { balance: 0 } });
    restore();
    f.t.clock.advance(STALE_PENDING_MS + 1);
    expect(await f.vendor.sweep()).toEqual({ settled: 0, refunded: 0, failed: 0 });
    expect((await lastRound())?.status).toBe('refused');
  });

  it('a round the last process left unfinished is settled by the next start, with the same keys', async () => {
    restore = f.vendor.wallet.wrapTransport(failing('win', 'drop'));
    const answer = played(await spin());
    restore();
    expect((await roundOf(answer.round.roundId))?.status).toBe('bet_placed');
    const before = await f.main(player);
    await f.t.app.close();
    const next = await buildApp({ config: f.t.app.config, database: f.t.database, logger: false });
    try {
      await next.ready();
      await vi.waitFor(async () => expect((await roundOf(answer.round.roundId))?.status).toBe('settled'), { timeout: 10_000, interval: 50 });
      expect(await f.main(player)).toBe(before + answer.round.win);
      expect(next.demoVendor?.keys.secretOf('PG')).toBe(f.vendor.keys.secretOf('PG'));
    } finally {
      await next.close();
    }
  });
});
