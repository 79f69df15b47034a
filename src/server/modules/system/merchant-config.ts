import { z } from 'zod';
import { GAME_CATEGORIES, LANGUAGES } from '@shared/constants';
import { isTimeZone } from '@shared/time-zone';
import {
  agentPermissionsSchema,
  customerServiceSchema,
  featureFlagsSchema,
  licenceSchema,
  mirrorSchema,
  registerSettingSchema,
  socialLinksSchema,
  supportHoursSchema,
} from '@shared/api/system';
import { vipConfigSchema } from '@shared/api/promotions';
import { isAddressRule } from '../../lib/ip';

/** One IP (v4 or v6) or CIDR range; a typo must fail validation, not silently match nobody. */
const addressRuleSchema = z.string().refine(isAddressRule, { message: 'invalid_address' });

/**
 * The stored whitelabel configuration of one merchant. Public parts are projected into
 * `/wps/system/whitelabel` and the permission bootstrap; access rules (maintenance, region block)
 * stay on the server and are evaluated per request.
 */
export const maintenanceConfigSchema = z.object({
  /** Maintenance on regardless of the window. */
  enabled: z.boolean(),
  /** Optional scheduled window (ISO times); inside it the platform is under maintenance. */
  start: z.string().datetime({ offset: true }).nullable(),
  end: z.string().datetime({ offset: true }).nullable(),
  info: z.object({ EN: z.string(), CN: z.string(), TH: z.string() }),
  /** Addresses (IP or CIDR) that still get through, e.g. the operators' office. */
  allowList: z.array(addressRuleSchema),
});

export const regionBlockConfigSchema = z.object({
  enabled: z.boolean(),
  /** ISO 3166 alpha-2 country codes that are blocked. */
  countries: z.array(z.string().length(2)),
  /** Blocked addresses: single IPs or CIDR ranges, v4 or v6. */
  addresses: z.array(addressRuleSchema),
  /** Addresses that are never blocked (checked first). */
  allowList: z.array(addressRuleSchema),
  message: z.object({ EN: z.string(), CN: z.string(), TH: z.string() }),
});

/** Cashier rules; optional so merchants stored before it existed keep validating (defaults apply). */
export const cashierConfigSchema = z.object({
  /** Withdrawal limits in minor units. */
  withdrawMinAmount: z.number().int().min(1),
  withdrawMaxAmount: z.number().int().min(1),
  /** Turnover needed before a withdrawal, as a multiple of the last deposit; 0 = none. */
  turnoverMultiplier: z.number().int().min(0).max(100),
  /** Minutes after payment an unconfirmed withdrawal counts as received. */
  confirmMinutes: z.number().int().min(1).max(100_000),
  /**
   * Withdrawals paid and bonuses granted of this many minor units or more need a second operator
   * (maker-checker); null: never. Absent: DEFAULT_CASHIER's.
   */
  secondApprovalFrom: z.number().int().min(1).nullable().optional(),
});

/** Most of a stake that may flow into the jackpot pool: 1000 bps = 10 %. */
export const MAX_JACKPOT_CONTRIBUTION_BPS = 1000;

/** Jackpot rules; optional so merchants stored before it existed keep validating (no contributions). */
export const jackpotConfigSchema = z.object({
  /** Basis points of every accepted seamless stake moved into the merchant's jackpot pool; 0 = none. */
  contributionBps: z.number().int().min(0).max(MAX_JACKPOT_CONTRIBUTION_BPS),
});

/**
 * Agent permissions per agent type. Every type and every action is optional: what a merchant leaves
 * out (including merchants stored before this existed) falls back to DEFAULT_AGENT_PERMISSIONS.
 */
export const agentPermissionsConfigSchema = z.strictObject({
  '1': agentPermissionsSchema.partial().optional(),
  '2': agentPermissionsSchema.partial().optional(),
  '41': agentPermissionsSchema.partial().optional(),
  '42': agentPermissionsSchema.partial().optional(),
});

/**
 * Agent contract rules (modules/contracts); optional so merchants stored before it existed keep
 * validating (DEFAULT_CONTRACTS_CONFIG fills what is left out).
 */
export const contractsConfigSchema = z.strictObject({
  /** Valid bets in a period (minor units) that make a member active for the tiers. */
  activeMemberMinBet: z.number().int().min(0).max(1_000_000_000).optional(),
  /** Hours an unanswered offer or termination request stays open. */
  requestExpiryHours: z.number().int().min(1).max(24 * 90).optional(),
  /** A dividend the payer cannot cover: owed by the payer (paid from its next income) or covered by the house. */
  dividendShortfall: z.enum(['owe', 'house']).optional(),
  /** A team that won in a dividend period carries its negative result into the next period. */
  dividendCarryOver: z.boolean().optional(),
});

export const merchantConfigSchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  currency: z.object({ code: z.string().length(3), symbol: z.string(), decimals: z.number().int().min(0).max(4) }),
  languages: z.array(z.enum(LANGUAGES)).min(1),
  defaultLanguage: z.enum(LANGUAGES),
  features: featureFlagsSchema,
  settings: z.record(z.string(), z.boolean()),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  customerService: z.array(customerServiceSchema),
  licences: z.array(licenceSchema),
  socialLinks: socialLinksSchema,
  officialChannels: z.array(z.object({ name: z.string(), url: z.string() })),
  appDownload: z.object({ android: z.string(), ios: z.string() }),
  mainDomain: z.string(),
  mirrors: z.array(mirrorSchema),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  register: registerSettingSchema,
  maintenance: maintenanceConfigSchema,
  regionBlock: regionBlockConfigSchema,
  cashier: cashierConfigSchema.optional(),
  jackpot: jackpotConfigSchema.optional(),
  /** IANA zone of the merchant; optional so older merchants keep validating (DEFAULT_TIME_ZONE). */
  timeZone: z.string().refine(isTimeZone, { message: 'invalid_time_zone' }).optional(),
  /** Agent support hours in `timeZone`; optional (DEFAULT_SUPPORT_HOURS). */
  supportHours: supportHoursSchema.optional(),
  agentPermissions: agentPermissionsConfigSchema.optional(),
  contracts: contractsConfigSchema.optional(),
  /** The VIP ladder (modules/promotions/vip-service.ts); optional: without it nobody is VIP. */
  vip: vipConfigSchema.optional(),
});

export type MerchantConfig = z.infer<typeof merchantConfigSchema>;
export type CashierConfig = z.infer<typeof cashierConfigSchema>;
export type AgentPermissionsConfig = z.infer<typeof agentPermissionsConfigSchema>;
export type ContractsConfig = z.infer<typeof contractsConfigSchema>;
export type JackpotConfig = z.infer<typeof jackpotConfigSchema>;
export type MaintenanceConfig = z.infer<typeof maintenanceConfigSchema>;
export type RegionBlockConfig = z.infer<typeof regionBlockConfigSchema>;
