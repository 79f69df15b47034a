import type { VendorCard, VendorLane } from '@shared/api/games';
import { COCKFIGHT_CODES, ESPORT_CODES, type GameCategory, type GameClassify, type GameType } from '@shared/constants';

const SPLITS: { codes: readonly string[]; category: GameType }[] = [
  { codes: ESPORT_CODES, category: 'ESPORTS' },
  { codes: COCKFIGHT_CODES, category: 'COCKFIGHT' },
];

/**
 * Spec section 4: on the sports lane, e-sport and cockfight vendors move to ESPORTS and COCKFIGHT
 * lanes. The server's lanes already come split; this keeps the client right for an unsplit answer
 * and changes nothing on a split one.
 */
export function splitSportsLane(lanes: readonly VendorLane[]): VendorLane[] {
  const sports = lanes.find((lane) => lane.title === 'SPORTS');
  if (!sports) return [...lanes];
  const moved = new Map<GameType, VendorCard[]>();
  const kept = sports.cards.filter((card) => {
    const split = SPLITS.find((s) => s.codes.includes(card.vassalage));
    if (!split) return true;
    moved.set(split.category, [...(moved.get(split.category) ?? []), { ...card, gameType: split.category }]);
    return false;
  });
  if (moved.size === 0) return [...lanes];
  const result = lanes.map((lane) => (lane === sports ? { ...lane, cards: kept } : lane));
  for (const [category, cards] of moved) {
    const index = result.findIndex((lane) => lane.title === category);
    const existing = result[index];
    if (existing) {
      const known = new Set(existing.cards.map((c) => c.vassalage));
      result[index] = { ...existing, cards: [...existing.cards, ...cards.filter((c) => !known.has(c.vassalage))] };
    } else {
      result.push({ title: category, gameType: category, cards, gameClassify: [] });
    }
  }
  return result;
}

export const laneOf = (lanes: readonly VendorLane[] | undefined, category: GameCategory): VendorLane | undefined =>
  lanes?.find((lane) => lane.title === category);

/**
 * The classify tabs of a lane ("other game tabs"), narrowed to a vendor when one is chosen. Bingo
 * shows only when the language list holds TY (spec section 2); ours never does.
 */
export function visibleClassifies(lane: VendorLane | undefined, vendor: string | null, languages: readonly string[]): GameClassify[] {
  return (lane?.gameClassify ?? [])
    .filter((entry) => entry.classify !== 'BINGO' || languages.includes('TY'))
    .filter((entry) => vendor === null || entry.vendors.includes(vendor))
    .map((entry) => entry.classify);
}

/** Spec section 4: ELOTT when the lottery vendors hold TCG_LOTTO_VN or LOTT, otherwise LOTT. */
export function prizeModeOf(lotteryVendorCodes: readonly string[]): 'ELOTT' | 'LOTT' {
  return lotteryVendorCodes.some((code) => code === 'TCG_LOTTO_VN' || code === 'LOTT') ? 'ELOTT' : 'LOTT';
}

/** The lottery vendor group: the vendors of the LOTT and ELOTT lanes. */
export function lotteryVendorCodes(lanes: readonly VendorLane[]): string[] {
  return lanes.filter((lane) => lane.title === 'LOTT' || lane.title === 'ELOTT').flatMap((lane) => lane.cards.map((c) => c.vassalage));
}
