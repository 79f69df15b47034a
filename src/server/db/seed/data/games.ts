import type { GameClassify, GameType, Localized } from '@shared/constants';
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
 * Every seeded game is played by one of the demo vendor's engines (src/server/vendors/demo): the
 * two-sided sports, e-sports and cockfight markets by the baccarat table, lottery draws by the
 * five-reel slot.
 */
const DEMO_GAME_CODES: Record<string, string> = {
  slot: 'demo-slot-lucky-fives',
  baccarat: 'demo-baccarat',
  fish: 'demo-fish-hunter',
  sports: 'demo-baccarat',
  lottery: 'demo-slot-lucky-fives',
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

function buildGame(vendor: VendorSeed, index: number, pool: NamePool): GameSeed {
  const nodeId = `${vendor.code}-${vendor.gameType}-${index + 1}`;
  const kind = kindOf(nodeId, vendor.gameType, index);
  const name = pool.next(kind.family);
  return {
    nodeId,
    vendorCode: vendor.code,
    gameType: vendor.gameType,
    gameClassify: kind.classify,
    name,
    searchText: [name.EN, name.CN, name.TH].join(' ').toLowerCase(),
    isHot: pick(nodeId, 'hot', 100) < 10,
    isNew: pick(nodeId, 'new', 100) < 10,
    supportPlay: pick(nodeId, 'trial', 100) >= 8,
    engine: kind.engine,
    vendorGameCode: demoGameCode(kind.engine),
    iconSvg: gameIconSvg({ nodeId, name: name.EN, vendorCode: vendor.code, motif: kind.motif }),
    sort: index + 1,
  };
}

/** All seeded games, deterministic: the same rows (names, flags, art) on every run. */
export function buildGames(vendors: readonly VendorSeed[]): GameSeed[] {
  const pool = new NamePool();
  const games = vendors.flatMap((vendor) => Array.from({ length: vendor.games }, (_, i) => buildGame(vendor, i, pool)));
  // Every category's hot list has something to show.
  for (const type of new Set(games.map((game) => game.gameType))) {
    const ofType = games.filter((game) => game.gameType === type);
    const first = ofType[0];
    if (first && !ofType.some((game) => game.isHot)) first.isHot = true;
  }
  return games;
}
