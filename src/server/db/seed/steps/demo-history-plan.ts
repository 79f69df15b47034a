/**
 * The demo team's money history as a plan: what each player deposited, played, won, withdrew and was
 * given over the last 60 days, with times. Pure and deterministic: every player draws from its own
 * seeded generator (keyed by account), so every fresh start shows the same demo whatever else is in
 * the database. Amounts in minor units (THB, 2 decimals); every player's balance is simulated and
 * never goes below zero, so the ledger accepts the plan in time order. demo-history.ts writes it.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BAHT = 100;
/** Sessions are played in the evening of the merchant's zone (Asia/Bangkok, UTC+7). */
const ZONE_OFFSET = 7 * HOUR;

export interface PlanGame {
  nodeId: string;
  vendorCode: string;
  gameType: string;
}

export interface PlanPlayer {
  /** The member's id: it numbers the player's sessions (id × 1,000 + n), so round ids never collide. */
  id: number;
  account: string;
  /** When it registered: nothing happens before. */
  since: Date;
}

export type PlanEvent =
  | { kind: 'deposit'; at: Date; account: string; amount: number; method: 'bank' | 'demopay' }
  | { kind: 'bonus'; at: Date; account: string; amount: number; reason: string }
  /** hold at `at`, paid at `paidAt` (the member's next event comes later). */
  | { kind: 'withdrawal'; at: Date; paidAt: Date; account: string; amount: number }
  /**
   * One round, `place` in its session: one bet, then at `closedAt` a win (0: lost) or a refund of
   * the bet. `share`: the jackpot pool's share of the stake (0 when refunded).
   */
  | { kind: 'round'; at: Date; closedAt: Date; account: string; game: PlanGame; bet: number; win: number; refunded: boolean; session: number; place: number; share: number }
  /** The jackpot pool's share of a session's stakes, in one transfer (as bets in one statement). */
  | { kind: 'jackpot'; at: Date; account: string; vendorCode: string; amount: number; session: number }
  /** A promotion's reward (demo-promotion-plan.ts): an award row and its transfer from the promotions account. */
  | { kind: 'award'; at: Date; account: string; promotionId: number; occasion: string; amount: number; detail: Record<string, unknown>; type: 'rebate' | 'bonus' };

/** mulberry32: a small seeded generator, enough for demo data. */
export function generator(seed: string): () => number {
  let h = 2_166_136_261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16_777_619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;
export const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const oneOf = <T>(random: Random, list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('oneOf needs a non-empty list');
  return item;
};

/** What a win pays per unit staked: lost half the time, about 95 % returned on average. */
function payout(random: Random): number {
  const roll = random();
  if (roll < 0.5) return 0;
  if (roll < 0.8) return 0.5 + random(); // 0.5-1.5: 0.30 of the stake back on average
  if (roll < 0.97) return 1.5 + 2 * random(); // 1.5-3.5: 0.425
  return 5 + 4 * random(); // 5-9: 0.21 (0.935 in all: the rounding of wins adds a little)
}

/** Stakes and deposits of a kind of player, in baht. */
const STYLES = [
  { stakes: [10, 20, 50], deposits: [100, 200, 300, 500], playDays: 0.25 },
  { stakes: [20, 50, 100], deposits: [300, 500, 1_000, 2_000], playDays: 0.35 },
  { stakes: [50, 100, 200], deposits: [1_000, 2_000, 3_000], playDays: 0.3 },
  { stakes: [100, 200, 500], deposits: [2_000, 3_000, 5_000], playDays: 0.2 },
] as const;

/** Games weighted by type: mostly slots, then live casino, fishing, cards and sports. */
const TYPE_WEIGHTS: Record<string, number> = { RNG: 10, LIVE: 5, FISH: 2, PVP: 2, SPORTS: 1 };

function favourites(random: Random, games: readonly PlanGame[]): PlanGame[] {
  const weighted = games.flatMap((game) => Array<PlanGame>(TYPE_WEIGHTS[game.gameType] ?? 0).fill(game));
  return [oneOf(random, weighted), oneOf(random, weighted), oneOf(random, weighted)];
}

/**
 * One player's history from its registration to `now`, in time order. `jackpotBps` is the
 * merchant's contribution rate (0: none).
 */
export function planPlayer(player: PlanPlayer, games: readonly PlanGame[], now: Date, jackpotBps: number): PlanEvent[] {
  const random = generator(`demo-history:${player.account}`);
  const style = oneOf(random, STYLES);
  const liked = favourites(random, games);
  const welcome = random() < 0.4;
  const events: PlanEvent[] = [];
  const cutoff = now.getTime() - 10 * MINUTE;
  let balance = 0;
  let lastDeposit = 0;
  let session = player.id * 1_000;
  const firstDay = Math.floor((player.since.getTime() + ZONE_OFFSET) / DAY) + 1;
  const today = Math.floor((now.getTime() + ZONE_OFFSET) / DAY);
  for (let day = firstDay; day <= today; day += 1) {
    // Everyone plays on its first day; then on some days, more often at weekends.
    const weekend = [5, 6].includes(new Date(day * DAY).getUTCDay());
    if (day !== firstDay && random() > style.playDays * (weekend ? 1.5 : 1)) continue;
    let t = day * DAY - ZONE_OFFSET + between(random, 11, 22) * HOUR + between(random, 0, 59) * MINUTE;
    if (t > cutoff) break;
    session += 1;
    const stake = oneOf(random, style.stakes) * BAHT;
    if (balance < stake * 5) {
      const amount = oneOf(random, style.deposits) * BAHT;
      events.push({ kind: 'deposit', at: new Date(t), account: player.account, amount, method: random() < 0.6 ? 'demopay' : 'bank' });
      balance += amount;
      lastDeposit = amount;
      if (welcome && events.length === 1) {
        const bonus = Math.min(500 * BAHT, Math.floor(amount / 10));
        t += 2 * MINUTE;
        events.push({ kind: 'bonus', at: new Date(t), account: player.account, amount: bonus, reason: 'Welcome bonus 10 %' });
        balance += bonus;
      }
      t += between(random, 1, 5) * MINUTE;
    }
    const game = oneOf(random, liked);
    const rounds = between(random, 3, 8);
    let share = 0;
    let lastBetAt = t;
    for (let i = 0; i < rounds && t < cutoff; i += 1) {
      const bet = Math.min(stake, Math.floor(balance / (10 * BAHT)) * 10 * BAHT);
      if (bet < 10 * BAHT) break;
      const refunded = random() < 0.015;
      const win = refunded ? 0 : Math.round((bet * payout(random)) / BAHT) * BAHT;
      const closedAt = t + between(random, 5, 40) * 1_000;
      const mine = refunded ? 0 : Math.floor((bet * jackpotBps) / 10_000);
      events.push({ kind: 'round', at: new Date(t), closedAt: new Date(closedAt), account: player.account, game, bet, win, refunded, session, place: i + 1, share: mine });
      if (!refunded) balance += win - bet;
      share += mine;
      lastBetAt = t;
      t = closedAt + between(random, 20, 90) * 1_000;
    }
    if (share > 0) events.push({ kind: 'jackpot', at: new Date(lastBetAt + 1_000), account: player.account, vendorCode: game.vendorCode, amount: share, session });
    // A good day is cashed out: most of the balance, in whole hundreds of baht.
    const paidAt = t + between(random, 20, 90) * MINUTE;
    if (balance >= 1_000 * BAHT && balance > 1.5 * lastDeposit && paidAt < cutoff && random() < 0.7) {
      const amount = Math.floor((balance * 0.8) / (100 * BAHT)) * 100 * BAHT;
      events.push({ kind: 'withdrawal', at: new Date(t), paidAt: new Date(paidAt), account: player.account, amount });
      balance -= amount;
    }
  }
  return events;
}

/** Every player's history, player after player (demo-history.ts posts it in time order). */
export function planHistory(players: readonly PlanPlayer[], games: readonly PlanGame[], now: Date, jackpotBps: number): PlanEvent[] {
  if (games.length === 0) throw new Error('the demo history needs games in the catalogue');
  return players.flatMap((player) => planPlayer(player, games, now, jackpotBps));
}
