import { GAME_TYPES, type GameType } from '@shared/constants';

/** Category names of game types come from the shared `common` namespace (records use them too). */
export const gameTypeNames = Object.fromEntries(GAME_TYPES.map((type) => [type, `$t(common:gameTypes.${type})`])) as Record<GameType, string>;
