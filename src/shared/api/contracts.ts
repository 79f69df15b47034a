import { z } from 'zod';
import {
  CONTRACT_END_REASONS,
  CONTRACT_EVENTS,
  CONTRACT_KINDS,
  CONTRACT_PERIOD_TYPES,
  CONTRACT_REQUEST_TYPES,
  CONTRACT_STATUSES,
  MAX_TIER_ACTIVE,
  MAX_TIER_TURNOVER,
  MAX_TIERS,
  RATE_MAX_BP,
  SETTLEMENT_STATUSES,
} from './contract-kinds';

export * from './contract-kinds';

/**
 * Agent contracts and their settlements (spec sections 2, 3, 4 and 9). An upline (or, for a
 * top-level agent, the house) offers a direct downline agent a contract of one kind; the downline
 * accepts or rejects it; either side may ask to end it. Each closed period the contract in force
 * pays the downline rate × its team's valid turnover (salaries) or rate × its team's net loss
 * (dividend), the upline paying from its own wallet (the house for top-level agents).
 */

/** One row of a contract's table: reaching both thresholds in a period earns the rate. */
export const contractTierSchema = z.strictObject({
  minTurnover: z.number().int().min(0).max(MAX_TIER_TURNOVER),
  minActive: z.number().int().min(0).max(MAX_TIER_ACTIVE),
  rateBp: z.number().int().min(0).max(RATE_MAX_BP),
});

export const contractTiersSchema = z
  .array(contractTierSchema)
  .min(1)
  .max(MAX_TIERS)
  .refine((tiers) => new Set(tiers.map((t) => `${t.minTurnover}:${t.minActive}`)).size === tiers.length, { message: 'duplicate_tier' });

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

export const contractRequestSchema = z.object({ kind: z.enum(CONTRACT_KINDS), requestType: z.enum(CONTRACT_REQUEST_TYPES), contractId: z.number().int() });
export type ContractRequest = z.infer<typeof contractRequestSchema>;
