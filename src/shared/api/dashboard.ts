import { z } from 'zod';

/** The console's dashboard (issue 22): a merchant's money and players today and this month. */
export const dashboardFiguresSchema = z.object({
  /** Minor units. */
  deposits: z.number().int(),
  depositCount: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  /** Deposits minus withdrawals. */
  netDeposits: z.number().int(),
  /** Stakes that stand (refunded bets taken out). */
  bets: z.number().int(),
  betCount: z.number().int(),
  wins: z.number().int(),
  /** Gross gaming revenue: bets minus wins. */
  ggr: z.number().int(),
  bonuses: z.number().int(),
  /** Players who registered in the period. */
  newPlayers: z.number().int(),
  /** Players with a standing bet in the period. */
  activePlayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  /** The merchant's calendar days the periods cover, "YYYY-MM-DD". */
  today: dashboardFiguresSchema.extend({ from: z.string(), to: z.string() }),
  month: dashboardFiguresSchema.extend({ from: z.string(), to: z.string() }),
  pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int(), approvals: z.number().int(), promotionApplications: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
