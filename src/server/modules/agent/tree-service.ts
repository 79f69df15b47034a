import { isAgentType } from '@shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isCheckViolation } from '../../lib/sql-state';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { accountOfMember, findMemberByAccount, setUpline } from './tree-repository';

export interface MoveResult {
  account: string;
  before: string | null;
  after: string | null;
}

/**
 * Moves a member, with its whole subtree, under another agent of the same merchant (or to the top
 * with `uplineAccount` null): an operator action, audited in the same transaction. Refused when the
 * member or the upline does not exist (not_found), when the new upline is not an agent or is the
 * member itself or one of its downlines (validation_failed on `upline`).
 */
export async function moveMember(db: Db, who: OperatorActor, account: string, uplineAccount: string | null): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const member = await findMemberByAccount(tx, who.merchantId, account);
    if (!member) throw new AppError('not_found', `no member ${account}`, { account: 'not_found' });
    const upline = uplineAccount === null ? null : await findMemberByAccount(tx, who.merchantId, uplineAccount);
    if (upline === undefined) throw new AppError('not_found', `no member ${uplineAccount ?? ''}`, { upline: 'not_found' });
    if (upline && !isAgentType(upline.type)) throw new AppError('validation_failed', `${upline.account} is not an agent`, { upline: 'not_agent' });
    const previous = member.uplineId === null ? null : await accountOfMember(tx, member.uplineId);
    if (member.uplineId === (upline?.id ?? null)) return { account, before: previous, after: previous };
    try {
      await setUpline(tx, member.id, upline?.id ?? null);
    } catch (error) {
      if (isCheckViolation(error)) {
        throw new AppError('validation_failed', `${uplineAccount ?? ''} is ${account} itself or one of its downlines`, { upline: 'cycle' });
      }
      throw error;
    }
    await recordAudit(tx, who, {
      action: 'member.move',
      targetType: 'member',
      targetId: String(member.id),
      before: { account, upline: previous },
      after: { account, upline: upline?.account ?? null },
    });
    return { account, before: previous, after: upline?.account ?? null };
  });
}
