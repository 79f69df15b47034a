import type { ContractKind, ContractPeriodType, ContractTier } from '@shared/api/contracts';

/**
 * The demo agent tree's contracts (steps/demo-contracts.ts): the house with `demoagent` for every
 * kind, `demoagent` with two of its sub-agents, one offer nobody has answered and one termination
 * nobody has answered. Rates are basis points (100 = 1 %); thresholds are a period's valid turnover
 * in minor units (satang) and its active members. The team bets about 3,500 THB on a median day, so
 * the tables' upper tiers are reached on its better days and weeks.
 */
export interface DemoContract {
  kind: ContractKind;
  periodType: ContractPeriodType;
  /** Null: the house (an operator) offers it to the top-level demo agent. */
  upline: string | null;
  agent: string;
  tiers: ContractTier[];
}

const tiers = (...rows: [minTurnover: number, minActive: number, rateBp: number][]): ContractTier[] =>
  rows.map(([minTurnover, minActive, rateBp]) => ({ minTurnover, minActive, rateBp }));

/** Uplines first: an agent offers a kind only once its own contract of that kind is in force. */
export const DEMO_CONTRACTS: DemoContract[] = [
  { kind: 'dividend', periodType: 'weekly', upline: null, agent: 'demoagent', tiers: tiers([0, 0, 3_000], [2_000_000, 5, 3_500], [5_000_000, 10, 4_000]) },
  { kind: 'dailyWage', periodType: 'daily', upline: null, agent: 'demoagent', tiers: tiers([0, 0, 80], [300_000, 3, 100], [600_000, 6, 120], [1_000_000, 10, 150]) },
  { kind: 'hourlySalary', periodType: 'hourly', upline: null, agent: 'demoagent', tiers: tiers([0, 0, 50], [100_000, 2, 70], [300_000, 4, 90]) },
  { kind: 'realtimeSalary', periodType: 'fiveMinutes', upline: null, agent: 'demoagent', tiers: tiers([0, 0, 30], [50_000, 2, 50]) },
  { kind: 'dividend', periodType: 'weekly', upline: 'demoagent', agent: 'somchaiag', tiers: tiers([0, 0, 2_500], [2_000_000, 5, 3_000]) },
  { kind: 'dailyWage', periodType: 'daily', upline: 'demoagent', agent: 'somchaiag', tiers: tiers([0, 0, 60], [300_000, 3, 80], [600_000, 6, 100]) },
  { kind: 'hourlySalary', periodType: 'hourly', upline: 'demoagent', agent: 'somchaiag', tiers: tiers([0, 0, 40], [100_000, 2, 60]) },
  { kind: 'realtimeSalary', periodType: 'fiveMinutes', upline: 'demoagent', agent: 'somchaiag', tiers: tiers([0, 0, 30], [50_000, 2, 40]) },
  { kind: 'dividend', periodType: 'weekly', upline: 'demoagent', agent: 'wichaiag', tiers: tiers([0, 0, 2_000], [2_000_000, 5, 2_500]) },
  { kind: 'dailyWage', periodType: 'daily', upline: 'demoagent', agent: 'wichaiag', tiers: tiers([0, 0, 50], [300_000, 3, 70]) },
];

/** The offer left unanswered: somchaiag's daily wages for its own sub-agent. */
export const DEMO_PENDING_OFFER: DemoContract = { kind: 'dailyWage', periodType: 'daily', upline: 'somchaiag', agent: 'nattapongag', tiers: tiers([0, 0, 40], [300_000, 3, 60]) };

/** The termination left unanswered: wichaiag asked to end its dividend contract with demoagent. */
export const DEMO_PENDING_TERMINATION: { kind: ContractKind; agent: string } = { kind: 'dividend', agent: 'wichaiag' };

/**
 * How far back each kind's settled history reaches, in hours. Daily wages and dividends: the whole
 * 60 days. Hourly and five-minute runs are many (1,440 and 17,280 in 60 days), so the seed settles
 * only their recent ones and stays fast; their contracts are accepted at that point.
 */
export const DEMO_HISTORY_HOURS: Readonly<Record<ContractKind, number>> = {
  dividend: 60 * 24,
  dailyWage: 60 * 24,
  hourlySalary: 2 * 24,
  realtimeSalary: 6,
};
