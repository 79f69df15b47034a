import { CHILD_AGENT_TYPE, type AgentRegisterResult, type RegisterKind } from '@shared/api/agent';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/sql-state';
import type { Merchant } from '../merchant/directory';
import { taken } from '../member/register-service';
import { credentialProblems, throwIfProblems } from '../member/register-validation';
import { findMemberByAccount, insertMember, insertProfile } from '../member/repository';
import type { AccountsContext, ClientInfo } from '../session/context';
import { agentMay } from './agent-permissions';
import { requireAgent, type AgentRef } from './team-service';

export interface AgentRegisterInput {
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  kind: RegisterKind;
}

/** Per agent: a shop signing up a queue of walk-in players stays well inside it, a script does not. */
const LIMIT = { count: 30, windowMs: 10 * 60_000 };

/**
 * POST /wps/agent/register: an agent registers a member, or (registerAgents) a type 2 agent, directly
 * below itself. The username and password follow the merchant's registration rules and answer as
 * registration does (422 validation_failed per field, 409 account_exists); the new account signs in
 * itself later, so no session is made here.
 */
export async function registerDownline(ctx: AccountsContext, merchant: Merchant, agent: AgentRef, input: AgentRegisterInput, client: ClientInfo): Promise<AgentRegisterResult> {
  requireAgent(agent);
  const action = input.kind === 'agent' ? 'registerAgents' : 'registerMembers';
  if (!agentMay(merchant.config, agent.type, action)) throw new AppError('function_not_enabled', `This agent type may not ${action}`);
  await ctx.rateLimit.hit(`agent-register:${merchant.id}:${agent.id}`, LIMIT.count, LIMIT.windowMs);
  throwIfProblems(credentialProblems(merchant.config.register, input));
  const account = input.username.toLowerCase();
  if (await findMemberByAccount(ctx.db, merchant.id, account)) throw taken('username');
  const passwordHash = await hashPassword(input.password, ctx.config.passwordCost);
  const nickname = input.nickname || account;
  const type = input.kind === 'agent' ? CHILD_AGENT_TYPE : 0;
  const now = new Date(ctx.now());
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const created = await insertMember(tx, { merchantId: merchant.id, account, nickname, type, passwordHash, uplineId: agent.id, passwordChangedAt: now, createdAt: now });
      await insertProfile(tx, { memberId: created, registerMethod: 'AGENT', registerIp: client.ip });
      return created;
    });
    return { id, account, nickname, type, kind: input.kind };
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser hears "taken".
    if (isUniqueViolation(error)) throw taken('username');
    throw error;
  }
}
