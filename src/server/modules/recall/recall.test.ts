import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema/index';
import { bearer, loginToken } from '../../test/account-client';
import { testDrivers } from '../../test/database';
import { playRound, seededGame, vendorAs } from '../records/test-rounds';
import { SECRET, seamlessFixture, VENDOR, type SeamlessFixture } from '../seamless/test-seamless';
import { recallSignature } from './recall-link';

interface Answer {
  statusCode: number;
  code?: string;
  url?: string;
}

describe.each(testDrivers())('game recall on %s', (driver) => {
  let f: SeamlessFixture;
  let player: string;
  let slotVendor: string;
  const recall = async (payload: object, token = player): Promise<Answer> => {
    const response = await f.t.app.inject({ method: 'POST', url: '/wps/game/recall', payload, headers: token ? bearer(token) : {} });
    const body = response.json<{ code?: string; value?: { url: string } }>();
    return { statusCode: response.statusCode, code: body.code, url: body.value?.url };
  };

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    const me = f.ids.demoplayer ?? 0;
    const downline = f.ids.downline1 ?? 0;
    await f.fund(me, 10_000);
    await f.fund(downline, 10_000);
    const slot = await seededGame(f, 'RNG');
    slotVendor = slot.vendorCode;
    const slots = await vendorAs(f, slotVendor, 'https://games.vendor.test/play/launch?brand=x');
    await playRound(f, slots, me, slot.nodeId, { id: 'mine-1', bet: 200, win: 300 });
    await playRound(f, slots, downline, slot.nodeId, { id: 'theirs-1', bet: 100, win: 0 });
    // The fixture's vendor has no launch address: its rounds cannot be replayed.
    await playRound(f, f.vendor, me, 'test-game', { id: 'no-address', bet: 100 });
    // A round whose vendor integration is gone altogether.
    await f.t.database.db.insert(gameRounds).values({ merchantId: f.merchantId, vendorCode: 'GONE', roundId: 'orphan', memberId: me, currency: 'THB' });
    player = await loginToken(f.t, 'demoplayer', 'Demo1234');
  });
  afterAll(async () => f.close());

  it('links the member’s own round to the vendor’s recall page, signed and expiring in 10 minutes', async () => {
    const answer = await recall({ vassalage: slotVendor, roundId: 'mine-1', language: 'CN' });
    expect(answer.statusCode).toBe(200);
    const url = new URL(answer.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://games.vendor.test/play/recall');
    // The launch URL's own query (the vendor's brand) is kept.
    expect([...url.searchParams.keys()]).toEqual(['brand', 'round', 'lang', 'exp', 'sig']);
    expect(url.searchParams.get('round')).toBe('mine-1');
    expect(url.searchParams.get('lang')).toBe('CN');
    const exp = Number(url.searchParams.get('exp'));
    expect(exp).toBe(f.t.clock.t + 10 * 60_000);
    // Verified as the vendor would: with the secret it shares with us.
    expect(url.searchParams.get('sig')).toBe(recallSignature(SECRET, slotVendor, 'mine-1', exp));
    expect(url.searchParams.get('sig')).not.toBe(recallSignature('another-secret-0123456789', slotVendor, 'mine-1', exp));
    expect(url.searchParams.get('sig')).not.toBe(recallSignature(SECRET, slotVendor, 'mine-1', exp + 1));
  });

  it('keeps a root-relative launch address root-relative and defaults the language', async () => {
    await vendorAs(f, slotVendor, '/vendors/demo/launch');
    const answer = await recall({ vassalage: slotVendor, roundId: 'mine-1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.url).toMatch(/^\/vendors\/demo\/recall\?round=mine-1&lang=TH&exp=\d+&sig=[0-9a-f]{64}$/u);
  });

  it('finds no round of another member, another vendor or unknown; needs a session and a valid body', async () => {
    expect(await recall({ vassalage: slotVendor, roundId: 'theirs-1' })).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect(await recall({ vassalage: VENDOR, roundId: 'mine-1' })).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect(await recall({ vassalage: slotVendor, roundId: 'nope' })).toMatchObject({ statusCode: 404, code: 'not_found' });
    const downline = await loginToken(f.t, 'downline1', 'Down1234');
    expect(await recall({ vassalage: slotVendor, roundId: 'theirs-1' }, downline)).toMatchObject({ statusCode: 200 });
    expect(await recall({ vassalage: slotVendor, roundId: 'mine-1' }, '')).toMatchObject({ statusCode: 401, code: 'not_logged_in' });
    for (const bad of [{ vassalage: slotVendor }, { vassalage: '', roundId: 'mine-1' }, { vassalage: slotVendor, roundId: 'mine-1', language: 'FR' }, { vassalage: slotVendor, roundId: 'mine-1', extra: 1 }]) {
      expect(await recall(bad), JSON.stringify(bad)).toMatchObject({ statusCode: 422, code: 'validation_failed' });
    }
  });

  it('answers game_maintenance when the vendor has no launch address or no integration', async () => {
    expect(await recall({ vassalage: VENDOR, roundId: 'no-address' })).toMatchObject({ statusCode: 503, code: 'game_maintenance' });
    expect(await recall({ vassalage: 'GONE', roundId: 'orphan' })).toMatchObject({ statusCode: 503, code: 'game_maintenance' });
  });
});
