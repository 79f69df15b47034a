import { describe, expect, it } from 'vitest';
import { periodParams, positiveParam, selectionFromSearch, withSelection } from './period';

describe('agent report periods', () => {
  it('asks for a preset as it is and for a custom range only once both days are in order', () => {
    expect(periodParams({ preset: 'thisWeek' })).toEqual({ preset: 'thisWeek' });
    expect(periodParams({ preset: 'custom', from: '2026-11-01', to: '2026-11-05' })).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-05' });
    expect(periodParams({ preset: 'custom', from: '2026-11-01' })).toBeUndefined();
    expect(periodParams({ preset: 'custom', from: '2026-11-05', to: '2026-11-01' })).toBeUndefined();
    expect(periodParams({ preset: 'custom', from: '2026-02-30', to: '2026-03-01' })).toBeUndefined();
  });

  it('keeps the period in the address and reads it back', () => {
    const search = withSelection(new URLSearchParams('parent=7&page=2'), { preset: 'custom', from: '2026-11-01', to: '2026-11-02' });
    expect(search.toString()).toBe('parent=7&page=2&preset=custom&from=2026-11-01&to=2026-11-02');
    expect(selectionFromSearch(search)).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-02' });
    expect(withSelection(search, { preset: 'today' }).toString()).toBe('parent=7&page=2&preset=today');
    expect(selectionFromSearch(new URLSearchParams('preset=next7'))).toEqual({ preset: 'today' });
  });

  it('reads only positive whole numbers as ids and pages', () => {
    expect(positiveParam(new URLSearchParams('parent=12'), 'parent')).toBe(12);
    for (const bad of ['parent=0', 'parent=-1', 'parent=1.5', 'parent=x', '']) expect(positiveParam(new URLSearchParams(bad), 'parent')).toBeUndefined();
  });
});
