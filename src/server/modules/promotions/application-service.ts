import { and, asc, eq } from 'drizzle-orm';
import type { Application } from '@shared/api/promotions';
import type { Db } from '../../db/client';
import { members, promotionApplications } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/sql-state';
import type { Merchant } from '../merchant/directory';
import { recordAudit, type OperatorActor } from '../operator/audit';
import * as bonuses from './bonus-repository';
import { isOpen, payAward, type PromotionMember } from './claim-service';
import { assertEligible } from './audience';
import * as repo from './repository';

type ApplicationRow = typeof promotionApplications.$inferSelect;
const DAY = 86_400_000;

const viewOf = (row: ApplicationRow, account: string): Application => ({
  id: row.id,
  promotionId: row.promotionId,
  account,
  remark: row.remark,
  status: row.status,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The member applies with a remark: pending until an operator decides (one open application each). */
export async function applyForBonus(db: Db, merchant: Merchant, member: PromotionMember & { account: string }, id: number, remark: string, now = new Date()): Promise<Application> {
  const row = await repo.findPromotion(db, merchant.id, id);
  if (!row || row.settings.kind !== 'applyBonus') throw new AppError('not_found', 'No such promotion');
  await assertEligible(db, merchant, row, member, now);
  if (isOpen(row, now) !== 'open') throw new AppError('promotion_not_open', 'This promotion is not open');
  const [created] = await db
    .insert(promotionApplications)
    .values({ merchantId: merchant.id, promotionId: row.id, memberId: member.id, remark, status: 'pending', createdAt: now })
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError('promotion_already_claimed', 'You have applied already') : error;
    });
  if (!created) throw new Error('application insert returned nothing');
  return viewOf(created, member.account);
}

/** The member's latest application to each promotion (the promotions page's applying/pending/issued/rejected). */
export async function latestApplications(db: Db, memberId: number): Promise<Map<number, ApplicationRow>> {
  const rows = await db.select().from(promotionApplications).where(eq(promotionApplications.memberId, memberId)).orderBy(asc(promotionApplications.id));
  return new Map(rows.map((r) => [r.promotionId, r]));
}

/** Pending applications for the operator, oldest first. */
export async function pendingApplications(db: Db, merchantId: number): Promise<Application[]> {
  const rows = await db
    .select({ application: promotionApplications, account: members.account })
    .from(promotionApplications)
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.status, 'pending')))
    .orderBy(asc(promotionApplications.id))
    .limit(200);
  return rows.map((r) => viewOf(r.application, r.account));
}

/**
 * An operator issues (pays, opening the bonus's wagering requirement when it has one) or rejects a
 * pending application, audited. Deciding it again is refused; its award's occasion pays it once.
 */
export function decideApplication(db: Db, merchant: Merchant, who: OperatorActor, id: number, decision: 'approve' | 'reject', reason: string | undefined, now = new Date()): Promise<Application> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(promotionApplications)
      .where(and(eq(promotionApplications.merchantId, merchant.id), eq(promotionApplications.id, id)))
      .for('update');
    if (!row) throw new AppError('not_found', 'No such application');
    if (row.status !== 'pending') throw new AppError('conflict', 'This application has been decided');
    const [member] = await tx.select({ account: members.account }).from(members).where(eq(members.id, row.memberId));
    if (decision === 'approve') {
      const promotion = await repo.lockPromotion(tx, merchant.id, row.promotionId);
      if (!promotion || promotion.settings.kind !== 'applyBonus') throw new AppError('not_found', 'No such promotion');
      const settings = promotion.settings;
      const paid = await payAward(tx, merchant, promotion, row.memberId, `apply:${row.id}`, settings.amount, { applicationId: row.id }, 'bonus');
      if (paid && settings.wageringMultiple > 0) {
        await bonuses.insertBonus(tx, { merchantId: merchant.id, memberId: row.memberId, promotionId: promotion.id, awardId: paid.awardId, amount: settings.amount, requirement: settings.wageringMultiple * settings.amount, weights: {}, issuedAt: now, expiresAt: new Date(now.getTime() + settings.expiryDays * DAY), status: 'active' });
      }
    }
    const [decided] = await tx
      .update(promotionApplications)
      .set({ status: decision === 'approve' ? 'issued' : 'rejected', reason: reason ?? null, decidedBy: who.actor, decidedAt: now })
      .where(eq(promotionApplications.id, id))
      .returning();
    if (!decided) throw new Error('application update found no row');
    await recordAudit(tx, who, { action: `promotion_application.${decision}`, targetType: 'promotion_application', targetId: String(id), before: row, after: decided });
    return viewOf(decided, member?.account ?? '');
  });
}

