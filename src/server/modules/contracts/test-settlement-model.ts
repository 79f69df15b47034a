import fc from 'fast-check';
import { rateFor, type ContractKind, type ContractTier } from '@shared/api/contracts';
import type { ContractRow } from './contract-repository';
import { amountOf } from './settlement-service';

/** One step of the settlement property test (settlement.property.test.ts). */
export type Step =
  | { op: 'wait'; hours: number }
  | { op: 'play'; who: number; bet: number; win: number }
  | { op: 'offer'; kind: SettledKind; to: number; tiers: ContractTier[]; answer: 'accept' | 'confirm' | 'reject' }
  | { op: 'end'; kind: SettledKind; who: number; by: 'agent' | 'upline' | 'operator' }
  | { op: 'settle'; kind: SettledKind; twice: boolean; replay: boolean };

/** Daily wages stand for the salaries (same code, one period type); dividends add loss, carry and shortfall. */
export type SettledKind = Extract<ContractKind, 'dailyWage' | 'dividend'>;
const kind = fc.constantFrom<SettledKind>('dailyWage', 'dividend');

/**
 * The fixed tree of a run: agents 0-4 (0 top-level; 1 and 2 under 0; 3 under 1; 4 under 3) and
 * members 0-5 (under agents 0, 1, 2, 3, 4, 4).
 */
export const AGENT_UPLINE: readonly (number | null)[] = [null, 0, 0, 1, 3];
export const MEMBER_AGENT: readonly number[] = [0, 1, 2, 3, 4, 4];

const tier = fc.record({
  minTurnover: fc.constantFrom(0, 1_000, 5_000),
  minActive: fc.constantFrom(0, 1, 2),
  rateBp: fc.integer({ min: 0, max: 4_000 }),
});

export const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('play' as const), who: fc.nat(5), bet: fc.integer({ min: 1, max: 5_000 }), win: fc.integer({ min: 0, max: 8_000 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('offer' as const),
      kind,
      to: fc.nat(4),
      tiers: fc.uniqueArray(tier, { minLength: 1, maxLength: 3, selector: (t) => `${t.minTurnover}:${t.minActive}` }),
      answer: fc.constantFrom<'accept' | 'confirm' | 'reject'>('accept', 'confirm', 'confirm', 'reject'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('end' as const), kind, who: fc.nat(4), by: fc.constantFrom<'agent' | 'upline' | 'operator'>('agent', 'upline', 'operator') }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('settle' as const), kind, twice: fc.boolean(), replay: fc.boolean() }) },
);

export interface Play {
  member: number;
  at: number;
  bet: number;
  win: number;
}

export interface ExpectedSettlement {
  contractId: number;
  agent: number;
  payer: number | null;
  turnover: number;
  active: number;
  netLoss: number;
  carriedIn: number;
  rateBp: number;
  amount: number;
  paid: number;
}

/**
 * What a run must pay, computed from the model's plays and the contracts in force (balances move in
 * `balances`, indexed by agent): uplines before downlines, the house pays in full, an agent pays what
 * it holds and the house covers the rest (the merchant's `dividendShortfall: 'house'`).
 */
export function expectedRun(
  settledKind: SettledKind,
  contracts: readonly ContractRow[],
  agentIndex: (memberId: number) => number,
  plays: readonly Play[],
  period: { start: number; end: number },
  minBet: number,
  lastBase: Map<number, number>,
  balances: number[],
): ExpectedSettlement[] {
  const depth = (agent: number): number => (AGENT_UPLINE[agent] === null ? 0 : 1 + depth(AGENT_UPLINE[agent] ?? 0));
  const below = (agent: number, member: number): boolean => {
    for (let a: number | null = MEMBER_AGENT[member] ?? null; a !== null; a = AGENT_UPLINE[a] ?? null) if (a === agent) return true;
    return false;
  };
  const ordered = [...contracts].sort((a, b) => depth(agentIndex(a.agentId)) - depth(agentIndex(b.agentId)) || a.id - b.id);
  return ordered.map((contract) => {
    const agent = agentIndex(contract.agentId);
    const perMember = MEMBER_AGENT.map((_, member) => {
      const inside = plays.filter((p) => p.member === member && p.at >= period.start && p.at < period.end && below(agent, member));
      return { bet: inside.reduce((s, p) => s + p.bet, 0), win: inside.reduce((s, p) => s + p.win, 0) };
    });
    const turnover = perMember.reduce((s, m) => s + Math.max(0, m.bet), 0);
    const active = perMember.filter((m) => m.bet > 0 && m.bet >= minBet).length;
    const netLoss = perMember.reduce((s, m) => s + m.bet - m.win, 0);
    const before = lastBase.get(contract.id);
    const carriedIn = settledKind === 'dividend' && before !== undefined ? Math.min(0, before) : 0;
    if (settledKind === 'dividend') lastBase.set(contract.id, netLoss + carriedIn);
    const { rateBp } = rateFor(contract.tiers, turnover, active);
    const amount = amountOf(settledKind === 'dividend' ? netLoss + carriedIn : turnover, rateBp);
    const payer = contract.uplineId === null ? null : agentIndex(contract.uplineId);
    const fromPayer = payer === null ? amount : Math.min(amount, balances[payer] ?? 0);
    if (payer !== null) balances[payer] = (balances[payer] ?? 0) - fromPayer;
    balances[agent] = (balances[agent] ?? 0) + amount;
    return { contractId: contract.id, agent, payer, turnover, active, netLoss, carriedIn, rateBp, amount, paid: amount };
  });
}
