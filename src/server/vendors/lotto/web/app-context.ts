import type { GameSummary, StateAnswer } from '../api-types';
import type { Api } from './api';

/** What every view reads: the session, the API, the balance and the navigation between views. */

export type View = 'lobby' | 'betting' | 'results' | 'bets';
export const VIEWS: readonly View[] = ['lobby', 'betting', 'results', 'bets'];

export interface Boot {
  sid: string;
  view: View;
  game: string;
  lang: string;
  backUrl: string | null;
}

export interface AppContext {
  boot: Boot;
  api: Api;
  state: StateAnswer;
  /** The game the betting board and results show. */
  game: string;
  /** Server time minus browser time, in ms (countdowns use the server's clock). */
  skew: number;
  go(view: View, game?: string): void;
  setBalance(minor: number): void;
  /** Reads the session again (next draws, balance); answers the fresh state. */
  refresh(): Promise<StateAnswer>;
}

export const now = (ctx: AppContext): number => Date.now() + ctx.skew;

export function gameIn(ctx: AppContext, code: string): GameSummary | undefined {
  return ctx.state.games.find((g) => g.code === code);
}
