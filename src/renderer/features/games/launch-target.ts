import type { LaunchInput } from '@shared/api/play';
import { GAME_TYPES, type GameType } from '@shared/constants';

/** What a play button names: a game, a lottery game code, or a vendor (its first game). */
export interface LaunchTarget {
  /** What the player pressed: a game's name or a vendor's (for messages). */
  name: string;
  nodeId?: string;
  gameCode?: string;
  vassalage?: string;
  gameType?: GameType;
  /** Free-trial play: open to visitors. */
  trial?: boolean;
}

const KEYS = ['nodeId', 'gameCode', 'vassalage', 'gameType'] as const;

/** The launch call's body for a target. */
export function launchInputOf(target: LaunchTarget): LaunchInput {
  const input: LaunchInput = {};
  for (const key of KEYS) {
    const value = target[key];
    if (value !== undefined) Object.assign(input, { [key]: value });
  }
  return input;
}

/** The in-app game page for a target (/seamless), for phones and blocked pop-ups. */
export function seamlessPathOf(target: LaunchTarget): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = target[key];
    if (value !== undefined) params.set(key, value);
  }
  if (target.trial) params.set('trial', '1');
  params.set('name', target.name);
  return `/seamless?${params.toString()}`;
}

function isGameType(value: string | null): value is GameType {
  return value !== null && (GAME_TYPES as readonly string[]).includes(value);
}

/** Reads back what seamlessPathOf wrote; undefined when the query names no game. */
export function targetFromSearch(search: URLSearchParams): LaunchTarget | undefined {
  const target: LaunchTarget = { name: search.get('name') ?? '', trial: search.get('trial') === '1' };
  for (const key of ['nodeId', 'gameCode', 'vassalage'] as const) {
    const value = search.get(key);
    if (value) target[key] = value;
  }
  const gameType = search.get('gameType');
  if (isGameType(gameType)) target.gameType = gameType;
  return target.nodeId ?? target.gameCode ?? target.vassalage ?? target.gameType ? target : undefined;
}
