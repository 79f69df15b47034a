import { GAME_TYPES, type GameType } from '@shared/constants';

export const isGameType = (value: unknown): value is GameType => typeof value === 'string' && (GAME_TYPES as readonly string[]).includes(value);
