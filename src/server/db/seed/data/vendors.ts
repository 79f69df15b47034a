import type { GameType } from '@shared/constants';

export interface VendorSeed {
  code: string;
  displayName: string;
  gameType: GameType;
  walletMode: 'seamless' | 'transfer';
  /** Shown in the footer logo strip (spec section 9: PG, EG2, PT, JDB, CQ9, FC, JL, BGS). */
  inFooter: boolean;
  /** How many games the seed generates for this vendor in this category. */
  games: number;
}

type Row = [code: string, displayName: string, gameType: GameType, games: number, walletMode?: 'transfer'];

const ROWS: Row[] = [
  ['PG', 'PG Slots', 'RNG', 30],
  ['EG2', 'EG2 Games', 'RNG', 20],
  ['PT', 'PT Slots', 'RNG', 24],
  ['JDB', 'JDB Slots', 'RNG', 22],
  ['CQ9', 'CQ9 Slots', 'RNG', 24],
  ['FC', 'FC Slots', 'RNG', 18],
  ['JL', 'JL Slots', 'RNG', 24],
  ['BGS', 'BGS Slots', 'RNG', 18],
  ['SA', 'SA Live', 'LIVE', 12],
  ['DG', 'DG Live', 'LIVE', 12],
  ['AG', 'AG Live', 'LIVE', 12, 'transfer'],
  ['WM', 'WM Live', 'LIVE', 10],
  ['JDB', 'JDB Fishing', 'FISH', 8],
  ['FC', 'FC Fishing', 'FISH', 8],
  ['JL', 'JL Fishing', 'FISH', 8],
  ['KM', 'KM Cards', 'PVP', 16],
  ['V8', 'V8 Cards', 'PVP', 16, 'transfer'],
  ['SBO', 'SBO Sports', 'SPORTS', 10],
  ['UG', 'UG Sports', 'SPORTS', 10],
  ['AV', 'AV E-Sports', 'ESPORTS', 3],
  ['IMES', 'IM E-Sports', 'ESPORTS', 3],
  ['IA', 'IA E-Sports', 'ESPORTS', 3],
  ['AI', 'AI E-Sports', 'ESPORTS', 3],
  ['TF', 'TF E-Sports', 'ESPORTS', 3],
  ['SV3', 'SV3 Cockfight', 'COCKFIGHT', 2],
  ['DS88', 'DS88 Cockfight', 'COCKFIGHT', 2],
  ['DIG', 'DIG Cockfight', 'COCKFIGHT', 2],
  ['WGB', 'WGB Cockfight', 'COCKFIGHT', 2],
  ['WS168', 'WS168 Cockfight', 'COCKFIGHT', 2],
  ['TCG_LOTTO_VN', 'TCG VN Lottery', 'ELOTT', 14],
  ['LOTT', 'Lottery', 'LOTT', 7],
];

const FOOTER = new Set(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);

/** Vendor rows keyed by (code, gameType); a code may serve several categories (JDB slots and fish). */
export const VENDORS: VendorSeed[] = ROWS.map(([code, displayName, gameType, games, walletMode]) => ({
  code,
  displayName,
  gameType,
  games,
  walletMode: walletMode ?? 'seamless',
  // One footer logo per code: the RNG row carries the flag.
  inFooter: FOOTER.has(code) && gameType === 'RNG',
}));
