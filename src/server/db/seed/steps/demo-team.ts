import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword, type PasswordCost } from '../../../lib/password';
import { members } from '../../schema';
import { DEMO_AGENT } from '../data/demo-accounts';
import { DEMO_TEAM_AGENTS, DEMO_TEAM_MEMBERS, DEMO_TEAM_PASSWORD } from '../data/demo-team';
import type { SeedTx } from '../db-types';

const DAY = 24 * 60 * 60 * 1_000;

/** Registration dates: agents about two months ago, their players spread over the weeks since. */
function registeredAt(now: Date, index: number, agent: boolean): Date {
  const daysAgo = agent ? 59 - index : 3 + ((index * 37) % 50);
  return new Date(now.getTime() - daysAgo * DAY - ((index * 7_919) % 600) * 60_000);
}

/**
 * The demo agent's team (data/demo-team.ts): sub-agents of types 2, 41 and 42, one of them under
 * another, each with players, so the tree is three levels deep below `demoagent`. Accounts that
 * exist are left alone; the one password is hashed once, and only when an account is missing.
 * The closure table follows by itself (member_tree_maintain). Answers the team's ids by account.
 */
export async function seedDemoTeam(tx: SeedTx, merchantId: number, cost: PasswordCost, now: Date): Promise<Map<string, number>> {
  const accounts = [DEMO_AGENT.account, ...DEMO_TEAM_AGENTS.map((a) => a.account), ...DEMO_TEAM_MEMBERS.map((m) => m.account)];
  const idsOf = async () => {
    const rows = await tx
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), inArray(members.account, accounts)));
    return new Map(rows.map((row) => [row.account, row.id]));
  };
  let ids = await idsOf();
  if (accounts.every((account) => ids.has(account))) return ids;
  const passwordHash = await hashPassword(DEMO_TEAM_PASSWORD, cost);
  const uplineOf = (account: string | undefined) => {
    const id = ids.get(account ?? DEMO_AGENT.account);
    if (id === undefined) throw new Error(`demo team: upline ${account ?? DEMO_AGENT.account} is missing`);
    return id;
  };
  // Agents one by one (an agent's upline may be the one before); then every player in one insert.
  for (const [index, agent] of DEMO_TEAM_AGENTS.entries()) {
    if (ids.has(agent.account)) continue;
    const [row] = await tx
      .insert(members)
      .values({
        merchantId,
        account: agent.account,
        nickname: agent.nickname,
        type: agent.type,
        passwordHash,
        affiliateCode: agent.affiliateCode,
        uplineId: uplineOf(agent.upline),
        createdAt: registeredAt(now, index, true),
        passwordChangedAt: registeredAt(now, index, true),
      })
      .returning({ id: members.id });
    if (row) ids.set(agent.account, row.id);
  }
  const missing = DEMO_TEAM_MEMBERS.map((member, index) => ({ member, at: registeredAt(now, index, false) })).filter(({ member }) => !ids.has(member.account));
  if (missing.length > 0) {
    await tx.insert(members).values(
      missing.map(({ member, at }) => ({
        merchantId,
        account: member.account,
        nickname: member.nickname,
        type: 0,
        passwordHash,
        uplineId: uplineOf(member.upline),
        createdAt: at,
        passwordChangedAt: at,
      })),
    );
  }
  ids = await idsOf();
  return ids;
}
