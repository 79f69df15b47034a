import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchTokens } from '../../db/schema/index';
import { sha256Hex } from '../../lib/secrets';
import { testDrivers } from '../../test/database';
import { GAME_SESSION_IDLE_MS, issueLaunchToken } from './launch-service';
import { seamlessFixture, VENDOR, type SeamlessFixture } from './test-seamless';

describe.each(testDrivers())('launch tokens on %s', (driver) => {
  let f: SeamlessFixture;
  let player: number;
  const rowOf = async (token: string) => (await f.t.database.db.select().from(launchTokens).where(eq(launchTokens.tokenHash, sha256Hex(token))))[0];

  beforeAll(async () => {
    f = await seamlessFixture(driver);
    player = f.ids.demoplayer ?? 0;
  });
  afterAll(async () => f.close());

  it('issues a random token and stores only its hash, for the player, game and vendor', async () => {
    const [a, b] = [await f.launch(player), await f.launch(player)];
    expect(a).toMatch(/^[\w-]{43}$/u);
    expect(a).not.toBe(b);
    const row = await rowOf(a);
    expect(row).toMatchObject({ merchantId: f.merchantId, memberId: player, gameNodeId: 'test-game', vendorCode: VENDOR, usedAt: null });
    expect(row?.tokenHash).not.toContain(a);
    expect(row?.expiresAt.getTime()).toBe(f.t.clock.t + GAME_SESSION_IDLE_MS);
  });

  it('refuses a member of another merchant (or nobody)', async () => {
    await expect(issueLaunchToken(f.t.database.db, { id: f.merchantId + 1000 }, player, { nodeId: 'g', vendorCode: VENDOR })).rejects.toMatchObject({ code: 'not_found' });
    await expect(issueLaunchToken(f.t.database.db, { id: f.merchantId }, 987_654, { nodeId: 'g', vendorCode: VENDOR })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('is exchanged once: authenticate stamps it, a second exchange is refused, bets keep it alive', async () => {
    await f.fund(player, 1_000_00);
    const token = await f.launch(player);
    const issuedAt = f.t.clock.t;
    f.t.clock.advance(GAME_SESSION_IDLE_MS - 60_000);
    expect((await f.vendor.call('authenticate', { token })).statusCode).toBe(200);
    const used = await rowOf(token);
    expect(used?.usedAt?.getTime()).toBe(issuedAt + GAME_SESSION_IDLE_MS - 60_000);
    expect((await f.vendor.call('authenticate', { token })).body).toMatchObject({ code: 'game_session_expired' });
    expect((await rowOf(token))?.usedAt?.getTime()).toBe(used?.usedAt?.getTime());
    const bet = (n: number) => ({ playerId: String(player), token, transactionId: `life-${n}`, roundId: `life-${n}`, amount: 1_00, currency: 'THB' });
    f.t.clock.advance(GAME_SESSION_IDLE_MS - 60_000);
    expect((await f.vendor.call('bet', bet(1))).statusCode).toBe(200);
    f.t.clock.advance(GAME_SESSION_IDLE_MS - 60_000);
    expect((await f.vendor.call('bet', bet(2))).statusCode).toBe(200);
    f.t.clock.advance(GAME_SESSION_IDLE_MS + 1);
    expect((await f.vendor.call('bet', bet(3))).body).toMatchObject({ code: 'game_session_expired' });
  });
});
