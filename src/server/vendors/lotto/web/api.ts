import type { BetsAnswer, GameDetail, NumeroAnswer, ResultsAnswer, SlipAnswer, StateAnswer } from '../api-types';

/** The page API (api-types.ts): every answer is an envelope; a failure keeps its code, balance and fields. */

export interface Failure {
  success: false;
  code: string;
  balance?: number;
  fields?: string[];
}
export type Answer<T> = { success: true; value: T } | Failure;

export class ApiError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.code);
  }
}

const BASE = '/lotto-vendor/api';

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let body: Answer<T>;
  try {
    const response = await fetch(`${BASE}${path}`, { credentials: 'same-origin', headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) }, ...init });
    body = (await response.json()) as Answer<T>;
  } catch {
    throw new ApiError({ success: false, code: 'network' });
  }
  if (!body.success) throw new ApiError(body);
  return body.value;
}

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export interface Api {
  state(): Promise<StateAnswer>;
  game(code: string): Promise<GameDetail>;
  slip(game: string, drawKey: string, bets: unknown[]): Promise<SlipAnswer>;
  results(game: string, limit?: number): Promise<ResultsAnswer>;
  numero(date: string, region: NumeroAnswer['region']): Promise<NumeroAnswer>;
  bets(): Promise<BetsAnswer>;
}

export function apiFor(sid: string): Api {
  return {
    state: () => call(`/state?${q({ sid })}`),
    game: (code) => call(`/games/${encodeURIComponent(code)}?${q({ sid })}`),
    slip: (game, drawKey, bets) => call('/slips', { method: 'POST', body: JSON.stringify({ sid, game, drawKey, bets }) }),
    results: (game, limit = 10) => call(`/results?${q({ sid, game, limit })}`),
    numero: (date, region) => call(`/numero?${q({ sid, date, region })}`),
    bets: () => call(`/bets?${q({ sid })}`),
  };
}
