import { birthdayProblem } from '@shared/birthday';
import { zonedDay } from '@shared/date-range';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone';
import { AppError } from '../../lib/app-error';
import type { Merchant } from '../merchant/directory';
import type { AccountsContext } from '../session/context';
import type { AuthSession } from '../session/session-service';
import { setBirthdayOnce } from './repository';

/**
 * POST /wps/member/birthday: the member's birthday, set once (its VIP level's birthday bonus is paid
 * on it, so the member cannot move it; support can). The age is counted on the merchant's calendar.
 */
export async function setBirthday(ctx: AccountsContext, merchant: Merchant, session: AuthSession, birthday: string, ip: string): Promise<void> {
  const today = zonedDay(new Date(ctx.now()), merchant.config.timeZone ?? DEFAULT_TIME_ZONE);
  const problem = birthdayProblem(birthday, today);
  if (problem) throw new AppError('validation_failed', 'Invalid birthday', { birthday: problem });
  const memberId = session.row.member.id;
  if (!(await setBirthdayOnce(ctx.db, memberId, birthday, ip))) {
    throw new AppError('birthday_already_set', 'Birthday already set');
  }
  // The cached sessions carry the profile that /wps/member/info answers.
  ctx.sessions.dropMember(memberId);
}
