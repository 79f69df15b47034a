import { and, eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoVendorRounds, operatorAudit, vendors } from '../../db/schema/index';
import { balanceOf } from '../../modules/ledger/service';
import { showIntegrations } from '../../modules/seamless/integration-service';
import { testDrivers } from '../../test/database';
import { expectBooksBalance } from '../../test/money';
import { configureVendor } from '../../test/vendor-client';
import { JACKPOT_ODDS } from './context';
import type { DemoGameCode } from './engines/rounds';
import { CODE_OF, demoFixture, INPUTS, played, type DemoFixture, type Envelope } from './test-demo-vendor';

const GAMES: DemoGameCode[] = ['demo-slot-lucky-fives', 'demo-baccarat', 'demo-fish-hunter'];

describe.each(testDrivers())('demo vendor on %s', (driver) => {
  let f: DemoFixture;
  let player: number;

  beforeAll(async () => {
    f = await demoFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 500_000);
  });
  afterAll(async () => f.close());

  it('provisions an integration for every catalogue code that lacks one, and only for those', async () => {
    const db = f.t.database.db;
    const codes = new Map((await db.select({ code: vendors.code, mode: vendors.walletMode }).from(vendors).where(eq(vendors.merchantId, f.merchantId))).map((r) => [r.code, r.mode]));
    const views = await showIntegrations(db, f.merchantId);
    expect(views.map((v) => v.code).sort()).toEqual([...codes.keys()].sort());
    // The lottery's codes are the lottery vendor's (src/server/vendors/lotto/provision.ts).
    const vendorOf = (code: string) => (['LOTT', 'TCG_LOTTO_VN'].includes(code) ? 'lotto-vendor' : 'demo-vendor');
    for (const view of views) expect(view).toMatchObject({ launchUrl: `/${vendorOf(view.code)}/${view.code}/play`, mode: codes.get(view.code) });
    expect(views.find((v) => v.code === 'AG')?.mode).toBe('transfer');
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'vendor.set'), eq(operatorAudit.targetId, 'PG')));
    expect(audit?.actor).toBe('cli:demo-vendor');

    // An operator points PT elsewhere; a new code appears in the catalogue.
    await configureVendor(db, f.merchantId, { code: 'PT', secret: 'somewhere-else-0123456789', launchUrl: 'https://vendor.example/play' });
    const [pg] = await db.select().from(vendors).where(and(eq(vendors.merchantId, f.merchantId), eq(vendors.code, 'PG')));
    if (!pg) throw new Error('no PG vendor row');
    const { id: _id, ...row } = pg;
    await db.insert(vendors).values({ ...row, code: 'NEWV', displayName: 'New vendor' });
    expect(await f.vendor.provision()).toEqual([{ merchantId: f.merchantId, code: 'NEWV' }]);
    const after = await showIntegrations(db, f.merchantId);
    expect(after.find((v) => v.code === 'PT')?.launchUrl).toBe('https://vendor.example/play');
    expect(after.find((v) => v.code === 'NEWV')?.launchUrl).toBe('/demo-vendor/NEWV/play');
    expect(await f.vendor.provision()).toEqual([]);
  });

  it('launches with a real token: 303 to its own session page, which labels the game DEMO and shows rules and RTP first', async () => {
    const url = await f.launchUrl(player, 'demo-slot-lucky-fives', { title: '<b>Lucky</b> "Fives"' });
    const launch = await f.t.app.inject({ url });
    expect(launch.statusCode).toBe(303);
    expect(launch.headers.location).toMatch(/^\/demo-vendor\/PG\/play\?sid=[\w-]{32}$/u);
    expect(launch.headers['referrer-policy']).toBe('no-referrer');
    const page = await f.t.app.inject({ url: String(launch.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('DEMO GAME');
    expect(page.body).toContain('Return to player (RTP): <strong>96.08%</strong>');
    expect(page.body).toContain('Paytable');
    expect(page.body).toMatch(/<button type="button" id="start" class="primary">Start<\/button>/u);
    expect(page.body).toMatch(/<main class="game" id="game" hidden>/u);
    expect(page.body).toContain(`data-testid="balance" data-minor="${await f.main(player)}"`);
    expect(page.body).toContain('&#60;b&#62;Lucky&#60;/b&#62; &#34;Fives&#34;');
    expect(page.body).not.toContain('<b>Lucky');
    expect(page.body).not.toContain(new URL(url, 'http://x.invalid').searchParams.get('token'));
    // A reload of the session page keeps working.
    expect((await f.t.app.inject({ url: String(launch.headers.location) })).statusCode).toBe(200);
  });

  it('refuses a launch token used before, or unknown, with a translated ended-session page', async () => {
    const url = await f.launchUrl(player, 'demo-baccarat', { lang: 'CN' });
    await f.open(url);
    const again = await f.t.app.inject({ url });
    expect(again.statusCode).toBe(410);
    expect(again.headers['content-type']).toContain('text/html');
    expect(again.body).toContain('本次游戏会话已结束');
    const unknown = await f.t.app.inject({ url: url.replace(/token=[^&]+/u, `token=${'x'.repeat(43)}`).replace('lang=CN', 'lang=EN') });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).toContain('This game session has ended. Launch the game again from the lobby.');
    const noSession = await f.t.app.inject({ url: '/demo-vendor/SA/play?sid=' + 'a'.repeat(32) });
    expect(noSession.statusCode).toBe(410);
    const unknownGame = await f.t.app.inject({ url: url.replace('game=demo-baccarat', 'game=nope') });
    expect(unknownGame.statusCode).toBe(404);
    const bare = await f.t.app.inject({ url: '/demo-vendor/SA/play' });
    expect(bare.statusCode).toBe(400);
  });

  it.each(GAMES)('plays %s: the platform balance moves by exactly win − stake, and the round is settled there', async (game) => {
    const sid = await f.open(await f.launchUrl(player, game));
    const before = await f.main(player);
    let net = 0;
    for (let n = 0; n < 6; n++) {
      const answer = played(await f.play(game, sid, INPUTS[game]));
      net += answer.round.win - answer.round.stake;
      expect(answer).toMatchObject({ settling: false, currency: 'THB', round: { status: 'settled', game } });
      expect(answer.balance).toBe(before + net);
      const platform = await f.platformRound(CODE_OF[game], answer.round.roundId);
      expect(platform).toMatchObject({ status: 'settled', totalBet: answer.round.stake, totalWin: answer.round.win, memberId: player });
    }
    expect(await f.main(player)).toBe(before + net);
    await expectBooksBalance(f.t);
  });

  it('pays the platform jackpot pool on a jackpot spin, on top of the line win, and nowhere else', async () => {
    const sid = await f.open(await f.launchUrl(player, 'demo-slot-lucky-fives'));
    // Contributions from earlier rounds fill the pool; force this spin to hit.
    const pool = () => balanceOf(f.t.database.db, f.merchantId, 'THB', { kind: 'jackpot_pool' });
    played(await f.play('demo-slot-lucky-fives', sid, { betPerLine: 5 }));
    const before = await f.main(player);
    const filled = await pool();
    f.vendor.context.jackpotOdds = 1;
    try {
      const answer = played(await f.play('demo-slot-lucky-fives', sid, { betPerLine: 5 }));
      // The pool held what it had plus this bet's 1 % share, and paid all of it.
      expect(answer.round.jackpotWin).toBe(filled + Math.floor(answer.round.stake / 100));
      expect(answer.round.jackpotWin).toBeGreaterThan(0);
      expect(await pool()).toBe(0);
      expect(await f.main(player)).toBe(before - answer.round.stake + answer.round.win + answer.round.jackpotWin);
      expect(answer.balance).toBe(await f.main(player));
      const platform = await f.platformRound('PG', answer.round.roundId);
      expect(platform).toMatchObject({ status: 'settled', totalWin: answer.round.win + answer.round.jackpotWin });
      // Baccarat never asks for the jackpot, whatever the odds.
      const table = await f.open(await f.launchUrl(player, 'demo-baccarat'));
      expect(played(await f.play('demo-baccarat', table, INPUTS['demo-baccarat'])).round.jackpotWin).toBe(0);
    } finally {
      f.vendor.context.jackpotOdds = JACKPOT_ODDS;
    }
    await expectBooksBalance(f.t);
  });

  it('refuses a bet the balance cannot cover: the code, a translated message and the balance, and nothing moves', async () => {
    const poor = f.ids.downline1 ?? 0;
    await f.fund(poor, 150);
    const sid = await f.open(await f.launchUrl(poor, 'demo-fish-hunter', { lang: 'TH' }));
    const refused = await f.play('demo-fish-hunter', sid, { fish: 'shark', bullet: 200 });
    expect(refused.statusCode).toBe(409);
    const body = refused.json<Envelope<{ balance: number }>>();
    expect(body).toMatchObject({ success: false, code: 'insufficient_funds', message: 'ยอดเงินของคุณไม่พอสำหรับเงินเดิมพันนี้', value: { balance: 150 } });
    expect(await f.main(poor)).toBe(150);
    const [round] = await f.t.database.db.select().from(demoVendorRounds).where(eq(demoVendorRounds.sessionId, sid));
    expect(round?.status).toBe('refused');
    const invalid = await f.play('demo-fish-hunter', sid, { fish: 'shark', bullet: 5 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ code: 'amount_below_min' });
  });

  it('plays a free trial on demo money without a single platform call', async () => {
    const calls: string[] = [];
    const restore = f.vendor.wallet.wrapTransport((base) => async (request) => {
      calls.push(request.url);
      return base(request);
    });
    try {
      const before = await f.main(player);
      const query = new URLSearchParams({ mode: 'trial', game: 'demo-baccarat', title: 'Baccarat', lang: 'EN', merchant: f.merchantCode, currency: 'THB', theme: 'dark' });
      const sid = await f.open(`/demo-vendor/SA/play?${query.toString()}`);
      const page = await f.t.app.inject({ url: `/demo-vendor/SA/play?sid=${sid}` });
      expect(page.body).toContain('Free trial: demo money');
      expect(page.body).toContain('data-theme="dark"');
      expect(page.body).toContain('data-testid="balance" data-minor="200000"');
      let balance = 200_000;
      for (let n = 0; n < 5; n++) {
        const answer = played(await f.play('demo-baccarat', sid, { bets: { banker: 2_000 } }));
        balance += answer.round.win - answer.round.stake;
        expect(answer.balance).toBe(balance);
      }
      const tooMuch = await f.play('demo-baccarat', sid, { bets: { player: 1_000_000 } });
      expect(tooMuch.json()).toMatchObject({ code: 'insufficient_funds', value: { balance } });
      expect(await f.history('demo-baccarat', sid)).toHaveLength(5);
      expect(calls).toEqual([]);
      expect(await f.main(player)).toBe(before);
      await expectBooksBalance(f.t);
    } finally {
      restore();
    }
  });

  it("lists the player's last 20 rounds at this code, newest first, each with a replay link", async () => {
    const sid = await f.open(await f.launchUrl(player, 'demo-slot-lucky-fives'));
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push(played(await f.play('demo-slot-lucky-fives', sid, { betPerLine: 1 })).round.roundId);
    const list = await f.history('demo-slot-lucky-fives', sid);
    expect(list.length).toBeGreaterThanOrEqual(3 + 6);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.slice(0, 3).map((r) => r.roundId)).toEqual(ids.reverse());
    const replay = await f.t.app.inject({ url: list[0]?.recallUrl ?? '' });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain(list[0]?.roundId);
    expect((await f.t.app.inject({ url: `/demo-vendor/PG/api/history?sid=${'b'.repeat(32)}` })).statusCode).toBe(410);
  });

  it('serves its scripts and stylesheet, and answers an unknown asset with 400', async () => {
    const script = await f.t.app.inject({ url: '/demo-vendor/assets/slot.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    const again = await f.t.app.inject({ url: '/demo-vendor/assets/slot.js', headers: { 'if-none-match': String(script.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await f.t.app.inject({ url: '/demo-vendor/assets/game.css' })).headers['content-type']).toContain('text/css');
    expect((await f.t.app.inject({ url: '/demo-vendor/assets/nope.js' })).statusCode).toBe(400);
  });

  it('calls the platform over the network once the server listens (last: the app keeps listening)', async () => {
    await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (f.t.app.server.address() as AddressInfo).port;
    const requestSpy = vi.spyOn(http, 'request');
    try {
      const before = await f.main(player);
      const sid = await f.open(await f.launchUrl(player, 'demo-fish-hunter'));
      const answer = played(await f.play('demo-fish-hunter', sid, INPUTS['demo-fish-hunter']));
      const urls = requestSpy.mock.calls.map((call) => {
        const [target] = call as unknown as [http.RequestOptions | string | URL];
        return typeof target === 'string' || target instanceof URL ? String(target) : `${target.protocol ?? ''}//${target.hostname ?? ''}:${target.port ?? ''}${target.path ?? ''}`;
      });
      expect(urls).toEqual(['authenticate', 'bet', 'win'].map((call) => `http://127.0.0.1:${port}/wps/seamless/${call}`));
      expect(await f.main(player)).toBe(before - answer.round.stake + answer.round.win);
    } finally {
      requestSpy.mockRestore();
    }
  });
});
