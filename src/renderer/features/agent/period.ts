import { isCalendarDay, STANDARD_PRESETS, type DateRangeSelection } from '@shared/date-range';

export type ReportPreset = (typeof STANDARD_PRESETS)[number];
export type ReportSelection = DateRangeSelection<ReportPreset>;

/** What the agent calls take for a period: the preset, and for `custom` both days. */
export interface PeriodParams {
  preset: ReportPreset;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The period to ask for, or undefined while a custom range is half typed or back to front: the page
 * keeps showing the last complete one rather than asking the server for a refusal.
 */
export function periodParams(selection: ReportSelection): PeriodParams | undefined {
  if (selection.preset !== 'custom') return { preset: selection.preset };
  const { from, to } = selection;
  if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to) || from > to) return undefined;
  return { preset: 'custom', from, to };
}

/** The period kept in the address (`?preset=…&from=…&to=…`), so reload and back keep it. */
export function selectionFromSearch(search: URLSearchParams, fallback: ReportPreset = 'today'): ReportSelection {
  const preset = STANDARD_PRESETS.find((p) => p === search.get('preset')) ?? fallback;
  if (preset !== 'custom') return { preset };
  return { preset, from: search.get('from') ?? '', to: search.get('to') ?? '' };
}

/** Writes a selection into search params (a copy), leaving the others as they are. */
export function withSelection(search: URLSearchParams, selection: ReportSelection): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('preset', selection.preset);
  for (const key of ['from', 'to'] as const) {
    const value = selection.preset === 'custom' ? selection[key] : undefined;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A positive whole number from the address, else undefined. */
export function positiveParam(search: URLSearchParams, key: string): number | undefined {
  const value = Number(search.get(key));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
