import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword, type PasswordCost } from '../../../lib/password';
import { members } from '../../schema';
import { DEMO_AGENT, DEMO_DOWNLINES, DEMO_PLAYER } from '../data/demo-accounts';
import type { SeedTx } from '../db-types';

interface AccountSeed {
  account: string;
  password: string;
  nickname: string;
  type: number;
  affiliateCode?: string;
}

/** Inserts the accounts that do not exist yet; existing ones (and their passwords) are left alone. */
async function insertMissing(tx: SeedTx, merchantId: number, accounts: AccountSeed[], cost: PasswordCost, uplineId?: number): Promise<void> {
  const names = accounts.map((a) => a.account);
  const existing = await tx
    .select({ account: members.account })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.account, names)));
  const known = new Set(existing.map((row) => row.account));
  const missing = accounts.filter((a) => !known.has(a.account));
  if (missing.length === 0) return;
  // Hashing only what is missing keeps restarts fast at production cost.
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password, cost)));
  await tx
    .insert(members)
    .values(
      missing.map((a, i) => ({
        merchantId,
        account: a.account,
        nickname: a.nickname,
        type: a.type,
        passwordHash: hashes[i] ?? '',
        affiliateCode: a.affiliateCode ?? null,
        uplineId: uplineId ?? null,
      })),
    )
    .onConflictDoNothing();
}

/** A player, an agent and the agent's downlines. */
export async function seedDemoAccounts(tx: SeedTx, merchantId: number, cost: PasswordCost): Promise<void> {
  await insertMissing(tx, merchantId, [DEMO_PLAYER, DEMO_AGENT], cost);
  const [agent] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.account, DEMO_AGENT.account)));
  if (!agent) throw new Error('seed could not create the demo agent');
  await insertMissing(tx, merchantId, DEMO_DOWNLINES, cost, agent.id);
}
