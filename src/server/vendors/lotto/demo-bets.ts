import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { commitmentOf } from '@shared/lotto/draw';
import { gameOf, type GameDef } from '@shared/lotto/games';
import { SEED_BYTES } from '@shared/lotto/stream';
import { DEMO_PLAYER } from '../../db/seed/data/demo-accounts';
import { MERCHANT_CODE } from '../../db/seed/data/merchant-config';
import { findMemberByAccount } from '../../modules/member/repository';
import { launchReal } from '../../modules/play/service';
import { vendorCodeOf, type LottoCode } from './catalogue';
import type { LottoContext } from './context';
import type { DrawPassReport } from './draw-pass';
import { closeSecondsOf, runDueDraws } from './draw-service';
import * as repo from './repository';
import { nextDraw, previousDraw, type DrawSlot } from './schedule';
import { launch, languageOf, openSession } from './session-service';
import { placeSlip } from './slip-service';

/**
 * The demo player's lottery history (demo data only, once): a handful of slips placed the way a
 * player places them. The platform launches the game for the player (a launch token, as the
 * lobby's play button does), the vendor opens its session from it, and the slips go through the
 * slip service, each a signed seamless bet. Most are on past draws made for them: a free slot of
 * the game's schedule before now (older than the backfilled history), opened with its own crypto
 * seed and commitment like any draw, the slips placed while it took bets (the vendor's clock set
 * to that time), then drawn by the normal draw step at its time and settled by the normal pass
 * (wins through the seamless protocol). Nothing chooses a result: whatever the seeds give is won
 * or lost. Two slips stay open on the games' next draws and settle when those draw.
 *
 * Once: nothing is done when the player has any slip; the slip ids derive from merchant and player,
 * so a second process doing the same at the same moment cannot bet twice (the insert refuses a
 * known id, the platform answers a known transaction id with the first answer).
 *
 * With provision.ts, the only file of the vendor that calls the platform's code directly
 * (demoPlayerOf: the demo player's launch, as the lobby would ask for it).
 */

type DemoBet = Record<string, unknown> & { stake: number };

interface PlannedSlip {
  game: string;
  /** 'past': on a draw made for the history; 'open': on the draw taking bets now. */
  on: 'past' | 'open';
  bets: DemoBet[];
}

const lo = (n: string, stake: number): DemoBet => ({ type: 'LO', numbers: [n], stake });

/** A small, ordinary mix: many cheap numbers and even-money picks (some win), a few long shots. */
export const DEMO_SLIPS: readonly PlannedSlip[] = [
  { game: 'VN_NORTH', on: 'past', bets: [...['08', '27', '38', '49', '68', '79', '86', '92'].map((n) => lo(n, 1_000)), { type: 'DE', numbers: ['68'], stake: 2_000 }] },
  { game: 'VN_NORTH', on: 'past', bets: [{ type: 'BA_CANG', numbers: ['368'], stake: 1_000 }] },
  { game: 'VN_NORTH', on: 'past', bets: [{ type: 'XIEN2', numbers: ['27', '86'], stake: 2_000 }] },
  { game: 'SEA4D', on: 'past', bets: [{ type: 'BIG', number: '1688', stake: 1_000 }, { type: 'SMALL', number: '1688', stake: 1_000 }] },
  { game: 'QUICK5_1M', on: 'past', bets: [{ type: 'SUM_BIG_SMALL', pick: 'BIG', stake: 5_000 }, { type: 'POS_DIGIT', position: 1, pick: '7', stake: 1_000 }] },
  { game: 'QUICK5_5M', on: 'past', bets: [{ type: 'SUM_ODD_EVEN', pick: 'ODD', stake: 3_000 }, { type: 'POS_BIG_SMALL', position: 5, pick: 'SMALL', stake: 2_000 }] },
  { game: 'DICE3_1M', on: 'past', bets: [{ type: 'BIG_SMALL', pick: 'SMALL', stake: 5_000 }] },
  { game: 'DICE3_3M', on: 'past', bets: [{ type: 'ODD_EVEN', pick: 'EVEN', stake: 2_000 }, { type: 'PAIR', pick: '6', stake: 1_000 }] },
  { game: 'VN_NORTH', on: 'open', bets: [lo('16', 2_000), lo('61', 2_000), { type: 'XIEN2', numbers: ['16', '61'], stake: 1_000 }] },
  { game: 'SEA4D', on: 'open', bets: [{ type: 'BIG', number: '2468', stake: 2_000 }] },
];

/** The demo player as the platform knows it, and its launch of a lottery code. */
export interface DemoPlayer {
  merchantCode: string;
  /** The id the wallet calls name the player by. */
  playerId: string;
  /** The platform's real-money launch of the code's first game: the launch URL with its token. */
  launch(vendorCode: LottoCode): Promise<string>;
}

export interface DemoBetsReport {
  slips: number;
  draws: number;
}

/** How far back a free slot is looked for (draws of the game's own schedule). */
const MAX_SLOTS_BACK = 200;
/** Passes the history waits for its draws to settle (a pass settles up to 200 draws). */
const MAX_PASSES = 20;

/** The slip's id: the shape of any slip id, derived from merchant, player and place in the plan. */
export const demoSlipId = (merchantCode: string, playerId: string, index: number) =>
  `L${createHash('sha256').update(`lotto-demo|${merchantCode}|${playerId}|${index}`).digest('base64url').slice(0, 20)}`;

/** The latest slot of the game before now that has no draw row (backfilled and live draws taken). */
async function freePastSlot(ctx: LottoContext, merchantCode: string, game: GameDef): Promise<DrawSlot | undefined> {
  let cursor = ctx.now();
  for (let i = 0; i < MAX_SLOTS_BACK; i += 1) {
    const slot = nextDraw(game, previousDraw(game, cursor) - 1);
    cursor = slot.at;
    if (!(await repo.drawByKey(ctx.db, merchantCode, slot.key))) return slot;
  }
  return undefined;
}

/** A past draw opened for the history, as openNextDraw opens one: its own seed, the commitment shown. */
async function openPastDraw(ctx: LottoContext, merchantCode: string, game: GameDef): Promise<repo.DrawRow | undefined> {
  const slot = await freePastSlot(ctx, merchantCode, game);
  if (!slot) return undefined;
  const opensAt = previousDraw(game, slot.at);
  const seed = randomBytes(SEED_BYTES).toString('hex');
  const closesAt = Math.max(opensAt + 1, slot.at - (await closeSecondsOf(ctx, merchantCode, game)) * 1000);
  const draw = await repo.ensureDraw(ctx.db, { merchantCode, gameCode: game.code, drawKey: slot.key, opensAt: new Date(opensAt), closesAt: new Date(closesAt), drawsAt: new Date(slot.at), seed, commitment: commitmentOf(seed) });
  return draw.status === 'open' && draw.seed === seed ? draw : undefined;
}

/** Opens the vendor's session from the platform's launch URL (what the /play route does with it). */
async function sessionOf(ctx: LottoContext, player: DemoPlayer, vendorCode: LottoCode): Promise<repo.SessionRow> {
  const url = new URL(await player.launch(vendorCode), 'http://launch.invalid');
  const query = url.searchParams;
  const sid = await launch(ctx, { vendorCode, game: query.get('game') ?? undefined, lang: languageOf(query.get('lang')), merchant: query.get('merchant') ?? undefined, theme: undefined }, query.get('token') ?? '');
  const session = await openSession(ctx, sid);
  if (session.playerId !== player.playerId) throw new Error(`demo lottery bets: the launch opened player ${session.playerId}`);
  return session;
}

/**
 * Places the demo slips and settles the past ones through `pass` (the vendor's draw pass). Must run
 * where no other pass of this process can run meanwhile (a pass would draw a past draw at once):
 * the plugin runs it before its clock starts.
 */
export async function placeDemoBets(ctx: LottoContext, player: DemoPlayer, pass: () => Promise<DrawPassReport>): Promise<DemoBetsReport> {
  const { merchantCode, playerId } = player;
  if (await repo.playerHasSlips(ctx.db, merchantCode, playerId)) return { slips: 0, draws: 0 };
  const sessions = new Map<LottoCode, repo.SessionRow>();
  const total = DEMO_SLIPS.reduce((sum, slip) => sum + slip.bets.reduce((s, b) => s + b.stake, 0), 0);
  for (const code of new Set(DEMO_SLIPS.map((slip) => vendorCodeOf(gameOf(slip.game))))) sessions.set(code, await sessionOf(ctx, player, code));
  const balance = [...sessions.values()][0]?.balance ?? 0;
  if (balance < total) {
    ctx.log.info({ balance, total }, 'demo lottery bets skipped: the demo player cannot cover them');
    return { slips: 0, draws: 0 };
  }

  const pastDraws = new Map<string, repo.DrawRow | undefined>();
  let slips = 0;
  for (const [index, planned] of DEMO_SLIPS.entries()) {
    const game = gameOf(planned.game);
    const session = sessions.get(vendorCodeOf(game));
    if (!session) continue;
    let slipCtx = ctx;
    let drawKey: string | undefined;
    if (planned.on === 'past') {
      if (!pastDraws.has(game.code)) pastDraws.set(game.code, await openPastDraw(ctx, merchantCode, game));
      const draw = pastDraws.get(game.code);
      if (!draw) continue;
      // Placed while the draw took bets: in its last quarter, a little apart.
      const window = draw.closesAt.getTime() - draw.opensAt.getTime();
      const at = draw.opensAt.getTime() + Math.floor(window * (0.75 + 0.04 * (index % 5)));
      slipCtx = { ...ctx, now: () => at };
      drawKey = draw.drawKey;
    }
    try {
      await placeSlip(slipCtx, session, { game: game.code, bets: planned.bets, ...(drawKey ? { drawKey } : {}) }, demoSlipId(merchantCode, playerId, index));
      slips += 1;
    } catch (error) {
      ctx.log.warn({ err: error, game: game.code }, 'demo lottery slip not placed');
    }
  }

  // Each past draw drawn at its own time by the draw step, oldest first, then settled by the pass.
  const made = [...pastDraws.values()].filter((d): d is repo.DrawRow => d !== undefined).sort((a, b) => a.drawsAt.getTime() - b.drawsAt.getTime());
  for (const draw of made) await runDueDraws({ ...ctx, now: () => draw.drawsAt.getTime() });
  // A pass settles the oldest drawn draws first (the backfilled ones, nobody's bets): as many as it takes.
  const waiting = async () => (await Promise.all(made.map((d) => repo.drawById(ctx.db, d.id)))).some((d) => d?.status === 'drawn');
  for (let passes = 0; passes < MAX_PASSES && (await waiting()); passes += 1) {
    if ((await pass()).settled === 0) break;
  }
  return { slips, draws: made.length };
}

/** The platform's side: the demo merchant's demo player (or another account) and its launch; undefined without them. */
export async function demoPlayerOf(app: FastifyInstance, now: () => number, account: string = DEMO_PLAYER.account): Promise<DemoPlayer | undefined> {
  const merchant = await app.merchants.resolve({ headerCode: MERCHANT_CODE, host: 'localhost' });
  if (!merchant) return undefined;
  const member = await findMemberByAccount(app.db, merchant.id, account);
  if (!member) return undefined;
  return {
    merchantCode: merchant.code,
    playerId: String(member.id),
    launch: async (vendorCode) => (await launchReal(app.db, merchant, { id: member.id, type: member.type }, { vassalage: vendorCode, language: 'EN' }, now())).url,
  };
}
