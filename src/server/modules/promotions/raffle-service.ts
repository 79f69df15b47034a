import { randomBytes } from 'node:crypto';
import { TRIAL_TYPE } from '@shared/constants';
import type { ClaimResult, PromotionInput } from '@shared/api/promotions';
import type { RaffleSettings } from '@shared/api/raffle';
import { drawWinners, seedHashOf } from '@shared/raffle-draw';
import type { Db } from '../../db/client';
import type { RaffleEntrant } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { maskName } from '../games/winners-service';
import { payAward, type PromotionMember } from './claim-service';
import { listMerchants } from '../merchant/repository';
import { assertEligible, inAudience } from './audience';
import * as repo from './repository';
import * as raffles from './raffle-repository';

const DAY = 86_400_000;
/** The one award a raffle pays a member: its prize (promotion_awards is unique per occasion). */
export const PRIZE_OCCASION = 'raffle:prize';

export const drawTime = (settings: RaffleSettings): Date => new Date(settings.drawAt);
export const claimUntil = (settings: RaffleSettings): Date => new Date(Date.parse(settings.drawAt) + settings.claimDays * DAY);

export function raffleSettings(row: repo.PromotionRow): RaffleSettings {
  if (row.settings.kind !== 'raffle') throw new AppError('not_found', 'No such raffle');
  return row.settings;
}

/** Tickets earned by deposits and valid bets, each rule off at 0, up to the member's cap. */
export function ticketsOf(settings: RaffleSettings, figures: { deposits: number; bets: number }): number {
  const per = (amount: number, unit: number) => (unit > 0 ? Math.floor(amount / unit) : 0);
  return Math.min(settings.maxTicketsPerMember, per(figures.deposits, settings.depositPerTicket) + per(figures.bets, settings.betPerTicket));
}

/** A member's tickets so far (until the draw at most): its deposits and valid bets since the start. */
export async function memberTickets(db: Db, row: repo.PromotionRow, memberId: number, now: Date) {
  const settings = raffleSettings(row);
  const until = now < drawTime(settings) ? now : drawTime(settings);
  const [figures] = row.startsAt < until ? await raffles.ticketFigures(db, row.merchantId, row.startsAt, until, memberId) : [];
  const deposits = figures?.deposits ?? 0;
  const validBets = figures?.bets ?? 0;
  return { tickets: ticketsOf(settings, { deposits, bets: validBets }), deposits, validBets };
}

/**
 * The operator's raffle rules (in savePromotion's transaction): a ticket source, a draw after the
 * start, prizes within the budget, an end that leaves the claims their days. Once it has started
 * (tickets may exist) its start, draw time, ticket rules and prizes are fixed: with the seed fixed
 * too, nobody who could read it can steer the draw by changing who holds which tickets.
 */
export async function checkRaffleInput(tx: Tx, input: PromotionInput, before: repo.PromotionRow | undefined): Promise<void> {
  const settings = input.settings;
  if (settings.kind !== 'raffle') return;
  const refuse = (field: string, reason: string, message: string) => new AppError('validation_failed', message, { [field]: reason });
  if (settings.depositPerTicket === 0 && settings.betPerTicket === 0) throw refuse('settings', 'no_ticket_source', 'Deposits or bets must earn tickets');
  if (Date.parse(settings.drawAt) <= Date.parse(input.startsAt)) throw refuse('drawAt', 'before_start', 'The draw comes before the start');
  const prizes = settings.prizes.reduce((sum, p) => sum + p.amount * p.count, 0);
  if (input.budget !== null && prizes > input.budget) throw refuse('budget', 'below_prizes', 'The prizes exceed the budget');
  if (input.endsAt && Date.parse(input.endsAt) < claimUntil(settings).getTime()) throw refuse('endsAt', 'before_claims_end', 'The end comes before the claims end');
  const draw = before ? await raffles.findDraw(tx, before.id) : undefined;
  if (!before || !draw || (draw.status === 'committed' && Date.now() < before.startsAt.getTime())) return;
  const was = raffleSettings(before);
  const same = Date.parse(was.drawAt) === Date.parse(settings.drawAt) && was.claimDays === settings.claimDays && Date.parse(input.startsAt) === before.startsAt.getTime();
  const rules = (s: RaffleSettings) => JSON.stringify([s.depositPerTicket, s.betPerTicket, s.maxTicketsPerMember, s.prizes.map((p) => [p.amount, p.count])]);
  if (!same || rules(was) !== rules(settings)) throw refuse('settings', 'locked', 'A started raffle keeps its rules');
}

/** The raffle's commitment, made when it is first saved: a secret seed and its published sha256. */
export async function commitRaffle(tx: Tx, row: repo.PromotionRow): Promise<void> {
  if (row.settings.kind !== 'raffle') return;
  const seed = randomBytes(32).toString('hex');
  await raffles.insertCommitment(tx, { promotionId: row.id, merchantId: row.merchantId, seed, seedHash: seedHashOf(seed) });
}

/** The draw's entrants: active real members holding tickets at the draw time, by member id. */
export async function raffleEntrants(tx: Tx, row: repo.PromotionRow): Promise<RaffleEntrant[]> {
  const settings = raffleSettings(row);
  const figures = await raffles.ticketFigures(tx, row.merchantId, row.startsAt, drawTime(settings));
  const entrants = figures
    .filter((f) => f.status === 'ACTIVE' && f.type !== TRIAL_TYPE)
    .map((f) => ({ memberId: f.memberId, account: maskName(f.account), tickets: ticketsOf(settings, f) }))
    .filter((e) => e.tickets > 0);
  if (row.audience.minVipLevel === undefined && row.audience.newMembersDays === undefined) return entrants;
  // A raffle for an audience draws only among it (at the draw time): nobody wins a prize it may not claim.
  const merchant = (await listMerchants(tx)).find((m) => m.id === row.merchantId);
  const kept: RaffleEntrant[] = [];
  for (const entrant of entrants) if (merchant && (await inAudience(tx, merchant, row.audience, entrant.memberId, drawTime(settings)))) kept.push(entrant);
  return kept;
}

/**
 * Draws one raffle whose time has come, under its draw row's lock: a second pass (another process,
 * a retry) finds it drawn and does nothing. Entrants are active real members with tickets, by id.
 */
export function drawRaffle(db: Db, row: repo.PromotionRow, at = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const draw = await raffles.lockDraw(tx, row.id);
    if (!draw || draw.status !== 'committed') return false;
    const settings = raffleSettings(row);
    const entrants = await raffleEntrants(tx, row);
    const wins = drawWinners(
      draw.seed,
      entrants.map((e) => e.tickets),
      settings.prizes,
    );
    const winners = wins.map((w) => ({ ...w, memberId: entrants[w.entrant]?.memberId ?? 0 }));
    await raffles.saveDraw(tx, row.id, { status: entrants.length > 0 ? 'drawn' : 'void', drawnAt: at, entrants, winners });
    return true;
  });
}

/** The scheduled draws: every raffle of the merchant past its draw time and not drawn yet. */
export async function drawDueRaffles(db: Db, merchant: Merchant, now = new Date()): Promise<number> {
  let drawn = 0;
  for (const row of await repo.listPromotions(db, merchant.id)) {
    if (row.settings.kind !== 'raffle' || now < drawTime(row.settings)) continue;
    if ((await raffles.findDraw(db, row.id))?.status !== 'committed') continue;
    if (await drawRaffle(db, row, now)) drawn += 1;
  }
  return drawn;
}

/** A winner claims its prize, once, within the claim days (ledger type `bonus`). */
export function claimRafflePrize(db: Db, merchant: Merchant, member: PromotionMember, id: number, now = new Date()): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const row = await repo.lockPromotion(tx, merchant.id, id);
    if (!row || row.settings.kind !== 'raffle') throw new AppError('not_found', 'No such raffle');
    await assertEligible(tx, merchant, row, member, now);
    const draw = await raffles.findDraw(tx, row.id);
    const winner = draw?.status === 'drawn' ? draw.winners?.find((w) => w.memberId === member.id) : undefined;
    if (!winner) throw new AppError('promotion_nothing_to_claim', 'No prize to claim');
    if ((await repo.awardsOf(tx, row.id, member.id, PRIZE_OCCASION, 1)).length > 0) throw new AppError('promotion_already_claimed', 'Already claimed');
    if (now >= claimUntil(row.settings) || (row.endsAt && now >= row.endsAt)) throw new AppError('promotion_not_open', 'The claims have ended');
    const paid = await payAward(tx, merchant, row, member.id, PRIZE_OCCASION, winner.amount, { slot: winner.slot }, 'bonus');
    if (!paid) throw new AppError('promotion_already_claimed', 'Already claimed');
    return { amount: paid.amount, balance: paid.balance, currency: paid.currency };
  });
}
