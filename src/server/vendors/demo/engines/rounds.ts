/**
 * Live rounds and game recall.
 *
 * A live round draws a fresh secret seed from crypto, validates the input and plays the engine on
 * SeededRng(seed, roundId). The vendor stores the returned record (game, seed, round id, normalised
 * input) with the round. Recall replays the record: the same engine on the same stream gives the
 * identical outcome (same stops, same cards, same win), so a round needs no stored outcome to be
 * shown again, and a stored outcome can be checked against its replay.
 */
import { baccaratEngine } from './baccarat';
import type { BaseRules, Engine, Outcome } from './engine';
import { fishEngine } from './fish';
import { newSeed, SeededRng } from './rng';
import { slotEngine } from './slot';

/** The demo engines by game code (the code is also each engine's rules.code). */
export const DEMO_ENGINES = {
  'demo-slot-lucky-fives': slotEngine,
  'demo-baccarat': baccaratEngine,
  'demo-fish-hunter': fishEngine,
} as const;

export type DemoGameCode = keyof typeof DEMO_ENGINES;

export interface RoundRecord {
  game: DemoGameCode;
  roundId: string;
  /** 32 bytes of lowercase hex, secret until the round is settled. */
  seed: string;
  /** The input as validated (parseInput's result), replayed as is. */
  input: unknown;
}

export interface PlayedRound {
  record: RoundRecord;
  outcome: Outcome<unknown>;
  description: string;
}

export function isDemoGame(code: string): code is DemoGameCode {
  return Object.hasOwn(DEMO_ENGINES, code);
}

function engineOf(game: DemoGameCode): Engine<BaseRules, unknown, unknown> {
  return DEMO_ENGINES[game];
}

function run(record: RoundRecord): PlayedRound {
  const engine = engineOf(record.game);
  const input = engine.parseInput(record.input);
  const outcome = engine.play(new SeededRng(record.seed, record.roundId), input);
  return { record: { ...record, input }, outcome, description: engine.describe(outcome) };
}

/** Plays a live round on a fresh seed; throws EngineError when the input is refused. */
export function playRound(game: DemoGameCode, roundId: string, rawInput: unknown): PlayedRound {
  return run({ game, roundId, seed: newSeed(), input: rawInput });
}

/** Replays a stored round (game recall); the outcome equals the one the live round produced. */
export function replayRound(record: RoundRecord): PlayedRound {
  return run(record);
}
