import { GAMES, type GameDef, type GameFamily } from '@shared/lotto/games';

/**
 * The lottery vendor's two vendor codes and the games each serves, as the platform's catalogue
 * lists them: LOTT (the draws of record: Vietnam's regions and the 4D) and TCG_LOTTO_VN (the quick
 * lotteries, the ELOTT category). A game session plays the games of its own code: the wallet calls
 * are signed as that code, and the platform's rounds belong to it.
 */
export const LOTTO_CODES = ['LOTT', 'TCG_LOTTO_VN'] as const;
export type LottoCode = (typeof LOTTO_CODES)[number];

const CODE_OF_FAMILY: Record<GameFamily, LottoCode> = { VN: 'LOTT', SEA4D: 'LOTT', QUICK5: 'TCG_LOTTO_VN', DICE3: 'TCG_LOTTO_VN' };

export const isLottoCode = (code: string): code is LottoCode => (LOTTO_CODES as readonly string[]).includes(code);
export const vendorCodeOf = (game: GameDef): LottoCode => CODE_OF_FAMILY[game.family];
export const gamesOfCode = (code: LottoCode): GameDef[] => GAMES.filter((game) => vendorCodeOf(game) === code);
