import { KIND_PERIOD_TYPES, type Contract, type ContractKind, type ContractPeriodType } from '@shared/api/contracts';
import { isApiError } from '@/lib/envelope';

/**
 * What the operator's "Offer a contract" and "Run settlement" dialogs work out without the server:
 * the kind to start with, the period types a kind takes, the day a run defaults to and where a
 * refusal shows.
 */

/** The period types a kind may be offered (or settled) on; the first is the default. */
export const periodTypesOf = (kind: ContractKind): readonly ContractPeriodType[] => KIND_PERIOD_TYPES[kind];

/** A choice of period type only matters when the kind has more than one. */
export const choosesPeriodType = (kind: ContractKind): boolean => periodTypesOf(kind).length > 1;

/** The first kind the agent has neither in force nor on offer from the house (else the first kind). */
export function firstOpenKind(kinds: readonly ContractKind[], contracts: readonly Contract[], account: string): ContractKind | null {
  const taken = new Set(contracts.filter((c) => c.agent.account === account && c.upline === null && (c.status === 'active' || c.status === 'offered')).map((c) => c.kind));
  return kinds.find((kind) => !taken.has(kind)) ?? kinds[0] ?? null;
}

/** The operator's settlement run: a day inside the period (YYYY-MM-DD, the merchant's midnight). */
export interface RunRequest {
  kind: ContractKind;
  periodType: ContractPeriodType;
  period: string;
}

/** What the run route answers. */
export interface RunOutcome {
  status?: 'settled' | 'already';
  generation?: number;
  contracts?: number;
  total?: number;
}

/** The day before `now` as YYYY-MM-DD in the viewer's calendar: the latest day that has surely closed. */
export function yesterdayText(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A typed day the run route reads: YYYY-MM-DD, a real calendar day. */
export function isDayText(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type OfferField = 'kind' | 'periodType' | 'tiers' | 'form';

/** Where a refused offer's reason shows: under the field it is about, or above the buttons. */
export function offerErrorField(error: unknown): OfferField | null {
  if (!isApiError(error)) return error ? 'form' : null;
  if (error.code === 'contract_pending_exists') return 'kind';
  if (error.errors?.periodType) return 'periodType';
  if (error.errors?.tiers) return 'tiers';
  return 'form';
}

/** The translation key of a refused offer: the top-level rule has its own words, the rest are the error codes'. */
export function offerErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors:unknown_error';
  if (error.errors?.account === 'not_top_level' || error.errors?.account === 'not_downline_agent') return 'consoleAgents:offer.notTopLevel';
  return `errors:${error.code}`;
}

/** Where a refused run's reason shows: a bad period under the period field, the rest above the buttons. */
export const runErrorOnPeriod = (error: unknown): boolean => isApiError(error) && (error.errors?.period !== undefined || error.errors?.periodType !== undefined);
