import type { Approval } from '@shared/api/approvals';
import type { PlayerDetail, PlayerNote, PlayerSummary } from '@shared/api/players';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deviceLabel } from '../../lib/device';
import { uplineChain } from '../agent/tree-repository';
import { fileApproval, needsSecondApproval } from '../approvals/request';
import { adjustBalance } from '../cashier/adjust-service';
import { balanceOf } from '../ledger/service';
import type { Merchant } from '../merchant/directory';
import { recordAudit, type OperatorActor } from '../operator/audit';
import { revokeAllSessions } from '../session/repository';
import type { SessionCache } from '../session/session-cache';
import * as repo from './repository';

/** What support and finance do to players from the console (and what the ops commands reuse). */

/** What a search term matched on a row (the search ORs them; the first that fits is named). */
function matchedOf(row: { account: string; mobile: string | null; email: string | null; id: number }, q: string): PlayerSummary['matched'] {
  const lower = q.toLowerCase();
  if (row.account.toLowerCase().startsWith(lower)) return 'account';
  if (row.mobile === q) return 'mobile';
  if (row.email?.toLowerCase() === lower) return 'email';
  if (String(row.id) === q) return 'id';
  return 'address';
}

export async function searchPlayers(db: Db, merchantId: number, q: string, limit: number): Promise<PlayerSummary[]> {
  const rows = await repo.searchPlayers(db, merchantId, q, limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), matched: matchedOf(row, q) }));
}

async function playerOf(db: Db, merchantId: number, account: string) {
  const row = await repo.playerByAccount(db, merchantId, account);
  if (!row) throw new AppError('not_found', 'No such player');
  return row;
}

const noteView = (row: { id: number; author: string; text: string; at: Date }): PlayerNote => ({ id: row.id, author: row.author, text: row.text, at: row.at.toISOString() });

export async function playerDetail(db: Db, merchant: Merchant, account: string, now: number): Promise<PlayerDetail> {
  const row = await playerOf(db, merchant.id, account);
  const currency = merchant.config.currency.code;
  const [balance, holding, chain, live, notes, vipLevel] = await Promise.all([
    balanceOf(db, merchant.id, currency, { kind: 'player_main', memberId: row.id }),
    balanceOf(db, merchant.id, currency, { kind: 'withdrawal_hold', memberId: row.id }),
    uplineChain(db, row.id),
    repo.liveSessions(db, row.id, new Date(now)),
    repo.notesOf(db, merchant.id, row.id),
    repo.vipLevelOf(db, row.id),
  ]);
  const uplines = new Map((await repo.membersByIds(db, chain)).map((m) => [m.id, m]));
  const { uplineId: _upline, ...player } = row;
  return {
    player: { ...player, createdAt: row.createdAt.toISOString(), registerIp: row.registerIp ?? null, vipLevel },
    currency,
    balance,
    holding,
    upline: chain.flatMap((id) => {
      const m = uplines.get(id);
      return m ? [{ account: m.account, type: m.type }] : [];
    }),
    sessions: live.map((s) => ({ id: s.id, ip: s.ip, device: deviceLabel(s.userAgent), createdAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString() })),
    notes: notes.map(noteView),
  };
}

/**
 * Blocks or unblocks a player (audited with the reason). A block ends every session at once, and
 * the sign-in refuses the account until it is unblocked.
 */
export async function setPlayerStatus(db: Db, sessions: SessionCache, who: OperatorActor, account: string, status: 'ACTIVE' | 'BLOCKED', reason: string, now: number): Promise<void> {
  const row = await playerOf(db, who.merchantId, account);
  if (row.status === status) return;
  await db.transaction(async (tx) => {
    await repo.setStatus(tx, row.id, status);
    if (status === 'BLOCKED') await revokeAllSessions(tx as Db, row.id, new Date(now));
    await recordAudit(tx, who, { action: status === 'BLOCKED' ? 'player.block' : 'player.unblock', targetType: 'member', targetId: String(row.id), before: { status: row.status }, after: { status, reason } });
  });
  sessions.dropMember(row.id);
}

/** The player's next sign-in may only change the password (and its sessions now end). */
export async function forcePasswordChange(db: Db, sessions: SessionCache, who: OperatorActor, account: string, now: number): Promise<void> {
  const row = await playerOf(db, who.merchantId, account);
  await db.transaction(async (tx) => {
    await repo.setMustChangePassword(tx, row.id);
    await revokeAllSessions(tx as Db, row.id, new Date(now));
    await recordAudit(tx, who, { action: 'player.force_password_change', targetType: 'member', targetId: String(row.id), before: { mustChangePassword: row.mustChangePassword }, after: { mustChangePassword: true } });
  });
  sessions.dropMember(row.id);
}

export async function addNote(db: Db, who: OperatorActor, account: string, text: string): Promise<PlayerNote> {
  const row = await playerOf(db, who.merchantId, account);
  return db.transaction(async (tx) => {
    const note = await repo.insertNote(tx, { merchantId: who.merchantId, memberId: row.id, author: who.actor, text });
    await recordAudit(tx, who, { action: 'player.note', targetType: 'member', targetId: String(row.id), before: null, after: { note: note.id } });
    return noteView(note);
  });
}

/** An adjustment from the console: from the second-approval amount it is filed for another operator. */
export async function adjustOrFile(db: Db, who: OperatorActor, input: { account: string; amount: number; reason: string; currency: string }) {
  const row = await playerOf(db, who.merchantId, input.account);
  const filed: Approval | undefined = await db.transaction(async (tx) => {
    if (!(await needsSecondApproval(tx, who.merchantId, Math.abs(input.amount)))) return undefined;
    const details = { memberId: row.id, signedAmount: input.amount, reason: input.reason };
    return fileApproval(tx, who, { kind: 'balance.adjust', targetId: input.account, amount: Math.abs(input.amount), currency: input.currency, details });
  });
  if (filed) return { approval: filed };
  const done = await adjustBalance(db, who, input);
  return { transferId: done.transferId, before: done.before, after: done.after, approval: null };
}
