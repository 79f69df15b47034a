import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVendorRounds } from '../../db/schema/index';
import { recallSignature } from '../../modules/recall/recall-link';
import { testDrivers } from '../../test/database';
import type { DemoGameCode } from './engines/rounds';
import type { RoundAnswer } from './round-service';
import { CODE_OF, demoFixture, INPUTS, played, type DemoFixture } from './test-demo-vendor';

/** Game recall: the platform's signed link (signed here with the platform's own signer) and the in-game link. */
describe.each(testDrivers())('demo vendor recall on %s', (driver) => {
  let f: DemoFixture;
  let player: number;
  const rounds = new Map<DemoGameCode, { sid: string; answer: RoundAnswer }>();
  const signedUrl = (game: DemoGameCode, roundId: string, exp: number, options: { code?: string; secretCode?: string; lang?: string } = {}) => {
    const code = options.code ?? CODE_OF[game];
    const sig = recallSignature(f.vendor.keys.secretOf(options.secretCode ?? code), code, roundId, exp);
    return `/demo-vendor/${code}/recall?${new URLSearchParams({ round: roundId, lang: options.lang ?? 'EN', exp: String(exp), sig }).toString()}`;
  };

  beforeAll(async () => {
    f = await demoFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 100_000);
    for (const game of ['demo-slot-lucky-fives', 'demo-baccarat', 'demo-fish-hunter'] as const) {
      const sid = await f.open(await f.launchUrl(player, game));
      rounds.set(game, { sid, answer: played(await f.play(game, sid, INPUTS[game])) });
    }
  });
  afterAll(async () => f.close());

  it.each(['demo-slot-lucky-fives', 'demo-baccarat', 'demo-fish-hunter'] as const)('replays a %s round behind a valid signed link, equal to the stored one', async (game) => {
    const { answer } = rounds.get(game) ?? {};
    if (!answer) throw new Error('no round');
    const page = await f.t.app.inject({ url: signedUrl(game, answer.round.roundId, f.t.clock.t + 10 * 60_000) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('DEMO GAME');
    expect(page.body).toContain('Replay of a past round (read-only)');
    expect(page.body).toContain('Replayed from its seed: the outcome matches the record.');
    expect(page.body).toContain(`data-testid="recall-round">${answer.round.roundId}<`);
    expect(page.body).toContain(`data-testid="recall-stake" data-minor="${answer.round.stake}"`);
    expect(page.body).toContain(`data-testid="recall-win" data-minor="${answer.round.win}"`);
    expect(page.body).toContain(`data-testid="recall-description">${answer.round.description}<`);
    // The page's script draws the board from exactly the stored outcome.
    const data = /<script type="application\/json" id="demo-data">(.*?)<\/script>/su.exec(page.body)?.[1] ?? '{}';
    expect(JSON.parse(data)).toMatchObject({ mode: 'replay', game, round: { stake: answer.round.stake, win: answer.round.win, details: answer.round.details } });
    expect(page.body).not.toMatch(/<button[^>]*id="(play|start)"/u);
  });

  it('refuses a bad, expired, too-distant or foreign-coded signature', async () => {
    const { answer } = rounds.get('demo-slot-lucky-fives') ?? {};
    const roundId = answer?.round.roundId ?? '';
    const now = f.t.clock.t;
    const good = signedUrl('demo-slot-lucky-fives', roundId, now + 60_000);
    const tampered = good.replace(/sig=([0-9a-f])/u, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    const bad = await f.t.app.inject({ url: tampered });
    expect(bad.statusCode).toBe(403);
    expect(bad.body).toContain('This replay link is not valid.');
    const expired = await f.t.app.inject({ url: signedUrl('demo-slot-lucky-fives', roundId, now - 1, { lang: 'TH' }) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('ลิงก์ดูย้อนหลังนี้หมดอายุแล้ว');
    expect((await f.t.app.inject({ url: signedUrl('demo-slot-lucky-fives', roundId, now + 2 * 60 * 60_000) })).statusCode).toBe(403);
    // Signed with another code's secret, or the right secret for another code's round.
    expect((await f.t.app.inject({ url: signedUrl('demo-slot-lucky-fives', roundId, now + 60_000, { secretCode: 'SA' }) })).statusCode).toBe(403);
    expect((await f.t.app.inject({ url: signedUrl('demo-slot-lucky-fives', roundId, now + 60_000, { code: 'SA' }) })).statusCode).toBe(404);
    expect((await f.t.app.inject({ url: `/demo-vendor/PG/recall?round=${roundId}` })).statusCode).toBe(403);
    f.t.clock.advance(61_000);
    expect((await f.t.app.inject({ url: good })).statusCode).toBe(410);
  });

  it("recalls from inside the game only the session player's own rounds", async () => {
    const mine = rounds.get('demo-baccarat');
    if (!mine) throw new Error('no round');
    const own = await f.t.app.inject({ url: mine.answer.round.recallUrl });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(mine.answer.round.roundId);
    const other = f.ids.downline2 ?? 0;
    await f.fund(other, 10_000);
    const otherSid = await f.open(await f.launchUrl(other, 'demo-baccarat'));
    const foreign = await f.t.app.inject({ url: `/demo-vendor/SA/recall?sid=${otherSid}&round=${mine.answer.round.roundId}` });
    expect(foreign.statusCode).toBe(404);
  });

  it('shows an error instead of a replay that differs from the stored outcome', async () => {
    const { answer } = rounds.get('demo-fish-hunter') ?? {};
    const roundId = answer?.round.roundId ?? '';
    await f.t.database.db.update(demoVendorRounds).set({ win: 999_999 }).where(eq(demoVendorRounds.roundId, roundId));
    const page = await f.t.app.inject({ url: signedUrl('demo-fish-hunter', roundId, f.t.clock.t + 60_000) });
    expect(page.statusCode).toBe(500);
    expect(page.body).toContain('replay does not match its record.');
  });
});
