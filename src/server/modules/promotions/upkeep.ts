import { zonedDay, zonedMidnight } from '@shared/date-range';
import type { Db } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import { drainMemberActivity } from '../../lib/member-activity';
import type { Merchant } from '../merchant/directory';
import { listMerchants } from '../merchant/repository';
import { expireBonuses } from './bonus-service';
import { claimRebate, isOpen, zoneOf } from './claim-service';
import { drawDueRaffles } from './raffle-service';
import * as repo from './repository';
import { evaluateVip } from './vip-service';
import { payVipBirthdays } from './vip-birthday';

const DAY = 86_400_000;

/**
 * The daily automatic rebate claim (a rebate promotion's `autoClaimDaily`): once the merchant-zone
 * day has closed, everyone who played that day is paid what accrued until its end. A member already
 * paid for it (by hand, or by another process's pass) is paid nothing more: the claim's occasion is
 * its start, so each stretch of play is paid once.
 */
export async function autoClaimRebates(db: Db, merchant: Merchant, now = new Date()): Promise<number> {
  const midnight = zonedMidnight(zonedDay(now, zoneOf(merchant)), zoneOf(merchant));
  let paid = 0;
  for (const row of await repo.listPromotions(db, merchant.id)) {
    if (row.settings.kind !== 'rebate' || !row.settings.autoClaimDaily || isOpen(row, now) !== 'open') continue;
    for (const member of await repo.membersWithRounds(db, merchant.id, new Date(midnight.getTime() - DAY), midnight)) {
      const claimed = await claimRebate(db, merchant, member, row.id, now, { until: midnight }).then(
        () => 1,
        (error: unknown) => {
          if (isAppError(error)) return 0; // nothing accrued, below the minimum, already paid, budget spent
          throw error;
        },
      );
      paid += claimed;
    }
  }
  return paid;
}

/**
 * The promotions' scheduled money work for every merchant: bonus expiry, daily rebate claims, raffle
 * draws, VIP birthdays, and the VIP level of every member who played or deposited since the last
 * pass (paying a first-reached level's upgrade bonus without waiting for the member to look).
 */
export async function promotionUpkeep(db: Db, now = new Date()): Promise<{ expired: number; rebates: number; raffles: number; birthdays: number; vip: number }> {
  const result = { expired: 0, rebates: 0, raffles: 0, birthdays: 0, vip: 0 };
  for (const merchant of await listMerchants(db)) {
    for (const memberId of drainMemberActivity(merchant.id)) {
      await evaluateVip(db, merchant, memberId, now);
      result.vip += 1;
    }
    result.expired += await expireBonuses(db, merchant, now);
    result.rebates += await autoClaimRebates(db, merchant, now);
    result.raffles += await drawDueRaffles(db, merchant, now);
    result.birthdays += await payVipBirthdays(db, merchant, now);
  }
  return result;
}
