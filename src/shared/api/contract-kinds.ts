import type { AgentPage } from '../routes';

/**
 * The contracts contract's plain values and rules, without zod, so the renderer's pages import them
 * cheaply (contracts.ts adds the schemas). Agent contracts: spec sections 2, 3, 4 and 9.
 */
export const CONTRACT_KINDS = ['dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The merchant flag that turns each kind on; a kind that is off is hidden and refused. */
export const CONTRACT_KIND_FEATURE: Readonly<Record<ContractKind, 'dividend' | 'salary' | 'hourlySalary' | 'realtimeSalary'>> = {
  dividend: 'dividend',
  dailyWage: 'salary',
  hourlySalary: 'hourlySalary',
  realtimeSalary: 'realtimeSalary',
};

/** The agent-centre page of each kind. */
export const CONTRACT_KIND_PAGE: Readonly<Record<ContractKind, AgentPage>> = {
  dividend: 'agentDividendRecordCopy2',
  dailyWage: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

/** The ledger transfer type each kind pays with (the revenue report's sources). */
export const CONTRACT_LEDGER_TYPE: Readonly<Record<ContractKind, string>> = {
  dividend: 'dividend',
  dailyWage: 'daily_wage',
  hourlySalary: 'hourly_salary',
  realtimeSalary: 'realtime_salary',
};

export const CONTRACT_PERIOD_TYPES = ['fiveMinutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriodType = (typeof CONTRACT_PERIOD_TYPES)[number];

/** The period types each kind may be offered with; the first is the default. */
export const KIND_PERIOD_TYPES: Readonly<Record<ContractKind, readonly ContractPeriodType[]>> = {
  dividend: ['weekly', 'daily', 'semimonthly', 'monthly'],
  dailyWage: ['daily'],
  hourlySalary: ['hourly'],
  realtimeSalary: ['fiveMinutes'],
};

/** Rates are basis points: 10,000 = 100 % (of turnover for salaries, of net loss for dividends). */
export const RATE_MAX_BP = 10_000;
export const MAX_TIERS = 10;
/** Largest turnover threshold a tier may name, in minor units. */
export const MAX_TIER_TURNOVER = 1_000_000_000_000;
export const MAX_TIER_ACTIVE = 1_000_000;

/** One row of a contract's table: reaching both thresholds in a period earns the rate. */
export interface ContractTier {
  minTurnover: number;
  minActive: number;
  rateBp: number;
}

/**
 * The rate a table gives for a period's figures: the best rate among the tiers whose thresholds
 * both are reached (0 when none is). Taking the best makes every table's rate rise (never fall) as
 * turnover and active members rise, which is what keeps a salary-paying agent's net at zero or more.
 */
export function rateFor(tiers: readonly ContractTier[], turnover: number, active: number): { rateBp: number; tier: number | null } {
  let best: { rateBp: number; tier: number | null } = { rateBp: 0, tier: null };
  tiers.forEach((tier, index) => {
    if (turnover >= tier.minTurnover && active >= tier.minActive && (best.tier === null || tier.rateBp > best.rateBp)) best = { rateBp: tier.rateBp, tier: index };
  });
  return best;
}

/**
 * Where a downline's table would pay more than its upline's for the same figures (the rate
 * invariant), or null when it never does. Both tables are step functions of (turnover, active), so
 * comparing them at every corner their thresholds make is exact.
 */
export function rateBreach(down: readonly ContractTier[], up: readonly ContractTier[] | null): { minTurnover: number; minActive: number; rateBp: number; uplineRateBp: number } | null {
  const turnovers = [...new Set([0, ...down.map((t) => t.minTurnover), ...(up ?? []).map((t) => t.minTurnover)])];
  const actives = [...new Set([0, ...down.map((t) => t.minActive), ...(up ?? []).map((t) => t.minActive)])];
  for (const minTurnover of turnovers) {
    for (const minActive of actives) {
      const rateBp = rateFor(down, minTurnover, minActive).rateBp;
      const uplineRateBp = up ? rateFor(up, minTurnover, minActive).rateBp : 0;
      if (rateBp > uplineRateBp) return { minTurnover, minActive, rateBp, uplineRateBp };
    }
  }
  return null;
}

/** The highest rate a table pays (the offer form's allowed range ends there). */
export const maxRateOf = (tiers: readonly ContractTier[] | null): number => Math.max(0, ...(tiers ?? []).map((t) => t.rateBp));

export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'expired', 'terminated', 'replaced', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Why a contract ended (or an offer was withdrawn). */
export const CONTRACT_END_REASONS = ['terminated', 'replaced', 'upline_rate_lowered', 'upline_contract_ended', 'period_changed', 'operator'] as const;
export type ContractEndReason = (typeof CONTRACT_END_REASONS)[number];

export const CONTRACT_EVENTS = [
  'offered',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
  'termination_requested',
  'termination_rejected',
  'termination_expired',
  'terminated',
  'auto_terminated',
  'replaced',
] as const;
export type ContractEvent = (typeof CONTRACT_EVENTS)[number];

export const SETTLEMENT_STATUSES = ['paid', 'partial', 'zero', 'voided'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** A request waiting for the viewer's answer (the consolidated-funds call, badges, contract modal). */
export const CONTRACT_REQUEST_TYPES = ['new', 'termination'] as const;
