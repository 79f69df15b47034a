import type { WageredBonusList } from '@shared/api/promotions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf, lockedBalanceOf, transfer } from '../ledger/service';
import type { Tx } from '../ledger/repository';
import type { Merchant } from '../merchant/directory';
import { listMerchants } from '../merchant/repository';
import * as bonuses from './bonus-repository';
import { isOpen, payAward, type PromotionMember } from './claim-service';
import { assertEligible, inAudience } from './audience';
import * as repo from './repository';

const DAY = 86_400_000;
/** The ledger type of a bonus taken back (expired or forfeited with its requirement open). */
export const BONUS_FORFEIT_TYPE = 'bonus_forfeit';

/** The member opts into a promotion that needs it before it pays (a deposit bonus: join → joined). */
export async function joinPromotion(db: Db, merchant: Merchant, member: PromotionMember, id: number, now = new Date()): Promise<{ joined: true }> {
  const row = await repo.findPromotion(db, merchant.id, id);
  if (!row || row.settings.kind !== 'depositBonus') throw new AppError('not_found', 'No such promotion');
  await assertEligible(db, merchant, row, member, now);
  if (isOpen(row, now) !== 'open') throw new AppError('promotion_not_open', 'This promotion is not open');
  await bonuses.join(db, row.id, member.id, now);
  return { joined: true };
}

/**
 * Issues the deposit bonuses a credited deposit earns, in the deposit's transaction (cashier's
 * creditOrder): each joined, open deposit-bonus promotion pays once per deposit (its award's
 * occasion), within its budget, and opens the bonus's wagering requirement.
 */
export async function issueDepositBonuses(tx: Tx, merchantId: number, memberId: number, deposit: { transferId: number; amount: number }, now = new Date()): Promise<void> {
  const joined = await bonuses.joinedDepositBonuses(tx, merchantId, memberId);
  if (joined.length === 0) return;
  const merchant = (await listMerchants(tx)).find((m) => m.id === merchantId);
  if (!merchant) return;
  for (const { promotion } of joined) {
    const settings = promotion.settings;
    if (settings.kind !== 'depositBonus' || isOpen(promotion, now) !== 'open' || deposit.amount < settings.minDeposit) continue;
    if (!(await inAudience(tx, merchant, promotion.audience, memberId, now))) continue;
    if (settings.deposits === 'first' && !(await bonuses.isFirstDeposit(tx, memberId, deposit.transferId))) continue;
    const full = Math.min(settings.cap, Math.floor((deposit.amount * settings.percentBp) / 10_000));
    const amount = promotion.budget === null ? full : Math.min(full, promotion.budget - promotion.spent);
    if (amount <= 0) continue;
    const base = settings.wagering.base === 'bonus' ? amount : amount + deposit.amount;
    const paid = await payAward(tx, merchant, promotion, memberId, `deposit:${deposit.transferId}`, amount, { deposit: deposit.amount, depositTransferId: deposit.transferId }, 'bonus');
    if (!paid) continue;
    await bonuses.insertBonus(tx, {
      merchantId,
      memberId,
      promotionId: promotion.id,
      awardId: paid.awardId,
      amount,
      requirement: settings.wagering.multiple * base,
      weights: settings.wagering.weights,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + settings.expiryDays * DAY),
      status: 'active',
    });
  }
}

/** A bonus's wagering so far (weighted valid bets since issue, capped) and its winnings since issue. */
async function stateOf(tx: Tx, bonus: bonuses.BonusRow) {
  const play = await bonuses.playSince(tx, bonus.merchantId, bonus.memberId, bonus.issuedAt);
  const weighted = play.reduce((s, p) => s + Math.floor((p.bets * (bonus.weights[p.category] ?? 100)) / 100), 0);
  const net = play.reduce((s, p) => s + p.wins - p.bets, 0);
  return { progress: Math.min(weighted, bonus.requirement), met: weighted >= bonus.requirement, winnings: Math.max(0, net) };
}

/**
 * The member's bonuses with their progress; a bonus whose requirement is met is marked completed.
 * `locked`: what open requirements hold back of the main balance (each bonus and its winnings).
 */
export async function bonusList(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<WageredBonusList> {
  const rows = await bonuses.bonusesOf(db, merchant.id, memberId);
  const titles = new Map((await repo.listPromotions(db, merchant.id)).map((p) => [p.id, p.title]));
  const balance = await balanceOf(db, merchant.id, merchant.config.currency.code, { kind: 'player_main', memberId });
  let locked = 0;
  const list: WageredBonusList['list'] = [];
  for (const row of rows) {
    let status = row.status;
    let progress = row.status === 'completed' ? row.requirement : 0;
    if (row.status === 'active') {
      const state = await stateOf(db, row);
      progress = state.progress;
      if (state.met) {
        await bonuses.closeBonus(db, row.id, 'completed', now, 0);
        status = 'completed';
      } else locked += row.amount + state.winnings;
    }
    list.push({ id: row.id, promotionId: row.promotionId, title: titles.get(row.promotionId)?.EN ?? '', amount: row.amount, requirement: row.requirement, progress, issuedAt: row.issuedAt.toISOString(), expiresAt: row.expiresAt.toISOString(), status, takenBack: row.takenBack });
  }
  locked = Math.min(locked, balance);
  return { list, currency: merchant.config.currency.code, locked, withdrawable: balance - locked };
}

/** Takes an open bonus back (as far as the balance holds it) and closes it as `status`. */
async function takeBack(tx: Tx, merchant: Merchant, bonus: bonuses.BonusRow, status: 'expired' | 'forfeited', actor: string, now: Date): Promise<number> {
  const currency = merchant.config.currency.code;
  const main = { kind: 'player_main' as const, memberId: bonus.memberId };
  const amount = Math.min(bonus.amount, await lockedBalanceOf(tx, merchant.id, currency, main));
  if (amount > 0) {
    await transfer(tx, { merchantId: merchant.id, idempotencyKey: `bonus-back:${bonus.id}`, type: BONUS_FORFEIT_TYPE, reference: `bonus:${bonus.id}`, actor, from: main, to: { kind: 'promotions' }, amount, currency });
  }
  await bonuses.closeBonus(tx, bonus.id, status, now, amount);
  return amount;
}

/** The member gives up an open bonus: it is taken back and its requirement no longer holds anything. */
export function forfeitBonus(db: Db, merchant: Merchant, member: PromotionMember, id: number, now = new Date()): Promise<{ takenBack: number }> {
  return db.transaction(async (tx) => {
    const bonus = await bonuses.lockBonus(tx, merchant.id, id);
    if (!bonus || bonus.memberId !== member.id) throw new AppError('not_found', 'No such bonus');
    if (bonus.status !== 'active') throw new AppError('conflict', 'This bonus is no longer open');
    return { takenBack: await takeBack(tx, merchant, bonus, 'forfeited', `member:${member.id}`, now) };
  });
}

/** Bonuses past their expiry with the requirement open are taken back; met ones complete. */
export async function expireBonuses(db: Db, merchant: Merchant, now = new Date()): Promise<number> {
  let closed = 0;
  for (const candidate of await bonuses.expiredActive(db, merchant.id, now)) {
    closed += await db.transaction(async (tx) => {
      const bonus = await bonuses.lockBonus(tx, merchant.id, candidate.id);
      if (!bonus || bonus.status !== 'active') return 0;
      if ((await stateOf(tx, bonus)).met) await bonuses.closeBonus(tx, bonus.id, 'completed', now, 0);
      else await takeBack(tx, merchant, bonus, 'expired', 'system', now);
      return 1;
    });
  }
  return closed;
}

/** What open wagering requirements hold back of the member's main balance (the withdrawal rule). */
export async function bonusLocked(db: Db, merchant: Merchant, memberId: number, now = new Date()): Promise<number> {
  const active = await bonuses.bonusesOf(db, merchant.id, memberId, ['active']);
  if (active.length === 0) return 0;
  return (await bonusList(db, merchant, memberId, now)).locked;
}
