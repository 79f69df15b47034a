import type { Language } from '@shared/constants';
import type { ActivityStatus, Promotion, PromotionKind, PromotionList, RebateView } from '@shared/api/promotions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../merchant/directory';
import { accruedRebate, isOpen, streakBefore, zoneOf, type PromotionMember } from './claim-service';
import { latestApplications } from './application-service';
import { inAudience } from './audience';
import { missionPromotionState } from './mission-service';
import { bonusesOf, joinedIds } from './bonus-repository';
import { raffleState } from './raffle-view';
import * as repo from './repository';
import { currentWindow, dayOf, nextWindow } from './windows';

/** A member's status of one open promotion, and what a claim would pay now. */
type MemberState = { status: ActivityStatus; claimable: number | null; nextAt: string | null; streak?: number };

async function memberState(db: Db, merchant: Merchant, row: repo.PromotionRow, member: PromotionMember, now: Date): Promise<MemberState> {
  const settings = row.settings;
  if (settings.kind === 'rebate') {
    const accrued = await accruedRebate(db, merchant, row, member.id, now);
    const ready = accrued.total > 0 && accrued.total >= settings.minClaim;
    return { status: ready ? 'claim' : 'inProcess', claimable: accrued.total, nextAt: null };
  }
  if (settings.kind === 'signIn') {
    const today = dayOf(now, zoneOf(merchant));
    const signed = (await repo.awardsOf(db, row.id, member.id, `signin:${today}`, 1)).length > 0;
    const streak = await streakBefore(db, row, member.id, today);
    return { status: signed ? 'signed' : 'claim', claimable: signed ? null : (settings.rewards[Math.min(streak, settings.rewards.length - 1)] ?? 0), nextAt: null, streak: streak + (signed ? 1 : 0) };
  }
  if (settings.kind === 'depositBonus') {
    const [joined, own] = await Promise.all([joinedIds(db, member.id), bonusesOf(db, merchant.id, member.id)]);
    const mine = own.filter((b) => b.promotionId === row.id);
    const status = mine.some((b) => b.status === 'active') ? 'issued' : !joined.has(row.id) ? 'join' : settings.deposits === 'first' && mine.length > 0 ? 'claimed' : 'joined';
    return { status, claimable: null, nextAt: null };
  }
  if (settings.kind === 'applyBonus') {
    const application = (await latestApplications(db, member.id)).get(row.id);
    const status = !application ? 'applying' : application.status === 'issued' ? 'issued' : application.status === 'rejected' ? 'rejected' : 'pending';
    return { status, claimable: null, nextAt: null };
  }
  if (settings.kind === 'mission') return missionPromotionState(db, merchant, row, member.id, now);
  if (settings.kind === 'raffle') return raffleState(db, row, member, now);
  if (settings.kind !== 'redEnvelope') throw new Error(`no member state for ${row.kind}`);
  const window = currentWindow(settings.windows, now, zoneOf(merchant));
  if (!window) return { status: 'joined', claimable: null, nextAt: nextWindow(settings.windows, now, zoneOf(merchant))?.start.toISOString() ?? null };
  const opened = (await repo.awardsOf(db, row.id, member.id, `envelope:${window.start.toISOString()}`, 1)).length > 0;
  return { status: opened ? 'claimed' : 'claim', claimable: null, nextAt: opened ? (nextWindow(settings.windows, now, zoneOf(merchant))?.start.toISOString() ?? null) : null };
}

/** Every promotion of the merchant (but the kinds `without`), in order, as the viewer (a member, or a visitor: null) sees it. */
export async function promotionList(db: Db, merchant: Merchant, member: PromotionMember | null, language: Language, now = new Date(), without: readonly PromotionKind[] = []): Promise<PromotionList> {
  const rows = (await repo.listPromotions(db, merchant.id)).filter((row) => !without.includes(row.kind));
  const list: Promotion[] = [];
  for (const row of rows) {
    // A member sees only the promotions whose audience it is in; a visitor sees them all.
    if (member && !(await inAudience(db, merchant, row.audience, member.id, now))) continue;
    const open = isOpen(row, now);
    const visitor = async (): Promise<MemberState> => (row.settings.kind === 'raffle' ? raffleState(db, row, null, now) : { status: 'join', claimable: null, nextAt: null });
    const state = open !== 'open' ? { status: open, claimable: null, nextAt: null } : member ? await memberState(db, merchant, row, member, now) : await visitor();
    list.push({
      id: row.id,
      code: row.code,
      kind: row.kind,
      title: row.title[language],
      terms: row.terms[language],
      bannerUrl: row.bannerUrl,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      settings: row.settings,
      ...state,
      streak: state.streak ?? null,
    });
  }
  return { list, currency: merchant.config.currency.code, availableCount: list.filter((p) => p.status === 'claim').length };
}

/** The rebate page: the merchant's rebate promotion, accrued per category, and the member's claims. */
export async function rebateView(db: Db, merchant: Merchant, member: PromotionMember, now = new Date()): Promise<RebateView> {
  const row = (await repo.listPromotions(db, merchant.id)).find((p) => p.settings.kind === 'rebate' && isOpen(p, now) !== 'comingSoon');
  if (!row || row.settings.kind !== 'rebate') throw new AppError('function_not_enabled', 'No rebate programme');
  const accrued = await accruedRebate(db, merchant, row, member.id, now);
  const claims = await repo.awardsOf(db, row.id, member.id, 'rebate:', 20);
  return {
    promotionId: row.id,
    currency: merchant.config.currency.code,
    since: accrued.since.toISOString(),
    categories: accrued.categories,
    total: accrued.total,
    minClaim: row.settings.minClaim,
    autoClaimDaily: row.settings.autoClaimDaily,
    claims: claims.map((c) => ({ id: c.id, at: c.createdAt.toISOString(), amount: c.amount, auto: c.detail.auto === true })),
  };
}
