import type { Localized } from '@shared/constants';
import { pick } from '../art/svg';
import {
  COCKFIGHT_MODS,
  COCKFIGHTS,
  E_LOTTERIES,
  ESPORT_MODS,
  ESPORTS,
  LOTTERIES,
  LOTTERY_MODS,
  SPORT_MODS,
  SPORTS,
} from './sport-words';
import {
  ADJECTIVES,
  ARCADE_GAMES,
  FISH_GAMES,
  LIVE_GAMES,
  PVP_GAMES,
  RNG_TABLE_GAMES,
  SLOT_NOUNS,
  TABLE_MODS,
  VIDEO_POKER_GAMES,
  type Word,
} from './words';

/** Word order per language: modifier first ("Golden Dragon") or base first ("มังกรทองคำ"). */
type Order = 'mod-base' | 'base-mod';

interface NameFamily {
  mods: Word[];
  bases: Word[];
  order: Record<'en' | 'cn' | 'th', Order>;
  /** Thai words of this family are separated by a space (numbers, Latin letters). */
  thSpace?: boolean;
  decorate?: (name: Localized) => Localized;
  /** Keep list order (plain lottery names first) instead of a stable shuffle. */
  ordered?: boolean;
}

const SLOT_ORDER = { en: 'mod-base', cn: 'mod-base', th: 'base-mod' } as const;
const TABLE_ORDER = { en: 'mod-base', cn: 'mod-base', th: 'mod-base' } as const;
const EVENT_ORDER = { en: 'base-mod', cn: 'base-mod', th: 'base-mod' } as const;

export const FAMILIES = {
  slot: { mods: ADJECTIVES, bases: SLOT_NOUNS, order: SLOT_ORDER },
  jackpot: {
    mods: ADJECTIVES,
    bases: SLOT_NOUNS,
    order: SLOT_ORDER,
    decorate: (n: Localized) => ({ EN: `${n.EN} Jackpot`, CN: `${n.CN}大奖`, TH: `แจ็คพอต${n.TH}` }),
  },
  scratch: {
    mods: ADJECTIVES,
    bases: SLOT_NOUNS,
    order: SLOT_ORDER,
    decorate: (n: Localized) => ({ EN: `${n.EN} Scratch`, CN: `${n.CN}刮刮乐`, TH: `บัตรขูด${n.TH}` }),
  },
  videoPoker: { mods: TABLE_MODS, bases: VIDEO_POKER_GAMES, order: TABLE_ORDER },
  rngTable: { mods: TABLE_MODS, bases: RNG_TABLE_GAMES, order: TABLE_ORDER },
  arcade: { mods: ADJECTIVES, bases: ARCADE_GAMES, order: SLOT_ORDER },
  live: { mods: TABLE_MODS, bases: LIVE_GAMES, order: TABLE_ORDER },
  pvp: { mods: TABLE_MODS, bases: PVP_GAMES, order: TABLE_ORDER },
  fish: { mods: ADJECTIVES, bases: FISH_GAMES, order: SLOT_ORDER },
  sports: { mods: SPORT_MODS, bases: SPORTS, order: { en: 'mod-base', cn: 'mod-base', th: 'base-mod' } },
  esports: { mods: ESPORT_MODS, bases: ESPORTS, order: EVENT_ORDER, thSpace: true },
  cockfight: { mods: COCKFIGHT_MODS, bases: COCKFIGHTS, order: SLOT_ORDER },
  lottery: { mods: LOTTERY_MODS, bases: LOTTERIES, order: EVENT_ORDER, thSpace: true, ordered: true },
  eLottery: { mods: LOTTERY_MODS, bases: E_LOTTERIES, order: EVENT_ORDER, thSpace: true, ordered: true },
} satisfies Record<string, NameFamily>;

export type FamilyId = keyof typeof FAMILIES;

function join(mod: string, base: string, order: Order, separator: string): string {
  const parts = order === 'mod-base' ? [mod, base] : [base, mod];
  return parts.filter((part) => part !== '').join(separator);
}

function compose(family: NameFamily, mod: Word, base: Word): Localized {
  const name = {
    EN: join(mod.en, base.en, family.order.en, ' '),
    CN: join(mod.cn, base.cn, family.order.cn, ''),
    TH: join(mod.th, base.th, family.order.th, family.thSpace ? ' ' : ''),
  };
  return family.decorate ? family.decorate(name) : name;
}

/** Every distinct name of a family, in a stable order (the same on every run). */
function allNames(id: FamilyId): Localized[] {
  const family: NameFamily = FAMILIES[id];
  const combos: { key: string; name: Localized }[] = [];
  for (const mod of family.mods) {
    for (const base of family.bases) combos.push({ key: `${id}:${mod.en}:${base.en}`, name: compose(family, mod, base) });
  }
  if (!family.ordered) combos.sort((a, b) => pick(a.key, 'order', 1_000_003) - pick(b.key, 'order', 1_000_003) || a.key.localeCompare(b.key));
  return combos.map((combo) => combo.name);
}

/** Hands out unique names per family; one instance per seed run keeps names unique across vendors. */
export class NamePool {
  private readonly used = new Map<FamilyId, number>();
  private readonly cache = new Map<FamilyId, Localized[]>();

  next(id: FamilyId): Localized {
    const names = this.cache.get(id) ?? allNames(id);
    this.cache.set(id, names);
    const index = this.used.get(id) ?? 0;
    this.used.set(id, index + 1);
    const name = names[index % names.length];
    if (!name) throw new Error(`name family ${id} is empty`);
    // Only reached if a family is asked for more names than it has; numbering keeps them distinct.
    const round = Math.floor(index / names.length);
    return round === 0 ? name : { EN: `${name.EN} ${round + 1}`, CN: `${name.CN}${round + 1}`, TH: `${name.TH} ${round + 1}` };
  }
}
