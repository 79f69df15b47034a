import { z } from 'zod';
import { downlineRowSchema, revenueReportSchema } from './agent';
import { CONTRACT_KINDS, CONTRACT_PERIOD_TYPES, contractSchema, settlementPageSchema, settlementSchema } from './contracts';

/**
 * The console's agents (issue 22): the member tree (closure table) with search, an agent's team
 * figures for a period, its contracts and its recent settlements. Read-only; the contract actions
 * are the contracts module's own operator routes (/ops-api/contracts…, /ops-api/contract-settlements…).
 */

/** The periods the console's figures offer, in the merchant's time zone. */
export const AGENT_PERIODS = ['today', 'thisMonth', 'lastMonth'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

/** The longest account text a search takes. */
export const AGENT_SEARCH_MAX = 64;

export const agentSearchQuerySchema = z.strictObject({
  /** Part of an account (case-insensitive); empty or absent: the top-level agents. */
  q: z.string().trim().max(AGENT_SEARCH_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const agentChildrenQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const agentDetailQuerySchema = z.strictObject({ period: z.enum(AGENT_PERIODS).default('today') });

export const agentParamsSchema = z.object({ account: z.string().trim().min(1).max(64) });

/** One member of the tree: agents have a team below them, players are leaves. */
export const agentNodeSchema = downlineRowSchema.pick({ id: true, account: true, nickname: true, type: true, isAgent: true, status: true }).extend({
  /** Direct downlines (members whose upline it is). */
  direct: z.number().int(),
  /** Everyone below it, at every depth. */
  teamSize: z.number().int(),
});
export type AgentNode = z.infer<typeof agentNodeSchema>;

/** A top-level agent or a search match, with its uplines from the top down (empty at the top). */
export const agentMatchSchema = agentNodeSchema.extend({ chain: z.array(z.string()) });
export type AgentMatch = z.infer<typeof agentMatchSchema>;

export const agentListSchema = z.object({
  /** The search text, or null for the top-level agents. */
  q: z.string().nullable(),
  list: z.array(agentMatchSchema),
  /** More matched than the limit lets through. */
  more: z.boolean(),
});
export type AgentList = z.infer<typeof agentListSchema>;

export const agentChildrenSchema = z.object({ list: z.array(agentNodeSchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type AgentChildren = z.infer<typeof agentChildrenSchema>;

/** The team's figures over the period (everyone below the agent), and the agent's own income. */
export const agentFiguresSchema = z.object({
  members: z.number().int().describe('everyone below the agent now'),
  direct: z.number().int(),
  newRegistrations: z.number().int(),
  firstDeposits: z.number().int(),
  activeMembers: z.number().int(),
  deposits: z.number().int(),
  depositCount: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  validBets: z.number().int(),
  betCount: z.number().int(),
  wins: z.number().int(),
  netWinLoss: z.number().int().describe("the members' result: negative when they lost"),
  teamBalance: z.number().int(),
  revenue: revenueReportSchema.shape.totals,
});
export type AgentFigures = z.infer<typeof agentFiguresSchema>;

/** A settlement with the period type its run settles on (what void and rerun name). */
export const agentSettlementSchema = settlementSchema.extend({ periodType: z.enum(CONTRACT_PERIOD_TYPES) });
export type AgentSettlement = z.infer<typeof agentSettlementSchema>;

/** One kind's latest settlements of the agent (received and paid), with the kind's totals. */
export const agentSettlementKindSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  total: z.number().int(),
  totals: settlementPageSchema.shape.totals,
  list: z.array(agentSettlementSchema),
});
export type AgentSettlementKind = z.infer<typeof agentSettlementKindSchema>;

export const agentDetailSchema = z.object({
  profile: agentMatchSchema.extend({ registeredAt: z.string() }),
  period: z.object({ key: z.enum(AGENT_PERIODS), from: z.string(), to: z.string(), timeZone: z.string() }),
  currency: z.string(),
  figures: agentFiguresSchema,
  /** Its contracts (as the agent, and those it gave its downlines): in force and offered first, then the latest ended. */
  contracts: z.array(contractSchema),
  /** Per contract kind the merchant has on. */
  settlements: z.array(agentSettlementKindSchema),
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;
