import type { VipLevel } from '@shared/api/promotions';
import { birthdaysOn } from '@shared/birthday';
import { zonedDay } from '@shared/date-range';
import type { Db } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import { transfer } from '../ledger/service';
import type { Merchant } from '../merchant/directory';
import { zoneOf } from './claim-service';
import { birthdayMembersUnpaid } from './vip-birthday-repository';
import { evaluateVip } from './vip-service';

/** The level's birthday bonus; ladders saved before the field existed have none. */
const bonusOf = (level: Partial<VipLevel> | undefined): number => level?.birthdayBonus ?? 0;

/**
 * The VIP birthday bonus: on the member's birthday (the merchant's calendar; 29 February is kept on
 * 28 February of a common year), its current level's `birthdayBonus` is paid from the promotions
 * account, once a year. The ledger key vip-birthday:<member>:<year> makes it once across retries,
 * restarts and other processes' passes; a member whose level pays nothing is looked at again on
 * the next pass (its level may rise during the day). Answers how many were paid by this pass.
 */
export async function payVipBirthdays(db: Db, merchant: Merchant, now = new Date()): Promise<number> {
  if (!merchant.config.vip) return 0;
  const today = zonedDay(now, zoneOf(merchant));
  let paid = 0;
  for (const memberId of await birthdayMembersUnpaid(db, merchant.id, birthdaysOn(today), today.year)) {
    const { level } = await evaluateVip(db, merchant, memberId, now);
    const amount = bonusOf(level);
    if (amount <= 0) continue;
    const result = await transfer(db, {
      merchantId: merchant.id,
      idempotencyKey: `vip-birthday:${memberId}:${today.year}`,
      type: 'bonus',
      reference: `vip-birthday:${today.year}`,
      actor: 'system',
      from: { kind: 'promotions' },
      to: { kind: 'player_main', memberId },
      amount,
      currency: merchant.config.currency.code,
    }).catch((error: unknown) => {
      // Another pass paid it at another level's amount (the level moved between the passes).
      if (isAppError(error) && error.code === 'idempotency_conflict') return { replayed: true };
      throw error;
    });
    if (!result.replayed) paid += 1;
  }
  return paid;
}
