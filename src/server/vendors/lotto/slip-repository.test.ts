import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { commitmentOf } from '@shared/lotto/draw';
import { lottoBets, lottoSessions, lottoSlips } from '../../db/schema/index';
import { verifyLedger } from '../../modules/ledger/verifier';
import { testDrivers } from '../../test/database';
import type { SlipAnswer } from './api-types';
import * as repo from './repository';
import { acceptSlip, insertSlip, type NewSlip } from './slip-repository';
import { newSlipId } from './slip-service';
import { lottoFixture, type Envelope, type LottoFixture } from './test-lotto';

/**
 * A slip's writes are shared by concurrent slips (one statement for a group): each slip in a group
 * still gets its own answer, a group mixing placed, closed and maintenance slips writes exactly
 * the placed ones with their bets, and acceptances ride in the same statement as new slips.
 */
describe.each(testDrivers())('lottery slips written together on %s', (driver) => {
  let f: LottoFixture;
  let player: number;
  let sid: string;

  beforeAll(async () => {
    f = await lottoFixture(driver);
    player = f.ids.demoplayer ?? 0;
    await f.fund(player, 1_000_000);
    sid = await f.open(player, 'TCG_LOTTO_VN', 'VN_NORTH');
  });
  afterAll(async () => f.close());

  /** A two-bet slip (300) of the fixture's player on `drawId`, written directly. */
  async function slipOn(drawId: number, now: Date, gameCode = 'VN_NORTH'): Promise<NewSlip> {
    const [base] = await f.t.database.db.select().from(lottoSessions).where(eq(lottoSessions.id, sid));
    if (!base) throw new Error('no session');
    return { id: newSlipId(), merchantCode: f.merchantCode, vendorCode: 'TCG_LOTTO_VN', gameCode, drawId, sessionId: sid, playerId: base.playerId, currency: base.currency, total: 300, createdAt: now, bets: [{ bet: { type: 'LO', numbers: ['01'], stake: 100 }, stake: 100 }, { bet: { type: 'LO', numbers: ['02'], stake: 200 }, stake: 200 }] };
  }

  it('places two dozen slips sent at once, each answered, each bet kept, the balance moved by their total', async () => {
    const before = await f.main(player);
    const stakes = Array.from({ length: 24 }, (_, i) => 100 + i);
    const replies = await Promise.all(stakes.map((stake, i) => f.slip(sid, { game: 'VN_NORTH', bets: [{ type: 'LO', numbers: [String(i).padStart(2, '0')], stake }, { type: 'DE', numbers: ['07'], stake: 10 }] })));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const slips = replies.map((r) => r.json<Envelope<SlipAnswer>>().value);
    const total = stakes.reduce((sum, s) => sum + s + 10, 0);
    expect(await f.main(player)).toBe(before - total);
    const ids = slips.map((s) => s?.slipId ?? '');
    const rows = await f.t.database.db.select().from(lottoSlips).where(inArray(lottoSlips.id, ids));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'open'));
    const bets = await f.t.database.db.select().from(lottoBets).where(inArray(lottoBets.slipId, ids));
    expect(bets).toHaveLength(48);
    expect(bets.reduce((sum, b) => sum + b.stake, 0)).toBe(total);
    expect((await verifyLedger(f.t.database.db)).drift).toEqual([]);
  });

  it('answers each slip of one group on its own: placed, closed draw, game in maintenance', async () => {
    const db = f.t.database.db;
    const now = new Date(f.t.clock.t);
    const open = await repo.currentDraw(db, f.merchantCode, 'VN_NORTH', now);
    if (!open) throw new Error('no open draw');
    const seed = 'ab'.repeat(32);
    const closed = await repo.ensureDraw(db, { merchantCode: f.merchantCode, gameCode: 'VN_NORTH', drawKey: 'VN_NORTH:closed-test', opensAt: new Date(now.getTime() - 60_000), closesAt: new Date(now.getTime() - 1), drawsAt: now, seed, commitment: commitmentOf(seed) });
    await repo.saveSettings(db, { merchantCode: f.merchantCode, gameCode: 'VN_CENTRAL_DA_NANG', maintenance: 'on' });
    const group = await Promise.all([slipOn(open.id, now), slipOn(closed.id, now), slipOn(open.id, now, 'VN_CENTRAL_DA_NANG'), slipOn(open.id, now)]);
    expect(await Promise.all(group.map((s) => insertSlip(db, s, now)))).toEqual(['placed', 'closed', 'maintenance', 'placed']);
    const written = await db.select().from(lottoSlips).where(inArray(lottoSlips.id, group.map((s) => s.id)));
    expect(written.map((r) => r.id).sort()).toEqual([group[0]?.id, group[3]?.id].sort());
    expect(written.every((r) => r.status === 'pending' && r.drawId === open.id)).toBe(true);
    const bets = await db.select().from(lottoBets).where(inArray(lottoBets.slipId, group.map((s) => s.id)));
    expect(bets.map((b) => `${b.slipId}:${b.stake}`).sort()).toEqual([`${group[0]?.id}:100`, `${group[0]?.id}:200`, `${group[3]?.id}:100`, `${group[3]?.id}:200`].sort());
    await repo.saveSettings(db, { merchantCode: f.merchantCode, gameCode: 'VN_CENTRAL_DA_NANG', maintenance: 'off' });

    // Accepted together: a slip a refund overtook stays refunded; the session keeps the latest balance.
    const [first, , , last] = group;
    if (!first || !last) throw new Error('no slips');
    await repo.setSlipStatus(db, first.id, 'refunded', ['pending']);
    const accepted = await Promise.all([acceptSlip(db, { slipId: first.id, sessionId: sid, balance: 11 }), acceptSlip(db, { slipId: last.id, sessionId: sid, balance: 22 }), acceptSlip(db, { slipId: 'L-unknown', sessionId: sid, balance: 33 })]);
    expect(accepted).toEqual([false, true, false]);
    const after = await db.select().from(lottoSlips).where(inArray(lottoSlips.id, [first.id, last.id]));
    expect(Object.fromEntries(after.map((r) => [r.id, r.status]))).toEqual({ [first.id]: 'refunded', [last.id]: 'open' });
    expect((await db.select().from(lottoSessions).where(eq(lottoSessions.id, sid)))[0]?.balance).toBe(22);
  });

  it('accepts earlier slips in the same statement that writes new ones, each answered on its own', async () => {
    const db = f.t.database.db;
    const now = new Date(f.t.clock.t);
    const open = await repo.currentDraw(db, f.merchantCode, 'VN_NORTH', now);
    if (!open) throw new Error('no open draw');
    const [earlier, next, another] = await Promise.all([slipOn(open.id, now), slipOn(open.id, now), slipOn(open.id, now)]);
    if (!earlier || !next || !another) throw new Error('no slips');
    expect(await insertSlip(db, earlier, now)).toBe('placed');
    const statements = vi.spyOn(db, 'execute');
    try {
      const answers = await Promise.all([insertSlip(db, next, now), acceptSlip(db, { slipId: earlier.id, sessionId: sid, balance: 4_400 }), insertSlip(db, another, now)]);
      expect(answers).toEqual(['placed', true, 'placed']);
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
    const rows = await db.select().from(lottoSlips).where(inArray(lottoSlips.id, [earlier.id, next.id, another.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [earlier.id]: 'open', [next.id]: 'pending', [another.id]: 'pending' });
    expect(await db.select().from(lottoBets).where(inArray(lottoBets.slipId, [next.id, another.id]))).toHaveLength(4);
    expect((await db.select().from(lottoSessions).where(eq(lottoSessions.id, sid)))[0]?.balance).toBe(4_400);
  });

  it('refuses hostile slip ids and bets as data, never as SQL', async () => {
    const db = f.t.database.db;
    const now = new Date(f.t.clock.t);
    const open = await repo.currentDraw(db, f.merchantCode, 'VN_NORTH', now);
    if (!open) throw new Error('no open draw');
    const hostile = `x'); drop table lotto_bets; --`;
    const slip: NewSlip = { id: hostile, merchantCode: f.merchantCode, vendorCode: 'TCG_LOTTO_VN', gameCode: 'VN_NORTH', drawId: open.id, sessionId: sid, playerId: String(player), currency: f.currency, total: 1, createdAt: now, bets: [{ bet: { note: '"}]}\' --' }, stake: 1 }] };
    expect(await insertSlip(db, slip, now)).toBe('placed');
    expect((await db.select().from(lottoBets).where(eq(lottoBets.slipId, hostile))).map((b) => b.bet)).toEqual([{ note: '"}]}\' --' }]);
    // The same id again is refused by the table's key, alone, without touching the first.
    await expect(insertSlip(db, slip, now)).rejects.toThrow();
    expect(await db.select().from(lottoBets).where(eq(lottoBets.slipId, hostile))).toHaveLength(1);
  });
});
