import { MAX_TIER_ACTIVE, MAX_TIER_TURNOVER, MAX_TIERS, RATE_MAX_BP, maxRateOf, rateBreach, type ContractTier } from '@shared/api/contract-kinds';
import { checkAmount } from '@/lib/money-input';
import { parsePercent } from './contract-rate';

/** One tier row as typed: turnover in currency units, a count, a percentage. */
export interface TierInput {
  minTurnover: string;
  minActive: string;
  rate: string;
}

/** The offering side when it is the house: no rate cap, no table to stay under. */
export const HOUSE = 'house';

export const EMPTY_TIER: TierInput = { minTurnover: '0', minActive: '0', rate: '' };

/** Translation keys under `agent:contracts.problems`. */
export type FieldProblem = 'required' | 'format' | 'decimals' | 'max' | 'aboveMax';
export type RowProblems = Partial<Record<keyof TierInput, FieldProblem>>;

export type TableProblem =
  | { kind: 'count' }
  | { kind: 'duplicate' }
  | { kind: 'breach'; minTurnover: number; minActive: number; rateBp: number; uplineRateBp: number };

export type TierCheck = { tiers: ContractTier[] } | { rows: RowProblems[]; table: TableProblem | null };

function turnover(text: string, decimals: number): { minor: number } | { problem: FieldProblem } {
  const check = checkAmount(text, decimals, { max: MAX_TIER_TURNOVER });
  // A tier may start at no turnover at all.
  if (check.problem === 'zero') return { minor: 0 };
  if (check.problem === 'required' || check.problem === 'decimals' || check.problem === 'max') return { problem: check.problem };
  if (check.problem || check.minor === undefined) return { problem: 'format' };
  return { minor: check.minor };
}

function active(text: string): { count: number } | { problem: FieldProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  if (!/^\d{1,7}$/u.test(trimmed)) return { problem: 'format' };
  const count = Number(trimmed);
  return count > MAX_TIER_ACTIVE ? { problem: 'max' } : { count };
}

/**
 * The offer form's tier table checked as the server will check it: every field readable, no rate
 * above the offering agent's own highest, no two rows with the same thresholds, and nowhere a
 * higher rate than the agent's own table pays for the same figures (the rate invariant, `rateBreach`).
 * The house (an operator offering a top-level agent) has no table above it: every rate up to 100 % is allowed.
 */
export function checkTiers(rows: readonly TierInput[], decimals: number, own: readonly ContractTier[] | null | typeof HOUSE): TierCheck {
  const maxBp = own === HOUSE ? RATE_MAX_BP : maxRateOf(own);
  const tiers: ContractTier[] = [];
  const problems = rows.map((row): RowProblems => {
    const found: RowProblems = {};
    const minTurnover = turnover(row.minTurnover, decimals);
    const minActive = active(row.minActive);
    const rate = parsePercent(row.rate);
    if ('problem' in minTurnover) found.minTurnover = minTurnover.problem;
    if ('problem' in minActive) found.minActive = minActive.problem;
    if ('problem' in rate) found.rate = rate.problem;
    else if (rate.bp > maxBp) found.rate = 'aboveMax';
    if ('minor' in minTurnover && 'count' in minActive && 'bp' in rate) tiers.push({ minTurnover: minTurnover.minor, minActive: minActive.count, rateBp: rate.bp });
    return found;
  });
  const fieldsOk = problems.every((found) => Object.keys(found).length === 0);
  let table: TableProblem | null = null;
  if (rows.length === 0 || rows.length > MAX_TIERS) table = { kind: 'count' };
  else if (fieldsOk && new Set(tiers.map((t) => `${t.minTurnover}:${t.minActive}`)).size !== tiers.length) table = { kind: 'duplicate' };
  else if (fieldsOk && own !== HOUSE) {
    const breach = rateBreach(tiers, own);
    if (breach) table = { kind: 'breach', ...breach };
  }
  return fieldsOk && table === null ? { tiers } : { rows: problems, table };
}
