import { RATE_MAX_BP } from '@shared/api/contract-kinds';

/** A rate in basis points as a percentage with up to 2 decimals: 120 → "1.2", 10000 → "100". */
export function percentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const cents = String(Math.abs(bp % 100)).padStart(2, '0').replace(/0+$/u, '');
  return cents ? `${whole}.${cents}` : String(whole);
}

/** "1.2 %" for tables and summaries; the space never breaks, so a rate stays on one line. */
export const rateText = (bp: number): string => `${percentText(bp)}\u00a0%`;

export type RateProblem = 'required' | 'format' | 'decimals' | 'max';

/**
 * What an agent types in a rate field (a percentage, "1.25" or "1,25", an optional "%"), read into
 * basis points with integer arithmetic only, so "0.29" is 29 and never 28.999….
 */
export function parsePercent(text: string): { bp: number } | { problem: RateProblem } {
  const trimmed = text.trim().replace(/\s*%$/u, '').replace(',', '.');
  if (trimmed === '') return { problem: 'required' };
  const match = /^(\d{1,3})(?:\.(\d*))?$/u.exec(trimmed);
  if (!match) return { problem: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { problem: 'decimals' };
  const bp = Number(match[1]) * 100 + Number(fraction.padEnd(2, '0'));
  if (bp > RATE_MAX_BP) return { problem: 'max' };
  return { bp };
}

/** A table's rates in one phrase: "1.2 %", or "0.5 % – 2 %" across its tiers. */
export function rateRange(tiers: readonly { rateBp: number }[]): string {
  if (tiers.length === 0) return rateText(0);
  const rates = tiers.map((tier) => tier.rateBp);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return low === high ? rateText(high) : `${rateText(low)} – ${rateText(high)}`;
}
