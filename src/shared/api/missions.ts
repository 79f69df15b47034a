import { z } from 'zod';
import { GAME_TYPES } from '../constants';
import { MISSION_GOALS, MISSION_PERIODS, PROMOTION_KINDS } from './promotions';

/**
 * Missions, their weekly leaderboard and the reward centre (spec sections 1-3: missionLeaderboard,
 * rewardCenter, "mission summary" and "mission leaderboard"). A mission's progress is read from the
 * member's settled rounds, deposits and sign-ins of its period, never counted on the play path.
 */
export const MISSION_STATUSES = ['inProcess', 'claim', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const missionProgressSchema = z.object({
  promotionId: z.number().int(),
  code: z.string(),
  title: z.string(),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  category: z.enum(GAME_TYPES).nullable(),
  target: z.number().int(),
  /** Towards the target in this period, at most the target. */
  progress: z.number().int(),
  reward: z.number().int(),
  points: z.number().int(),
  status: z.enum(MISSION_STATUSES),
  /** When the period ends and the mission starts again. */
  endsAt: z.string(),
});
export type MissionProgress = z.infer<typeof missionProgressSchema>;

/** The mission summary: every mission of the running mission promotions, and the week's points. */
export const missionSummarySchema = z.object({
  currency: z.string(),
  list: z.array(missionProgressSchema),
  /** Missions ready to claim (the side menu's mission badge). */
  claimable: z.number().int(),
  weekPoints: z.number().int(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const LEADERBOARD_WEEKS = ['current', 'previous'] as const;
export const leaderboardQuery = { week: z.enum(LEADERBOARD_WEEKS).optional() };

/** Mission points of a week (Monday to Sunday, merchant zone), best first, names masked. */
export const leaderboardSchema = z.object({
  week: z.enum(LEADERBOARD_WEEKS),
  from: z.string(),
  to: z.string(),
  /** The week's Monday and Sunday in the merchant's zone ("YYYY-MM-DD"), as the page names it. */
  firstDay: z.string(),
  lastDay: z.string(),
  list: z.array(z.object({ rank: z.number().int(), name: z.string(), points: z.number().int(), me: z.boolean() })),
  /** The viewer's own place (null: no points that week). */
  me: z.object({ rank: z.number().int(), points: z.number().int() }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const missionClaimParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), code: z.string().regex(/^[a-z0-9-]{2,30}$/u) });

/**
 * One thing a member may claim now (`rewardCenter`): a promotion in `claim`, or one mission ready;
 * the list's length is the member's `availablePromoCount`.
 */
export const rewardItemSchema = z.object({
  key: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  promotionId: z.number().int(),
  title: z.string(),
  /** What the claim pays, when known before it (an envelope's is a surprise: null). */
  amount: z.number().int().nullable(),
  /** Missions: which one. */
  missionCode: z.string().nullable(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const rewardListSchema = z.object({ currency: z.string(), list: z.array(rewardItemSchema), missions: z.number().int() });
export type RewardList = z.infer<typeof rewardListSchema>;
