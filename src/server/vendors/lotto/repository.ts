import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { lottoBets, lottoDraws, lottoGameSettings, lottoMerchants, lottoSessions, lottoSlips, lottoVendorKeys, type LottoSlipStatus } from '../../db/schema/index';

/**
 * The lottery vendor's SQL (with slip-repository.ts, a slip's batched writes): its own tables, never
 * the platform's.
 */

export type DrawRow = typeof lottoDraws.$inferSelect;
export type SessionRow = typeof lottoSessions.$inferSelect;
export type SlipRow = typeof lottoSlips.$inferSelect;
export type SettingsRow = typeof lottoGameSettings.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Keeps the first master secret ever stored (several processes may start at once). */
export async function ensureMasterSecret(db: Db, candidate: string): Promise<string> {
  await db.insert(lottoVendorKeys).values({ name: 'master', secret: candidate }).onConflictDoNothing();
  const [row] = await db.select({ secret: lottoVendorKeys.secret }).from(lottoVendorKeys).where(eq(lottoVendorKeys.name, 'master'));
  if (!row) throw new Error('lottery vendor master secret missing after insert');
  return row.secret;
}

export async function addMerchant(db: Db, merchantCode: string, currency: string): Promise<void> {
  await db.insert(lottoMerchants).values({ merchantCode, currency }).onConflictDoNothing();
}

export async function merchantCurrencies(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: lottoMerchants.merchantCode, currency: lottoMerchants.currency }).from(lottoMerchants);
  return new Map(rows.map((r) => [r.code, r.currency]));
}

export async function merchantCodes(db: Db): Promise<string[]> {
  return (await db.select({ code: lottoMerchants.merchantCode }).from(lottoMerchants).orderBy(asc(lottoMerchants.merchantCode))).map((r) => r.code);
}

export async function settingsOf(db: Db, merchantCode: string, gameCode: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(lottoGameSettings).where(and(eq(lottoGameSettings.merchantCode, merchantCode), eq(lottoGameSettings.gameCode, gameCode)));
  return row;
}

/** Every saved game setting of a merchant, by game code. */
export async function settingsOfMerchant(db: Db, merchantCode: string): Promise<Map<string, SettingsRow>> {
  const rows = await db.select().from(lottoGameSettings).where(eq(lottoGameSettings.merchantCode, merchantCode));
  return new Map(rows.map((r) => [r.gameCode, r]));
}

export async function saveSettings(db: Db, row: typeof lottoGameSettings.$inferInsert): Promise<void> {
  const { merchantCode: _m, gameCode: _g, ...change } = row;
  await db.insert(lottoGameSettings).values(row).onConflictDoUpdate({ target: [lottoGameSettings.merchantCode, lottoGameSettings.gameCode], set: { ...change, updatedAt: new Date() } });
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────────

export async function insertSession(db: Db, row: typeof lottoSessions.$inferInsert): Promise<void> {
  await db.insert(lottoSessions).values(row);
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(lottoSessions).where(eq(lottoSessions.id, id));
  return row;
}

export async function setSessionBalance(db: Db, id: string, balance: number): Promise<void> {
  await db.update(lottoSessions).set({ balance }).where(eq(lottoSessions.id, id));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(lottoSessions).where(lt(lottoSessions.expiresAt, now));
}

// ── Draws ───────────────────────────────────────────────────────────────────────────────────

/** Inserts the draw unless its key exists (another process made it first); answers the stored row. */
export async function ensureDraw(db: Db, row: typeof lottoDraws.$inferInsert): Promise<DrawRow> {
  await db.insert(lottoDraws).values(row).onConflictDoNothing();
  const found = await drawByKey(db, row.merchantCode, row.drawKey);
  if (!found) throw new Error(`draw ${row.drawKey} missing after insert`);
  return found;
}

export async function drawByKey(db: Db, merchantCode: string, drawKey: string): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(lottoDraws).where(and(eq(lottoDraws.merchantCode, merchantCode), eq(lottoDraws.drawKey, drawKey)));
  return row;
}

export async function drawById(db: Db | Tx, id: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(lottoDraws).where(eq(lottoDraws.id, id));
  return row;
}

/** The latest draw time stored per merchant and game (to know which games need their next draw). */
export async function latestDraws(db: Db): Promise<{ merchantCode: string; gameCode: string; drawsAt: Date }[]> {
  return db
    .select({ merchantCode: lottoDraws.merchantCode, gameCode: lottoDraws.gameCode, drawsAt: sql<Date>`max(${lottoDraws.drawsAt})`.mapWith((v: string | Date) => new Date(v)) })
    .from(lottoDraws)
    .groupBy(lottoDraws.merchantCode, lottoDraws.gameCode);
}

/** "merchant|game" of every game that has a draw past its time (drawn, settled or void). */
export async function gamesWithPast(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ merchantCode: lottoDraws.merchantCode, gameCode: lottoDraws.gameCode })
    .from(lottoDraws)
    .where(inArray(lottoDraws.status, ['drawn', 'settled', 'void']));
  return new Set(rows.map((r) => `${r.merchantCode}|${r.gameCode}`));
}

/** Open draws whose time has come, oldest first (a late one runs as soon as it is seen). */
export async function dueDraws(db: Db, now: Date): Promise<DrawRow[]> {
  return db.select().from(lottoDraws).where(and(eq(lottoDraws.status, 'open'), lte(lottoDraws.drawsAt, now))).orderBy(asc(lottoDraws.drawsAt)).limit(200);
}

/** Drawn draws waiting for (the rest of) their settlement. */
export async function drawnDraws(db: Db): Promise<DrawRow[]> {
  return db.select().from(lottoDraws).where(eq(lottoDraws.status, 'drawn')).orderBy(asc(lottoDraws.drawsAt)).limit(200);
}

/** Records the result of an open draw; false when it was drawn (or voided) already. */
export async function markDrawn(db: Db, id: number, result: unknown, drawnAt: Date): Promise<boolean> {
  const rows = await db.update(lottoDraws).set({ status: 'drawn', result, drawnAt }).where(and(eq(lottoDraws.id, id), eq(lottoDraws.status, 'open'))).returning({ id: lottoDraws.id });
  return rows.length > 0;
}

export async function markSettled(db: Db, id: number, settledAt: Date): Promise<void> {
  await db.update(lottoDraws).set({ status: 'settled', settledAt }).where(and(eq(lottoDraws.id, id), eq(lottoDraws.status, 'drawn')));
}

/** Voids an open draw; false when it is no longer open. */
export async function markVoid(db: Db, id: number, reason: string): Promise<boolean> {
  const rows = await db.update(lottoDraws).set({ status: 'void', voidReason: reason }).where(and(eq(lottoDraws.id, id), eq(lottoDraws.status, 'open'))).returning({ id: lottoDraws.id });
  return rows.length > 0;
}

/** Brings an open draw's time to `now` (the operator's "draw now" and the test clock). */
export async function drawNow(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(lottoDraws).set({ closesAt: now, drawsAt: now }).where(and(eq(lottoDraws.id, id), eq(lottoDraws.status, 'open'), gt(lottoDraws.drawsAt, now))).returning({ id: lottoDraws.id });
  return rows.length > 0;
}

/** The open draw of a game taking bets at `now` (the earliest not yet closed). */
export async function currentDraw(db: Db, merchantCode: string, gameCode: string, now: Date): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(lottoDraws)
    .where(and(eq(lottoDraws.merchantCode, merchantCode), eq(lottoDraws.gameCode, gameCode), eq(lottoDraws.status, 'open'), gt(lottoDraws.closesAt, now)))
    .orderBy(asc(lottoDraws.drawsAt))
    .limit(1);
  return row;
}

/** The draw taking bets at `now` of every game of a merchant that has one, by game code. */
export async function currentDraws(db: Db, merchantCode: string, now: Date): Promise<Map<string, DrawRow>> {
  const rows = await db
    .select()
    .from(lottoDraws)
    .where(and(eq(lottoDraws.merchantCode, merchantCode), eq(lottoDraws.status, 'open'), gt(lottoDraws.closesAt, now)))
    .orderBy(desc(lottoDraws.drawsAt));
  // Ordered latest first, so each game keeps its earliest open draw.
  return new Map(rows.map((r) => [r.gameCode, r]));
}

/** A game's past draws, newest first: drawn, settled or void (never an open one's seed). */
export async function pastDraws(db: Db, merchantCode: string, gameCode: string, limit: number, before?: Date): Promise<DrawRow[]> {
  return db
    .select()
    .from(lottoDraws)
    .where(and(eq(lottoDraws.merchantCode, merchantCode), eq(lottoDraws.gameCode, gameCode), inArray(lottoDraws.status, ['drawn', 'settled', 'void']), before ? lt(lottoDraws.drawsAt, before) : undefined))
    .orderBy(desc(lottoDraws.drawsAt))
    .limit(limit);
}

// ── Slips and bets ──────────────────────────────────────────────────────────────────────────

/**
 * Moves a slip on from one of `from` (its bets follow a refusal or refund); false when the slip was
 * no longer there (a refund got to a pending slip before its late answer, say).
 */
export async function setSlipStatus(db: Db, id: string, status: LottoSlipStatus, from: readonly LottoSlipStatus[], refusal: string | null = null): Promise<boolean> {
  if (status !== 'refused' && status !== 'refunded') {
    // Nothing else changes with it: one statement, no transaction (a slip's accepted bet).
    const moved = await db.update(lottoSlips).set({ status, refusal, attempts: sql`${lottoSlips.attempts} + 1` }).where(and(eq(lottoSlips.id, id), inArray(lottoSlips.status, [...from]))).returning({ id: lottoSlips.id });
    return moved.length > 0;
  }
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(lottoSlips)
      .set({ status, refusal, attempts: sql`${lottoSlips.attempts} + 1` })
      .where(and(eq(lottoSlips.id, id), inArray(lottoSlips.status, [...from])))
      .returning({ id: lottoSlips.id });
    if (moved.length > 0 && (status === 'refused' || status === 'refunded')) await tx.update(lottoBets).set({ status, payout: 0 }).where(eq(lottoBets.slipId, id));
    return moved.length > 0;
  });
}

/** Whether a player has any slip at all (of any vendor code, any status) with a merchant. */
export async function playerHasSlips(db: Db, merchantCode: string, playerId: string): Promise<boolean> {
  const [row] = await db.select({ id: lottoSlips.id }).from(lottoSlips).where(and(eq(lottoSlips.merchantCode, merchantCode), eq(lottoSlips.playerId, playerId))).limit(1);
  return row !== undefined;
}

export async function slipsOfDraw(db: Db, drawId: number, statuses: readonly LottoSlipStatus[]): Promise<SlipRow[]> {
  return db.select().from(lottoSlips).where(and(eq(lottoSlips.drawId, drawId), inArray(lottoSlips.status, [...statuses])));
}

/** Slips still held (open or pending) on voided draws, with their draw key. */
export async function slipsOfVoidDraws(db: Db): Promise<{ slip: SlipRow; drawKey: string }[]> {
  const rows = await db
    .select({ slip: lottoSlips, drawKey: lottoDraws.drawKey })
    .from(lottoSlips)
    .innerJoin(lottoDraws, eq(lottoDraws.id, lottoSlips.drawId))
    .where(and(eq(lottoDraws.status, 'void'), inArray(lottoSlips.status, ['open', 'pending'])))
    .limit(500);
  return rows;
}

/** Pending slips older than `before`, of any draw (their bet call never answered). */
export async function stalePendingSlips(db: Db, before: Date): Promise<SlipRow[]> {
  return db.select().from(lottoSlips).where(and(eq(lottoSlips.status, 'pending'), lt(lottoSlips.createdAt, before))).limit(500);
}

export interface PlayerBetRow {
  slipId: string;
  drawKey: string;
  gameCode: string;
  drawStatus: string;
  slipStatus: LottoSlipStatus;
  bet: unknown;
  stake: number;
  payout: number | null;
  status: string;
  createdAt: string;
}

/** A player's latest bets at one vendor code with their slip and draw, newest first. */
export async function playerBets(db: Db, merchantCode: string, vendorCode: string, playerId: string, limit: number): Promise<PlayerBetRow[]> {
  return rowsOf<PlayerBetRow>(
    await db.execute(sql`select s.id as "slipId", d.draw_key as "drawKey", d.game_code as "gameCode", d.status as "drawStatus", s.status as "slipStatus",
        b.bet, b.stake::float8 as "stake", b.payout::float8 as "payout", b.status, s.created_at as "createdAt"
      from lotto_slips s join lotto_bets b on b.slip_id = s.id join lotto_draws d on d.id = s.draw_id
      where s.merchant_code = ${merchantCode} and s.vendor_code = ${vendorCode} and s.player_id = ${playerId}
      order by s.created_at desc, b.id limit ${limit}`),
  );
}
