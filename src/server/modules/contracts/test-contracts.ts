import { and, eq } from 'drizzle-orm';
import type { ContractTier } from '@shared/api/contracts';
import { members, merchants } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { bearer, loginToken, type AccountTestApp } from '../../test/account-client';
import { operatorToken } from '../../test/operator-client';
import { transfer } from '../ledger/service';
import type { Merchant } from '../merchant/directory';
import { listMerchants } from '../merchant/repository';

export interface Answer<T> {
  success: boolean;
  code?: string;
  message?: string;
  errors?: Record<string, string>;
  value: T;
}

export const tiers = (...rows: [number, number, number][]): ContractTier[] => rows.map(([minTurnover, minActive, rateBp]) => ({ minTurnover, minActive, rateBp }));

/**
 * A contracts test bench on the seeded app: a merchant, extra agents and members under `demoagent`,
 * signed-in tokens, the operator's token, and helpers that post play and call the API.
 */
export async function contractBench(t: AccountTestApp) {
  const db = t.database.db;
  const [first] = await db.select({ id: merchants.id }).from(merchants);
  if (!first) throw new Error('no merchant');
  const merchant = async (): Promise<Merchant> => {
    const found = (await listMerchants(db)).find((m) => m.id === first.id);
    if (!found) throw new Error('merchant vanished');
    return found;
  };
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const [agent] = await db.select({ id: members.id }).from(members).where(and(eq(members.merchantId, first.id), eq(members.account, 'demoagent')));
  ids.demoagent = agent?.id ?? 0;
  const hash = await hashPassword('Team1234', 'test');
  const add = async (account: string, type: number, upline: string) => {
    const [row] = await db.insert(members).values({ merchantId: first.id, account, passwordHash: hash, type, uplineId: ids[upline] ?? null }).returning({ id: members.id });
    ids[account] = row?.id ?? 0;
  };
  let n = 0;
  const play = async (account: string, bet: number, win: number, at?: Date) => {
    n += 1;
    const key = `ctest-${n}`;
    const main = { kind: 'player_main' as const, memberId: ids[account] ?? 0 };
    const vendor = { kind: 'vendor_settlement' as const, code: 'CTEST' };
    const base = { merchantId: first.id, actor: 'test', currency: 'THB', at };
    await transfer(db, { ...base, idempotencyKey: `${key}-d`, type: 'deposit', reference: key, from: { kind: 'payment_clearing' }, to: main, amount: bet });
    await transfer(db, { ...base, idempotencyKey: `${key}-b`, type: 'bet', reference: key, from: main, to: vendor, amount: bet });
    if (win > 0) await transfer(db, { ...base, idempotencyKey: `${key}-w`, type: 'win', reference: key, from: vendor, to: main, amount: win });
  };
  const call = async <T>(who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const headers = who === 'ops' ? bearer(tokens.ops ?? '') : bearer(tokens[who] ?? '');
    const response = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: response.statusCode, body: response.json<Answer<T>>() };
  };
  const login = async (account: string, password = 'Team1234') => {
    tokens[account] = await loginToken(t, account, password);
  };
  tokens.ops = await operatorToken(t);
  tokens.demoagent = await loginToken(t, 'demoagent', 'Agent1234');
  return { db, merchantId: first.id, merchant, ids, tokens, add, play, call, login };
}
export type ContractBench = Awaited<ReturnType<typeof contractBench>>;
