import { betSchemaOf, gameOf, GAMES } from '@shared/lotto/games';
import { oddsSchema, rebateSchema, settingsSchema, type LottoSettings } from '@shared/lotto/money';
import { defaultSettingsOf } from '@shared/lotto/payout';
import type { Db } from '../../db/client';
import { LottoError } from './errors';
import * as repo from './repository';

/**
 * A merchant's settings of a game (the lottery's back office: `npm run ops -- lotto settings`):
 * maintenance, how long before a draw betting closes, and the odds and rebates over the game's
 * defaults. Only keys the game has are taken, each checked (odds 1 to 100,000 with four decimals
 * at most, rebate 0 to 100 %); the stored settings are always a complete, valid set.
 */

export interface SettingsChange {
  maintenance?: boolean;
  closeSeconds?: number;
  odds?: Record<string, number>;
  rebatePercent?: Record<string, number>;
}

export interface GameSettingsView {
  game: string;
  maintenance: boolean;
  closeSeconds: number | null;
  settings: LottoSettings;
}

const MAX_CLOSE_SECONDS = 24 * 60 * 60;

function merged(base: Readonly<Record<string, number>>, allowed: readonly string[], change: Record<string, number> | undefined, check: (v: number) => boolean, what: string): Record<string, number> {
  const out = { ...base };
  for (const [key, value] of Object.entries(change ?? {})) {
    if (!allowed.includes(key)) throw new LottoError('validation_failed', 422, undefined, { [what]: `unknown key ${key}` });
    if (!check(value)) throw new LottoError('validation_failed', 422, undefined, { [`${what}.${key}`]: 'out of range' });
    out[key] = value;
  }
  return out;
}

export async function showSettings(db: Db, merchantCode: string, gameCode: string): Promise<GameSettingsView> {
  if (!GAMES.some((g) => g.code === gameCode)) throw new LottoError('unknown_game', 404);
  const row = await repo.settingsOf(db, merchantCode, gameCode);
  const stored = settingsSchema.safeParse(row?.settings);
  return { game: gameCode, maintenance: row?.maintenance === 'on', closeSeconds: row?.closeSeconds ?? null, settings: stored.success ? stored.data : defaultSettingsOf(gameOf(gameCode)) };
}

export async function changeSettings(db: Db, merchantCode: string, gameCode: string, change: SettingsChange): Promise<GameSettingsView> {
  const current = await showSettings(db, merchantCode, gameCode);
  const game = gameOf(gameCode);
  const closeSeconds = change.closeSeconds ?? current.closeSeconds;
  if (closeSeconds !== null && (!Number.isInteger(closeSeconds) || closeSeconds < 0 || closeSeconds > MAX_CLOSE_SECONDS)) {
    throw new LottoError('validation_failed', 422, undefined, { closeSeconds: 'out of range' });
  }
  const settings = settingsSchema.parse({
    odds: merged(current.settings.odds, Object.keys(defaultSettingsOf(game).odds), change.odds, (v) => oddsSchema.safeParse(v).success, 'odds'),
    rebatePercent: merged(current.settings.rebatePercent, betSchemaOf(game).options.map((o) => o.shape.type.value), change.rebatePercent, (v) => rebateSchema.safeParse(v).success, 'rebatePercent'),
  });
  const maintenance = change.maintenance ?? current.maintenance;
  await repo.saveSettings(db, { merchantCode, gameCode, maintenance: maintenance ? 'on' : 'off', closeSeconds, settings });
  return { game: gameCode, maintenance, closeSeconds, settings };
}
