import { randomInt } from 'node:crypto';
import { JACKPOT } from '@shared/constants';

/**
 * The jackpot pool as a pure state machine: a random start, then a random rise at random intervals
 * (spec section 9). Amounts in minor units (the spec's figures are major units with 2 decimals).
 */

export interface JackpotState {
  amount: number;
  /** Epoch ms when the next rise is due. */
  nextStepAt: number;
}

/** Integers in [min, maxExclusive); crypto in production, scripted in tests. */
export interface JackpotRandom {
  int(min: number, maxExclusive: number): number;
}

export const cryptoRandom: JackpotRandom = { int: (min, maxExclusive) => randomInt(min, maxExclusive) };

const MINOR = 10 ** JACKPOT.decimals;
const START = { min: JACKPOT.startMin * MINOR, max: JACKPOT.startMax * MINOR };
const STEP = { min: JACKPOT.stepMin * MINOR, max: JACKPOT.stepMax * MINOR };
const MEAN_STEP = (STEP.min + STEP.max) / 2;
const MEAN_INTERVAL = JACKPOT.intervalsMs.reduce((sum, ms) => sum + ms, 0) / JACKPOT.intervalsMs.length;

/**
 * Rises drawn one by one per read at most; beyond that (a long downtime) the elapsed time is
 * caught up in bulk with the expected rise per step, so a read never loops millions of times.
 */
export const MAX_DRAWN_STEPS = 500;

function interval(random: JackpotRandom): number {
  const ms = JACKPOT.intervalsMs[random.int(0, JACKPOT.intervalsMs.length)];
  if (ms === undefined) throw new Error('jackpot interval out of range');
  return ms;
}

function rise(random: JackpotRandom): number {
  return random.int(STEP.min, STEP.max + 1);
}

export function startState(now: number, random: JackpotRandom): JackpotState {
  return { amount: random.int(START.min, START.max + 1), nextStepAt: now + interval(random) };
}

/** The state at `now`: every rise due by then applied. Never lowers the amount. */
export function advance(state: JackpotState, now: number, random: JackpotRandom, maxDrawn = MAX_DRAWN_STEPS): JackpotState {
  if (now < state.nextStepAt) return state;
  let { amount, nextStepAt } = state;
  const due = Math.floor((now - nextStepAt) / MEAN_INTERVAL) + 1;
  if (due > maxDrawn) {
    amount += Math.round(due * MEAN_STEP);
    return { amount, nextStepAt: now + interval(random) };
  }
  // Intervals are at least 3 s, so this runs at most about due × 4/3 times.
  while (nextStepAt <= now) {
    amount += rise(random);
    nextStepAt += interval(random);
  }
  return { amount, nextStepAt };
}
