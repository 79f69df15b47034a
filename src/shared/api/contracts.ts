import { z } from 'zod';
import type { AgentPage } from '../routes';

/**
 * Agent contracts and their settlements (spec sections 2, 3, 4 and 9). An upline (or, for a
 * top-level agent, the house) offers a direct downline agent a contract of one kind; the downline
 * accepts or rejects it; either side may ask to end it. Each closed period the contract in force
 * pays the downline rate × its team's valid turnover (salaries) or rate × its team's net loss
 * (dividend), the upline paying from its own wallet (the house for top-level agents).
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
export const contractTierSchema = z.strictObject({
  minTurnover: z.number().int().min(0).max(MAX_TIER_TURNOVER),
  minActive: z.number().int().min(0).max(MAX_TIER_ACTIVE),
  rateBp: z.number().int().min(0).max(RATE_MAX_BP),
});
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractTiersSchema = z
  .array(contractTierSchema)
  .min(1)
  .max(MAX_TIERS)
  .refine((tiers) => new Set(tiers.map((t) => `${t.minTurnover}:${t.minActive}`)).size === tiers.length, { message: 'duplicate_tier' });

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

/** The parties as a viewer sees them: the upline is null when it is the house (the operator). */
const partySchema = z.object({ id: z.number().int(), account: z.string() });

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  periodType: z.enum(CONTRACT_PERIOD_TYPES),
  tiers: z.array(contractTierSchema),
  status: z.enum(CONTRACT_STATUSES),
  upline: partySchema.nullable(),
  agent: partySchema,
  offeredAt: z.string(),
  /** When an unanswered offer lapses. */
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  /** A termination one side asked for and the other has not answered yet. */
  termination: z.object({ requestedBy: z.enum(['upline', 'agent']), requestedAt: z.string(), expiresAt: z.string() }).nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractEventSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  event: z.enum(CONTRACT_EVENTS),
  /** `member:<id>`, `operator:<id>`, `system`. */
  actor: z.string(),
  actorAccount: z.string().nullable(),
  agentAccount: z.string(),
  reason: z.string().nullable(),
  tiers: z.array(contractTierSchema),
  periodType: z.enum(CONTRACT_PERIOD_TYPES),
  at: z.string(),
});
export type ContractEventRow = z.infer<typeof contractEventSchema>;

export const downlineContractSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  contract: contractSchema.nullable(),
  offer: contractSchema.nullable(),
});
export type DownlineContract = z.infer<typeof downlineContractSchema>;

/** Everything an agent's page of one kind shows about contracts. */
export const contractViewSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  currency: z.string(),
  periodTypes: z.array(z.enum(CONTRACT_PERIOD_TYPES)),
  current: contractSchema.nullable(),
  /** Offers to this agent waiting for its answer. */
  offers: z.array(contractSchema),
  /** May offer contracts of this kind to its downline agents (permission and a contract in force). */
  mayOffer: z.boolean(),
  downlines: z.array(downlineContractSchema),
  history: z.array(contractEventSchema),
  /** Valid bets in a period that make a member active, minor units. */
  activeMemberMinBet: z.number().int(),
  requestExpiryHours: z.number().int(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

export const contractKindQuery = { kind: z.enum(CONTRACT_KINDS) };

export const contractOfferBody = z.strictObject({
  kind: z.enum(CONTRACT_KINDS),
  /** The direct downline agent's account. */
  account: z.string().trim().min(1).max(64),
  periodType: z.enum(CONTRACT_PERIOD_TYPES),
  tiers: contractTiersSchema,
});
export type ContractOfferBody = z.infer<typeof contractOfferBody>;

/** Accepting an offer that ends downline contracts needs confirm: true (the warning was shown). */
export const contractAcceptBody = z.strictObject({ confirm: z.boolean().optional() });

/** A downline contract that accepting (or ending) a contract would end, and why. */
export const contractImpactSchema = z.object({
  contracts: z.array(z.object({ contractId: z.number().int(), account: z.string(), depth: z.number().int(), reason: z.enum(CONTRACT_END_REASONS) })),
});
export type ContractImpact = z.infer<typeof contractImpactSchema>;

export const SETTLEMENT_STATUSES = ['paid', 'partial', 'zero', 'voided'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** One contract's settlement for one period, with every input that decided it. */
export const settlementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  contractId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** received: paid to the viewer; paid: the viewer paid it to a downline. */
  role: z.enum(['received', 'paid']),
  agentAccount: z.string(),
  /** Null when the house paid. */
  payerAccount: z.string().nullable(),
  turnover: z.number().int(),
  activeMembers: z.number().int(),
  netLoss: z.number().int(),
  /** A dividend's loss carried in from earlier periods (zero or negative). */
  carriedIn: z.number().int(),
  tier: z.number().int().nullable(),
  rateBp: z.number().int(),
  amount: z.number().int(),
  /** Paid so far; amount − paid is owed (dividends whose payer lacked the money). */
  paid: z.number().int(),
  status: z.enum(SETTLEMENT_STATUSES),
  settledAt: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementQuery = {
  kind: z.enum(CONTRACT_KINDS),
  role: z.enum(['received', 'paid']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const settlementPageSchema = z.object({
  list: z.array(settlementSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  currency: z.string(),
  /** Over every settlement of the kind: what the viewer received, paid, and still owes or is owed. */
  totals: z.object({ received: z.number().int(), paid: z.number().int(), owedToMe: z.number().int(), owedByMe: z.number().int() }),
});
export type SettlementPage = z.infer<typeof settlementPageSchema>;

/** A request waiting for the viewer's answer (the consolidated-funds call, badges, contract modal). */
export const CONTRACT_REQUEST_TYPES = ['new', 'termination'] as const;
export const contractRequestSchema = z.object({ kind: z.enum(CONTRACT_KINDS), requestType: z.enum(CONTRACT_REQUEST_TYPES), contractId: z.number().int() });
export type ContractRequest = z.infer<typeof contractRequestSchema>;
