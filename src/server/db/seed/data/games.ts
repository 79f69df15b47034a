import type { GameClassify, GameType, Localized } from '@shared/constants';
import { GAMES as LOTTO_GAMES, type GameDef } from '@shared/lotto/games';
import { gameName } from '@shared/lotto/names';
import { gameIconSvg } from '../art/game-icon';
import type { Motif } from '../art/motifs';
import { pick } from '../art/svg';
import { NamePool, type FamilyId } from './name-families';
import type { VendorSeed } from './vendors';

export interface GameSeed {
  nodeId: string;
  vendorCode: string;
  gameType: GameType;
  gameClassify: GameClassify;
  name: Localized;
  searchText: string;
  isHot: boolean;
  isNew: boolean;
  supportPlay: boolean;
  engine: string;
  vendorGameCode: string;
  iconSvg: string;
  sort: number;
}

interface Kind {
  classify: GameClassify;
  family: FamilyId;
  engine: string;
  motif: Motif;
}

const RNG_KINDS: { upTo: number; kind: Kind }[] = [
  { upTo: 62, kind: { classify: 'SLOT', family: 'slot', engine: 'slot', motif: 'reels' } },
  { upTo: 70, kind: { classify: 'JACKPOT', family: 'jackpot', engine: 'slot', motif: 'jackpot' } },
  { upTo: 77, kind: { classify: 'SCRATCH', family: 'scratch', engine: 'slot', motif: 'scratch' } },
  { upTo: 83, kind: { classify: 'VIDEO_POKER', family: 'videoPoker', engine: 'slot', motif: 'poker' } },
  { upTo: 90, kind: { classify: 'TABLE', family: 'rngTable', engine: 'baccarat', motif: 'cards' } },
  { upTo: 100, kind: { classify: 'ARCADE', family: 'arcade', engine: 'fish', motif: 'arcade' } },
];

const TYPE_KINDS: Record<Exclude<GameType, 'RNG'>, Kind> = {
  LIVE: { classify: 'TABLE', family: 'live', engine: 'baccarat', motif: 'cards' },
  PVP: { classify: 'TABLE', family: 'pvp', engine: 'baccarat', motif: 'cards' },
  FISH: { classify: 'ARCADE', family: 'fish', engine: 'fish', motif: 'fish' },
  SPORTS: { classify: 'ARCADE', family: 'sports', engine: 'sports', motif: 'ball' },
  ESPORTS: { classify: 'ARCADE', family: 'esports', engine: 'sports', motif: 'esports' },
  COCKFIGHT: { classify: 'ARCADE', family: 'cockfight', engine: 'sports', motif: 'rooster' },
  LOTT: { classify: 'ARCADE', family: 'lottery', engine: 'lottery', motif: 'lottery' },
  ELOTT: { classify: 'ARCADE', family: 'eLottery', engine: 'lottery', motif: 'lottery' },
};

/**
 * Every other seeded game is played by one of the demo vendor's engines (src/server/vendors/demo):
 * the two-sided sports, e-sports and cockfight markets by the baccarat table.
 */
const DEMO_GAME_CODES: Record<string, string> = {
  slot: 'demo-slot-lucky-fives',
  baccarat: 'demo-baccarat',
  fish: 'demo-fish-hunter',
  sports: 'demo-baccarat',
};

function demoGameCode(engine: string): string {
  const code = DEMO_GAME_CODES[engine];
  if (!code) throw new Error(`no demo engine plays ${engine}`);
  return code;
}

function kindOf(nodeId: string, gameType: GameType, index: number): Kind {
  if (gameType !== 'RNG') return TYPE_KINDS[gameType];
  // Every slot vendor opens with a slot; the rest spread by a stable hash.
  const roll = index === 0 ? 0 : pick(nodeId, 'classify', 100);
  const found = RNG_KINDS.find((entry) => roll < entry.upTo) ?? RNG_KINDS[0];
  if (!found) throw new Error('RNG kinds are empty');
  return found.kind;
}

const nodeIdOf = (vendor: VendorSeed, index: number) => `${vendor.code}-${vendor.gameType}-${index + 1}`;

/** A game row of a vendor: what differs per vendor kind comes in `own`. */
function gameRow(vendor: VendorSeed, index: number, kind: Kind, name: Localized, own: Pick<GameSeed, 'isHot' | 'supportPlay' | 'vendorGameCode'> & { search?: string }): GameSeed {
  const nodeId = nodeIdOf(vendor, index);
  return {
    nodeId,
    vendorCode: vendor.code,
    gameType: vendor.gameType,
    gameClassify: kind.classify,
    name,
    searchText: [name.EN, name.CN, name.TH, ...(own.search ? [own.search] : [])].join(' ').toLowerCase(),
    isHot: own.isHot,
    isNew: pick(nodeId, 'new', 100) < 10,
    supportPlay: own.supportPlay,
    engine: kind.engine,
    vendorGameCode: own.vendorGameCode,
    iconSvg: gameIconSvg({ nodeId, name: name.EN, vendorCode: vendor.code, motif: kind.motif }),
    sort: index + 1,
  };
}

function buildGame(vendor: VendorSeed, index: number, pool: NamePool): GameSeed {
  const nodeId = nodeIdOf(vendor, index);
  const kind = kindOf(nodeId, vendor.gameType, index);
  return gameRow(vendor, index, kind, pool.next(kind.family), {
    isHot: pick(nodeId, 'hot', 100) < 10,
    supportPlay: pick(nodeId, 'trial', 100) >= 8,
    vendorGameCode: demoGameCode(kind.engine),
  });
}

/**
 * The lottery vendor's games as the catalogue lists them (src/server/vendors/lotto serves both codes):
 * TCG_LOTTO_VN the Vietnamese lottery (the North, then provinces of the Central and South weeks in
 * turn, as many as the vendor row asks), LOTT the 4D and the quick lotteries. The vendor game code is
 * the lottery's own game code.
 */
function lotteryDefs(vendor: VendorSeed): GameDef[] {
  if (vendor.code === 'LOTT') return LOTTO_GAMES.filter((g) => g.family !== 'VN').slice(0, vendor.games);
  const first = LOTTO_GAMES.filter((g) => g.code === 'VN_NORTH');
  const central = LOTTO_GAMES.filter((g) => g.region === 'CENTRAL');
  const south = LOTTO_GAMES.filter((g) => g.region === 'SOUTH');
  const provinces = central.flatMap((g, i) => [g, south[i]]).filter((g): g is GameDef => g !== undefined);
  return [...first, ...provinces, ...south.slice(central.length)].slice(0, vendor.games);
}

function buildLotteryGame(vendor: VendorSeed, def: GameDef, index: number): GameSeed {
  const name = { EN: gameName(def, 'EN'), CN: gameName(def, 'CN'), TH: gameName(def, 'TH') };
  // Real money only (the lottery's routes need a login): no free trial.
  return gameRow(vendor, index, TYPE_KINDS[vendor.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT'], name, { isHot: index < 2, supportPlay: false, vendorGameCode: def.code, search: def.code });
}

const LOTTERY_CODES = new Set(['LOTT', 'TCG_LOTTO_VN']);

/** All seeded games, deterministic: the same rows (names, flags, art) on every run. */
export function buildGames(vendors: readonly VendorSeed[]): GameSeed[] {
  const pool = new NamePool();
  const games = vendors.flatMap((vendor) =>
    LOTTERY_CODES.has(vendor.code) ? lotteryDefs(vendor).map((def, i) => buildLotteryGame(vendor, def, i)) : Array.from({ length: vendor.games }, (_, i) => buildGame(vendor, i, pool)),
  );
  // Every category's hot list has something to show.
  for (const type of new Set(games.map((game) => game.gameType))) {
    const ofType = games.filter((game) => game.gameType === type);
    const first = ofType[0];
    if (first && !ofType.some((game) => game.isHot)) first.isHot = true;
  }
  return games;
}
