import { GAMES, type GameDef, type GameFamily } from '@shared/lotto/games';

/**
 * The lottery vendor's two vendor codes and the games each serves, as the platform's catalogue
 * lists them: TCG_LOTTO_VN (the Vietnamese lottery: North, Central and South, the ELOTT category and
 * /vnLottery) and LOTT (4D and the quick lotteries, the LOTT category, /lottery and /seaLottery). A game session plays the games of its own code: the wallet calls
 * are signed as that code, and the platform's rounds belong to it.
 */
export const LOTTO_CODES = ['LOTT', 'TCG_LOTTO_VN'] as const;
export type LottoCode = (typeof LOTTO_CODES)[number];

const CODE_OF_FAMILY: Record<GameFamily, LottoCode> = { VN: 'TCG_LOTTO_VN', SEA4D: 'LOTT', QUICK5: 'LOTT', DICE3: 'LOTT' };

export const isLottoCode = (code: string): code is LottoCode => (LOTTO_CODES as readonly string[]).includes(code);
export const vendorCodeOf = (game: GameDef): LottoCode => CODE_OF_FAMILY[game.family];
export const gamesOfCode = (code: LottoCode): GameDef[] => GAMES.filter((game) => vendorCodeOf(game) === code);
