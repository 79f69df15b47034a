import { z } from 'zod';
import { GAME_TYPES, LANGUAGES } from '../constants';
import { raffleSettingsSchema } from './raffle';

/**
 * Promotions (spec sections 1-4): activities an operator configures, each of one kind with a
 * schedule, a budget, an audience and terms in every language, and what a member sees of them: the
 * status of its participation and what it may claim. Money moves from the merchant's promotions
 * account through the ledger; a promotion never pays more than its budget.
 */
export const PROMOTION_KINDS = ['rebate', 'signIn', 'redEnvelope', 'depositBonus', 'applyBonus', 'raffle', 'mission'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Activity statuses of spec section 4, as a member sees a promotion. Each kind follows its own
 * state machine (README, "Promotions"); `comingSoon` before the start, `closed` after the end or
 * once the budget is spent.
 */
export const ACTIVITY_STATUSES = ['join', 'joined', 'claim', 'claimed', 'applying', 'pending', 'rejected', 'issued', 'inProcess', 'signed', 'comingSoon', 'closed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

const localizedSchema = z.object({ EN: z.string(), CN: z.string(), TH: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

/** Rebate rates in basis points of valid bets, per game category (categories left out earn nothing). */
export const rebateRatesSchema = z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(500));
export type RebateRates = z.infer<typeof rebateRatesSchema>;

export const rebateSettingsSchema = z.strictObject({
  kind: z.literal('rebate'),
  rates: rebateRatesSchema,
  /** Smallest total a claim pays, minor units. */
  minClaim: z.number().int().min(0).max(1_000_000_000),
  /** Unclaimed rebate is paid automatically once a day (after the merchant-zone day closes). */
  autoClaimDaily: z.boolean(),
});

export const signInSettingsSchema = z.strictObject({
  kind: z.literal('signIn'),
  /** Reward for the n-th consecutive day (the last repeats once the streak is longer), minor units. */
  rewards: z.array(z.number().int().min(0).max(1_000_000_000)).min(1).max(31),
});

export const redEnvelopeSettingsSchema = z.strictObject({
  kind: z.literal('redEnvelope'),
  /** Rain windows in the merchant's zone, every day: "HH:MM" start and minutes long. */
  windows: z.array(z.strictObject({ start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/u), minutes: z.number().int().min(1).max(720) })).min(1).max(12),
  /** Budget of one window, minor units; each envelope draws from what is left of it. */
  windowBudget: z.number().int().min(1).max(1_000_000_000_000),
  minAmount: z.number().int().min(1),
  maxAmount: z.number().int().min(1),
});

/** Percent of each category's valid bets that counts toward a wagering requirement (left out: 100). */
export const wageringWeightsSchema = z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100));

export const depositBonusSettingsSchema = z.strictObject({
  kind: z.literal('depositBonus'),
  /** The member's first deposit only, or every deposit while the promotion runs. */
  deposits: z.enum(['first', 'every']),
  /** Bonus as basis points of the deposit (10,000 = 100 %), up to `cap` minor units. */
  percentBp: z.number().int().min(1).max(100_000),
  cap: z.number().int().min(1).max(1_000_000_000),
  minDeposit: z.number().int().min(0).max(1_000_000_000),
  /** Valid bets needed: `multiple` × the bonus (or the bonus plus the deposit). */
  wagering: z.strictObject({ multiple: z.number().int().min(0).max(100), base: z.enum(['bonus', 'bonusPlusDeposit']), weights: wageringWeightsSchema }),
  /** Days a bonus has to meet its requirement before it is taken back. */
  expiryDays: z.number().int().min(1).max(365),
});

export const applyBonusSettingsSchema = z.strictObject({
  kind: z.literal('applyBonus'),
  /** What an approved application pays, minor units. */
  amount: z.number().int().min(1).max(1_000_000_000),
  /** Valid bets needed: `multiple` × the bonus (0: none), within `expiryDays`. */
  wageringMultiple: z.number().int().min(0).max(100),
  expiryDays: z.number().int().min(1).max(365),
});

/** What a mission asks for in its period: rounds played, valid bets (of a category), deposits, sign-in days. */
export const MISSION_GOALS = ['rounds', 'wager', 'deposit', 'signIn'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export const missionSchema = z
  .strictObject({
    code: z.string().regex(/^[a-z0-9-]{2,30}$/u),
    title: localizedSchema,
    /** Days and weeks (Monday to Sunday) of the merchant's zone. */
    period: z.enum(MISSION_PERIODS),
    goal: z.enum(MISSION_GOALS),
    /** Rounds, minor units of valid bets or deposits, or sign-in days. */
    target: z.number().int().min(1).max(1_000_000_000_000),
    /** `wager` only: the game category that counts (all when left out). */
    category: z.enum(GAME_TYPES).optional(),
    /** Paid once per period when claimed, minor units (0: points only). */
    reward: z.number().int().min(0).max(1_000_000_000),
    /** Leaderboard points of the week the claim falls in. */
    points: z.number().int().min(0).max(100_000),
  })
  .refine((m) => m.goal !== 'signIn' || m.target <= (m.period === 'daily' ? 1 : 7), { path: ['target'], message: 'more_days_than_the_period' })
  .refine((m) => m.category === undefined || m.goal === 'wager', { path: ['category'], message: 'wager_only' });
export type Mission = z.infer<typeof missionSchema>;

export const missionSettingsSchema = z.strictObject({
  kind: z.literal('mission'),
  missions: z
    .array(missionSchema)
    .min(1)
    .max(20)
    .refine((list) => new Set(list.map((m) => m.code)).size === list.length, { message: 'duplicate_code' }),
});

export const promotionSettingsSchema = z.discriminatedUnion('kind', [rebateSettingsSchema, signInSettingsSchema, redEnvelopeSettingsSchema, depositBonusSettingsSchema, applyBonusSettingsSchema, raffleSettingsSchema, missionSettingsSchema]);

/** The remark a member sends with an application (spec: feedback and remark, 140 characters). */
export const REMARK_MAX = 140;
export const applicationBodySchema = z.strictObject({ remark: z.string().trim().min(1).max(REMARK_MAX) });

export const APPLICATION_STATUSES = ['pending', 'issued', 'rejected'] as const;
export const applicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  account: z.string(),
  remark: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationDecisionSchema = z.strictObject({ reason: z.string().trim().max(200).optional() });
export type PromotionSettings = z.infer<typeof promotionSettingsSchema>;

/** A promotion as every visitor sees it (the promotions page), with the member's own status when signed in. */
export const promotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  terms: z.string(),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  /** What a claim would pay now (rebate accrued, today's sign-in reward), minor units; null when nothing. */
  claimable: z.number().int().nullable(),
  /** When the member can act next: the next envelope rain. */
  nextAt: z.string().nullable(),
  /** Sign-in: days signed in a row, today included once signed (else up to yesterday); null otherwise. */
  streak: z.number().int().nullable(),
  settings: promotionSettingsSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({ list: z.array(promotionSchema), currency: z.string(), availableCount: z.number().int() });
export type PromotionList = z.infer<typeof promotionListSchema>;

export const promotionListQuery = { language: z.enum(LANGUAGES).optional() };

/** The rebate page (`manualRebate`): accrued per category since the last claim, and past claims. */
export const rebateViewSchema = z.object({
  promotionId: z.number().int(),
  currency: z.string(),
  since: z.string().nullable(),
  categories: z.array(z.object({ category: z.enum(GAME_TYPES), validBets: z.number().int(), rateBp: z.number().int(), amount: z.number().int() })),
  total: z.number().int(),
  minClaim: z.number().int(),
  autoClaimDaily: z.boolean(),
  claims: z.array(z.object({ id: z.number().int(), at: z.string(), amount: z.number().int(), auto: z.boolean() })),
});
export type RebateView = z.infer<typeof rebateViewSchema>;

/** The answer of a claim: what was paid and the member's main balance after it. */
export const claimResultSchema = z.object({ amount: z.number().int(), balance: z.number().int(), currency: z.string() });
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A bonus with its wagering requirement (`bonusDetails`). */
export const wageredBonusSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  amount: z.number().int(),
  requirement: z.number().int(),
  /** Weighted valid bets since it was issued, at most the requirement. */
  progress: z.number().int(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(BONUS_STATUSES),
  takenBack: z.number().int(),
});
export type WageredBonus = z.infer<typeof wageredBonusSchema>;

export const wageredBonusListSchema = z.object({
  list: z.array(wageredBonusSchema),
  currency: z.string(),
  /** What the open requirements hold back of the main balance now, and what may be withdrawn. */
  locked: z.number().int(),
  withdrawable: z.number().int(),
});
export type WageredBonusList = z.infer<typeof wageredBonusListSchema>;

export const promotionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Who may take part, beyond a real, active account: members from a VIP level up, and members new
 * enough (registered at most `newMembersDays` days before they take part). Empty: every member.
 */
export const audienceSchema = z.strictObject({
  minVipLevel: z.number().int().min(1).max(50).optional(),
  newMembersDays: z.number().int().min(1).max(3650).optional(),
});
export type Audience = z.infer<typeof audienceSchema>;

/** An operator's promotion (the ops command and, later, the console). */
export const promotionInputSchema = z.strictObject({
  code: z.string().trim().regex(/^[A-Z0-9_-]{2,40}$/u),
  title: localizedSchema,
  terms: localizedSchema,
  bannerUrl: z.string().max(500),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }).nullable(),
  /** Minor units; null: no budget. */
  budget: z.number().int().min(1).max(1_000_000_000_000).nullable(),
  sort: z.number().int().min(0).max(10_000),
  /** Left out: every member. */
  audience: audienceSchema.optional(),
  settings: promotionSettingsSchema,
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** One rung of the merchant's VIP ladder: reached by rolling valid bets and deposits. */
export const vipLevelSchema = z.strictObject({
  level: z.number().int().min(0).max(50),
  name: localizedSchema,
  /** Valid bets and deposits over the rolling window that reach the level, minor units. */
  minBets: z.number().int().min(0),
  minDeposits: z.number().int().min(0),
  /** Paid once, the first time the member reaches the level. */
  upgradeBonus: z.number().int().min(0),
  /** Added to the rebate programme's rates at this level, basis points per category. */
  rebateBonusBp: z.number().int().min(0).max(100),
  /** Largest withdrawal at this level (0: the cashier's). */
  withdrawMax: z.number().int().min(0),
  /** Paid once a year on the member's birthday at this level (0, the default: none). */
  birthdayBonus: z.number().int().min(0).default(0),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipConfigSchema = z.strictObject({
  windowDays: z.number().int().min(1).max(365),
  levels: z.array(vipLevelSchema).min(1).max(30),
});
export type VipConfig = z.infer<typeof vipConfigSchema>;

/** The VIP page: the ladder, where the member stands and what the next level needs. */
export const vipViewSchema = z.object({
  currency: z.string(),
  windowDays: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  bets: z.number().int(),
  deposits: z.number().int(),
  levels: z.array(vipLevelSchema.extend({ label: z.string(), reached: z.boolean() })),
  next: z.object({ level: z.number().int(), betsNeeded: z.number().int(), depositsNeeded: z.number().int() }).nullable(),
});
export type VipView = z.infer<typeof vipViewSchema>;
