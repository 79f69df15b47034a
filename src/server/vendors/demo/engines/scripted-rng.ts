/** A test Rng that returns queued values in order and fails loudly when a test draws too many. */
import type { Rng } from './rng';

export class ScriptedRng implements Rng {
  private next = 0;
  readonly limits: number[] = [];

  constructor(private readonly values: readonly number[]) {}

  int(maxExclusive: number): number {
    const value = this.values[this.next++];
    if (value === undefined) throw new Error(`ScriptedRng ran out after ${this.values.length} draws`);
    if (value < 0 || value >= maxExclusive) throw new Error(`scripted ${value} is outside [0, ${maxExclusive})`);
    this.limits.push(maxExclusive);
    return value;
  }

  get drawn(): number {
    return this.next;
  }
}
