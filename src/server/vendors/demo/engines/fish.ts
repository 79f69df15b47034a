/**
 * "Fish Hunter (demo)", an arcade shooting game: the player picks a fish and a bullet value and
 * fires. A shot captures the fish with probability 96% ÷ its multiplier; a capture pays the bullet
 * times the multiplier (the bullet included), a miss pays nothing.
 *
 * Probabilities are integers out of 10,000 (clownfish 2× hits on 4,800, dragon 100× on 96), so every
 * fish returns exactly multiplier × hits ÷ 10,000 = 96.00% of the bullet, and every win is the
 * integer bullet × multiplier: nothing is rounded.
 *
 * A shot at a fish of multiplier m has a return standard deviation of √(0.96·m − 0.9216) bullets
 * (1.0 for the clownfish, 9.75 for the dragon), so fish.sim.test.ts sizes each fish's simulation to
 * put the 0.5 pp bound 5 standard errors away: 1 million shots for the clownfish up to 95 million
 * for the dragon. A shot costs tens of nanoseconds, so that is seconds.
 */
import * as engine from './engine';
import { EngineError, type BaseRules, type Engine, type Outcome } from './engine';
import type { Rng } from './rng';

// Local copies: some module loaders (tsx, vitest) turn every read of an import into a getter call.
const { asRecord, checkAmount } = engine;

export const FISH = ['clownfish', 'pufferfish', 'turtle', 'octopus', 'shark', 'whale', 'dragon'] as const;
export type Fish = (typeof FISH)[number];

/** Hit chances are out of this many. */
export const CHANCE_DENOMINATOR = 10_000;
const RTP_PER_DENOMINATOR = 9_600;

const MULTIPLIERS: Record<Fish, number> = {
  clownfish: 2,
  pufferfish: 3,
  turtle: 5,
  octopus: 10,
  shark: 20,
  whale: 50,
  dragon: 100,
};

export interface FishTarget {
  fish: Fish;
  multiplier: number;
  /** Chance of a capture, out of CHANCE_DENOMINATOR. */
  hitChance: number;
}

export interface FishRules extends BaseRules {
  targets: FishTarget[];
  chanceDenominator: number;
}

export interface FishInput {
  fish: Fish;
  bullet: number;
}

export interface FishDetails {
  fish: Fish;
  multiplier: number;
  bullet: number;
  hit: boolean;
}

const TARGETS = new Map<Fish, FishTarget>(
  FISH.map((fish) => {
    const multiplier = MULTIPLIERS[fish];
    return [fish, { fish, multiplier, hitChance: RTP_PER_DENOMINATOR / multiplier }];
  }),
);

export const fishRules: FishRules = {
  code: 'demo-fish-hunter',
  name: 'Fish Hunter (demo)',
  demo: true,
  rtpPercent: 96,
  minBet: 10,
  maxBet: 10_000,
  targets: [...TARGETS.values()],
  chanceDenominator: CHANCE_DENOMINATOR,
};

function targetOf(fish: unknown): FishTarget {
  const target = typeof fish === 'string' ? TARGETS.get(fish as Fish) : undefined;
  if (target === undefined) throw new EngineError('invalid_selection', 'fish must be one of the published fish');
  return target;
}

function parseFishInput(raw: unknown): FishInput {
  const record = asRecord(raw);
  const target = targetOf(record.fish);
  return { fish: target.fish, bullet: checkAmount(record.bullet, fishRules.minBet, fishRules.maxBet, 'bullet') };
}

function playFish(rng: Rng, input: FishInput): Outcome<FishDetails> {
  const { fish, bullet } = parseFishInput(input);
  const { multiplier, hitChance } = targetOf(fish);
  const hit = rng.int(CHANCE_DENOMINATOR) < hitChance;
  return { stake: bullet, win: hit ? bullet * multiplier : 0, details: { fish, multiplier, bullet, hit } };
}

function describeFish(outcome: Outcome<FishDetails>): string {
  const { fish, multiplier, bullet, hit } = outcome.details;
  return `Fish Hunter: bullet ${bullet} at ${fish} (${multiplier}×), ${hit ? `captured, paid ${outcome.win}` : 'missed'}`;
}

export const fishEngine: Engine<FishRules, FishInput, FishDetails> = {
  rules: fishRules,
  parseInput: parseFishInput,
  play: playFish,
  describe: describeFish,
};
