import { z } from 'zod';
import { GAME_TYPES, LANGUAGES } from '../constants';

/**
 * Promotions (spec sections 1-4): activities an operator configures, each of one kind with a
 * schedule, a budget, an audience and terms in every language, and what a member sees of them: the
 * status of its participation and what it may claim. Money moves from the merchant's promotions
 * account through the ledger; a promotion never pays more than its budget.
 */
export const PROMOTION_KINDS = ['rebate', 'signIn', 'redEnvelope', 'depositBonus', 'applyBonus', 'raffle'] as const;
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

export const promotionSettingsSchema = z.discriminatedUnion('kind', [rebateSettingsSchema, signInSettingsSchema, redEnvelopeSettingsSchema]);
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

export const promotionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
  settings: promotionSettingsSchema,
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;
