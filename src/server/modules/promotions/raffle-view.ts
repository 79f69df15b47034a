import type { ActivityStatus } from '@shared/api/promotions';
import type { RaffleView } from '@shared/api/raffle';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../merchant/directory';
import type { PromotionMember } from './claim-service';
import * as repo from './repository';
import * as raffles from './raffle-repository';
import { claimUntil, drawTime, memberTickets, PRIZE_OCCASION, raffleSettings } from './raffle-service';

const drawnOf = (draw: raffles.RaffleDrawRow | undefined) => (draw && draw.status !== 'committed' ? draw : undefined);

/**
 * A member's raffle status (README's state machine): before the draw `inProcess` holding tickets or
 * `join` with none; once drawn a winner's `claim` (until the claims end) then `claimed`, everyone
 * else `closed`. Between the draw time and the upkeep's draw it stays as before, with nothing to earn.
 * Visitors (null) see `join` until the draw and `closed` after it.
 */
export async function raffleState(db: Db, row: repo.PromotionRow, member: PromotionMember | null, now: Date): Promise<{ status: ActivityStatus; claimable: number | null; nextAt: string | null }> {
  const settings = raffleSettings(row);
  const drawn = drawnOf(await raffles.findDraw(db, row.id));
  if (!member) return drawn ? { status: 'closed', claimable: null, nextAt: null } : { status: 'join', claimable: null, nextAt: settings.drawAt };
  if (!drawn) {
    const { tickets } = await memberTickets(db, row, member.id, now);
    const before = now < drawTime(settings);
    return { status: tickets > 0 ? 'inProcess' : before ? 'join' : 'closed', claimable: null, nextAt: settings.drawAt };
  }
  const winner = drawn.winners?.find((w) => w.memberId === member.id);
  if (!winner) return { status: 'closed', claimable: null, nextAt: null };
  if ((await repo.awardsOf(db, row.id, member.id, PRIZE_OCCASION, 1)).length > 0) return { status: 'claimed', claimable: null, nextAt: null };
  const until = claimUntil(settings);
  return now < until ? { status: 'claim', claimable: winner.amount, nextAt: until.toISOString() } : { status: 'closed', claimable: null, nextAt: null };
}

/** The raffle page's part: rules, commitment, the viewer's tickets, and the draw once made (seed revealed). */
export async function raffleView(db: Db, merchant: Merchant, member: PromotionMember | null, id: number, now = new Date()): Promise<RaffleView> {
  const row = await repo.findPromotion(db, merchant.id, id);
  if (!row || row.settings.kind !== 'raffle') throw new AppError('not_found', 'No such raffle');
  const settings = raffleSettings(row);
  const draw = await raffles.findDraw(db, row.id);
  if (!draw) throw new AppError('not_found', 'No such raffle');
  const drawn = drawnOf(draw);
  const entrants = drawn?.entrants ?? [];
  const winners = drawn?.winners ?? [];
  const entry = member ? entrants.find((e) => e.memberId === member.id) : undefined;
  const won = member ? winners.find((w) => w.memberId === member.id) : undefined;
  const claimed = won && member ? (await repo.awardsOf(db, row.id, member.id, PRIZE_OCCASION, 1)).length > 0 : false;
  const mine = !member ? null : drawn ? { ...(await memberTickets(db, row, member.id, now)), tickets: entry?.tickets ?? 0 } : await memberTickets(db, row, member.id, now);
  return {
    promotionId: row.id,
    currency: merchant.config.currency.code,
    drawAt: drawTime(settings).toISOString(),
    claimUntil: claimUntil(settings).toISOString(),
    seedHash: draw.seedHash,
    committedAt: draw.committedAt.toISOString(),
    depositPerTicket: settings.depositPerTicket,
    betPerTicket: settings.betPerTicket,
    maxTicketsPerMember: settings.maxTicketsPerMember,
    prizes: settings.prizes,
    mine,
    drawn: drawn
      ? {
          drawnAt: (drawn.drawnAt ?? drawTime(settings)).toISOString(),
          seed: drawn.seed,
          entrants: entrants.map((e) => ({ account: e.account, tickets: e.tickets })),
          winners: winners.map((w) => ({ slot: w.slot, entrant: w.entrant, account: entrants[w.entrant]?.account ?? '', amount: w.amount, mine: w.memberId === member?.id })),
        }
      : null,
    prize: won ? { amount: won.amount, claimed } : null,
  };
}
