/**
 * What every demo game engine offers the demo vendor: published rules, input validation, one pure
 * `play` per round and a recall text. Engines are pure server-side logic: they import node built-ins
 * only, never the platform (the demo vendor reaches the platform through the seamless protocol).
 *
 * Money is integer minor units. `stake` is what the round debits; `win` is what it credits back in
 * total, returned stakes included (a push credits the stake, a loss credits 0). Return to player is
 * therefore sum(win) / sum(stake).
 */
import type { Rng } from './rng';

export type EngineErrorCode =
  | 'invalid_input'
  | 'invalid_amount'
  | 'amount_below_min'
  | 'amount_above_max'
  | 'invalid_selection'
  | 'no_bet';

/** A refused input; `code` is stable snake_case for the vendor's error replies. */
export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export interface Outcome<D> {
  stake: number;
  win: number;
  details: D;
}

/** Rules every game publishes before play. `rtpPercent` is stated with two decimals. */
export interface BaseRules {
  code: string;
  name: string;
  demo: true;
  rtpPercent: number;
  minBet: number;
  maxBet: number;
}

export interface Engine<R extends BaseRules, I, D> {
  rules: R;
  /** Validates an untrusted input (e.g. a request body) and returns it typed; throws EngineError. */
  parseInput(raw: unknown): I;
  /** Plays one round. Validates `input` again, so typed callers cannot skip the limits. */
  play(rng: Rng, input: I): Outcome<D>;
  /** One line of English for recall and logs. */
  describe(outcome: Outcome<D>): string;
}

/** An integer amount of minor units within [min, max]; throws EngineError otherwise. */
export function checkAmount(value: unknown, min: number, max: number, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new EngineError('invalid_amount', `${field} must be a positive integer of minor units`);
  }
  if (value < min) throw new EngineError('amount_below_min', `${field} is below the minimum ${min}`);
  if (value > max) throw new EngineError('amount_above_max', `${field} is above the maximum ${max}`);
  return value;
}

/** The plain object behind an untrusted input; throws EngineError for anything else. */
export function asRecord(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new EngineError('invalid_input', 'input must be an object');
  }
  return raw as Record<string, unknown>;
}
