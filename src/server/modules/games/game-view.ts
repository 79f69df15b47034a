import type { Game } from '@shared/api/games';
import type { GameClassify, GameType, Language, Localized } from '@shared/constants';
import { localize } from '../system/projection';

/** A catalogue row as the lobby reads it, with its vendor's maintenance flag. */
export interface GameViewRow {
  nodeId: string;
  vendorCode: string;
  gameType: GameType;
  gameClassify: GameClassify;
  name: Localized;
  isHot: boolean;
  isNew: boolean;
  supportPlay: boolean;
  isGame: boolean;
  maintenance: boolean;
}

/** The icon route of src/server/modules/images. */
export function gameIconUrl(nodeId: string): string {
  return `/img/games/${encodeURIComponent(nodeId)}.svg`;
}

const flag = (value: boolean) => (value ? 1 : 0);

export function toGame(row: GameViewRow, language: Language): Game {
  return {
    nodeId: row.nodeId,
    vassalage: row.vendorCode,
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    gameName: localize(row.name, language),
    iconUrl: gameIconUrl(row.nodeId),
    isHot: flag(row.isHot),
    isNew: flag(row.isNew),
    supportPlay: flag(row.supportPlay),
    isGame: flag(row.isGame),
    maintenance: row.maintenance,
  };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
