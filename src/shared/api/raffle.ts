import { z } from 'zod';

/**
 * Raffles (lucky draws, spec section 7): tickets earned by credited deposits and by valid bets of
 * settled rounds between the start and `drawAt`; at `drawAt` the server draws the winners from a
 * seed whose sha256 was published when the raffle was saved (shared/raffle-draw.ts), and each
 * winner claims its prize within `claimDays`.
 */
const minor = z.number().int().min(0).max(1_000_000_000_000);

export const raffleSettingsSchema = z.strictObject({
  kind: z.literal('raffle'),
  /** When the draw takes place (ISO 8601 with an offset); tickets count from the start until then. */
  drawAt: z.string().datetime({ offset: true }),
  /** Credited deposits per ticket, minor units (0: deposits earn none). */
  depositPerTicket: minor,
  /** Valid bets of settled rounds per ticket, minor units (0: bets earn none). */
  betPerTicket: minor,
  maxTicketsPerMember: z.number().int().min(1).max(1_000_000),
  /** Prizes in the order they are drawn: `count` winners of `amount` each (minor units). */
  prizes: z
    .array(z.strictObject({ amount: z.number().int().min(1).max(1_000_000_000), count: z.number().int().min(1).max(1_000) }))
    .min(1)
    .max(20),
  /** Days winners have to claim after the draw. */
  claimDays: z.number().int().min(1).max(90),
});
export type RaffleSettings = z.infer<typeof raffleSettingsSchema>;

/** A member's tickets and what earned them. */
export const raffleTicketsSchema = z.object({ tickets: z.number().int(), deposits: z.number().int(), validBets: z.number().int() });
export type RaffleTickets = z.infer<typeof raffleTicketsSchema>;

/** The draw once made: the revealed seed and everything needed to run it again. */
export const raffleDrawnSchema = z.object({
  drawnAt: z.string(),
  seed: z.string(),
  /** Every entrant in the draw's order (masked accounts) with its tickets. */
  entrants: z.array(z.object({ account: z.string(), tickets: z.number().int() })),
  /** `mine`: the viewer's own prize. */
  winners: z.array(z.object({ slot: z.number().int(), entrant: z.number().int(), account: z.string(), amount: z.number().int(), mine: z.boolean() })),
});
export type RaffleDrawn = z.infer<typeof raffleDrawnSchema>;

/** `GET /wps/promotions/:id/raffle`: visitors see the raffle and its draw; members their tickets and prize. */
export const raffleViewSchema = z.object({
  promotionId: z.number().int(),
  currency: z.string(),
  drawAt: z.string(),
  /** When the winners' claims end. */
  claimUntil: z.string(),
  seedHash: z.string(),
  committedAt: z.string(),
  depositPerTicket: z.number().int(),
  betPerTicket: z.number().int(),
  maxTicketsPerMember: z.number().int(),
  prizes: raffleSettingsSchema.shape.prizes,
  /** The member's tickets (so far, or at the draw); null for visitors. */
  mine: raffleTicketsSchema.nullable(),
  drawn: raffleDrawnSchema.nullable(),
  /** The member's prize once drawn, and whether it has been claimed; null when none. */
  prize: z.object({ amount: z.number().int(), claimed: z.boolean() }).nullable(),
});
export type RaffleView = z.infer<typeof raffleViewSchema>;
