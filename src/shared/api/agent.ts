import { z } from 'zod';
import { CONTRACT_KINDS } from './contract-kinds';
import { LANGUAGES } from '../constants';
import { isCalendarDay, STANDARD_PRESETS } from '../date-range';
import { betPageSchema, betRecordSchema, betsQuerySchema } from './bets';
import { ENTRY_STATUSES } from './record-kinds';
import { entrySchema } from './records';
import { DOWNLINE_KINDS, DOWNLINE_STATUSES, TEAM_MOVEMENT_TYPES } from './agent-kinds';

export { DOWNLINE_KINDS, DOWNLINE_STATUSES, TEAM_MOVEMENT_TYPES };

/** Contract of the agent centre's team calls (`/wps/agent/...`): overview, team management, user loss. */

const day = z.string().refine(isCalendarDay, { message: 'invalid_date' });

/**
 * A report period: a preset, or `custom` with two calendar days (both included) in the merchant's
 * time zone. A custom period spans at most MAX_REPORT_DAYS days.
 */
export const reportPeriodQuery = {
  preset: z.enum(STANDARD_PRESETS).default('today'),
  from: day.optional(),
  to: day.optional(),
};
export const MAX_REPORT_DAYS = 92;

export const moneyFiguresSchema = z.object({
  deposits: z.number().int(),
  depositCount: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  bets: z.number().int().describe('every stake placed, refunded ones included'),
  validBets: z.number().int().describe('stakes that stood (bets minus refunded bets): the turnover'),
  betCount: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
  rebates: z.number().int(),
  adjustments: z.number().int(),
  activeMembers: z.number().int().describe('members with a standing bet in the period'),
  netWinLoss: z.number().int().describe("wins + bonuses + rebates - valid bets: the members' result (negative: they lost)"),
});
export type MoneyFiguresView = z.infer<typeof moneyFiguresSchema>;

export const reportPeriodSchema = z.object({
  from: z.string().describe('first instant (ISO)'),
  to: z.string().describe('first instant after the period (ISO)'),
  timeZone: z.string(),
});

export const teamOverviewSchema = z.object({
  period: reportPeriodSchema,
  currency: z.string(),
  teamSize: z.object({ direct: z.number().int(), total: z.number().int() }),
  newRegistrations: z.number().int(),
  firstDeposits: z.number().int(),
  figures: moneyFiguresSchema,
  /** Main wallets of the whole team now (minor units). */
  teamBalance: z.number().int(),
  daily: z.array(
    z.object({
      day: z.string().describe('YYYY-MM-DD in the merchant zone'),
      deposits: z.number().int(),
      withdrawals: z.number().int(),
      validBets: z.number().int(),
      wins: z.number().int(),
      netWinLoss: z.number().int(),
    }),
  ),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const downlineQuery = {
  ...reportPeriodQuery,
  /** Whose direct downlines: the agent itself when absent, else a member of its team (drill-down). */
  parent: z.coerce.number().int().positive().optional(),
  account: z.string().trim().max(64).optional(),
  kind: z.enum(DOWNLINE_KINDS).optional(),
  status: z.enum(DOWNLINE_STATUSES).optional(),
  registeredFrom: day.optional(),
  registeredTo: day.optional(),
  /** Only members with (true) or without (false) a standing bet in the period. */
  active: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const teamMemberRefSchema = z.object({ id: z.number().int(), account: z.string(), level: z.number().int() });

export const downlineRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.string(),
  /** Levels below the signed-in agent (1: direct). */
  level: z.number().int(),
  teamSize: z.number().int().describe("members below this one"),
  balance: z.number().int(),
  deposits: z.number().int().describe('own deposits in the period'),
  validBets: z.number().int().describe('own valid bets in the period'),
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
  /** The highest rate (basis points) of each contract kind this downline has in force with its upline. */
  contractRates: z.array(z.object({ kind: z.enum(CONTRACT_KINDS), rateBp: z.number().int() })),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

export const downlinePageSchema = z.object({
  period: reportPeriodSchema,
  currency: z.string(),
  /** From the signed-in agent down to the parent listed (the breadcrumb). */
  path: z.array(teamMemberRefSchema),
  list: z.array(downlineRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;

export const statementQuery = {
  ...reportPeriodQuery,
  parent: z.coerce.number().int().positive().optional(),
};

export const statementLineSchema = moneyFiguresSchema.extend({
  id: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  teamSize: z.number().int(),
});

export const teamStatementSchema = z.object({
  period: reportPeriodSchema,
  currency: z.string(),
  path: z.array(teamMemberRefSchema),
  /** One line per direct downline of the parent: that downline's whole team, itself included. */
  lines: z.array(statementLineSchema),
  totals: moneyFiguresSchema,
});
export type TeamStatement = z.infer<typeof teamStatementSchema>;

/** Team betting (`personalHistoryCopy` of the agent centre): the rounds of everyone below the agent. */
export const teamBetsQuery = {
  ...reportPeriodQuery,
  /** One member of the team; an account outside the team simply matches nothing. */
  account: z.string().trim().min(1).max(64).optional(),
  // The member betting record's filters, over the team.
  ...betsQuerySchema.pick({ gameType: true, vassalage: true, status: true, language: true, page: true, pageSize: true }).shape,
};

export const teamBetPageSchema = betPageSchema.extend({
  period: reportPeriodSchema,
  list: z.array(betRecordSchema.extend({ account: z.string() })),
});
export type TeamBetPage = z.infer<typeof teamBetPageSchema>;

export const teamTransactionsQuery = {
  ...reportPeriodQuery,
  account: z.string().trim().min(1).max(64).optional(),
  type: z.enum(TEAM_MOVEMENT_TYPES).optional(),
  status: z.enum(ENTRY_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const teamTransactionPageSchema = z.object({
  period: reportPeriodSchema,
  list: z.array(entrySchema.extend({ member: z.string().describe('account of the team member') })),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TeamTransactionPage = z.infer<typeof teamTransactionPageSchema>;

/**
 * The agent's own income by source (`agentRevenueReport`): the ledger transfer types that pay an
 * agent. The contracts issue pays them; until then every source answers 0.
 */
export const REVENUE_SOURCES = { commission: 'commission', dividend: 'dividend', dailyWage: 'daily_wage', hourlySalary: 'hourly_salary', realtimeSalary: 'realtime_salary' } as const;
export type RevenueSource = keyof typeof REVENUE_SOURCES;

const revenueFigures = z.object({
  commission: z.number().int(),
  dividend: z.number().int(),
  dailyWage: z.number().int(),
  hourlySalary: z.number().int(),
  realtimeSalary: z.number().int(),
  total: z.number().int(),
});

export const revenueReportSchema = z.object({
  period: reportPeriodSchema,
  currency: z.string(),
  totals: revenueFigures,
  daily: z.array(revenueFigures.extend({ day: z.string() })),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** Announcements the operator targets at agents (`agentAnnouncement`), newest first, with read state. */
export const agentAnnouncementsQuery = {
  language: z.enum(LANGUAGES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
};

export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
});

export const agentAnnouncementPageSchema = z.object({
  list: z.array(agentAnnouncementSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AgentAnnouncementPage = z.infer<typeof agentAnnouncementPageSchema>;

/** What an agent's direct registration creates: a member (type 0) or an agent of CHILD_AGENT_TYPE. */
export const REGISTER_KINDS = ['member', 'agent'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];
/** Agents created by an agent are type 2 ("an agent under another agent"), whatever the creator's type. */
export const CHILD_AGENT_TYPE = 2;

/** POST /wps/agent/register (E): the field names of the player's registration, so its rules and answers apply. */
export const agentRegisterPayloadSchema = z.strictObject({
  username: z.string().trim().max(64),
  password: z.string().max(255),
  confirmPassword: z.string().max(255),
  nickname: z.string().trim().max(50).optional(),
  kind: z.enum(REGISTER_KINDS).default('member'),
});
export type AgentRegisterPayload = z.input<typeof agentRegisterPayloadSchema>;

export const agentRegisterResultSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  kind: z.enum(REGISTER_KINDS),
});
export type AgentRegisterResult = z.infer<typeof agentRegisterResultSchema>;

/** GET /wps/agent/affiliate/link: the agent's affiliate code and its registration link. */
export const affiliateLinkSchema = z.object({
  code: z.string(),
  /** Relative to any of the merchant's domains: `/register?affiliateCode=CODE`. */
  path: z.string(),
  /** On the merchant's main domain. */
  url: z.string(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;
