import { describe, expect, it } from 'vitest';
import type { Popup } from '@shared/api/games';
import { popupPage, stepSlide } from './popup-slides';
import { dayOf, isSuppressed, popupAudience } from './popups';

const popup = (id: number): Popup => ({ id, title: `t${id}`, content: `c${id}`, execution: 'B' });

describe('announcement popups', () => {
  it('shows visitors execution B under ANONYMOUS_POPUP', () => {
    expect(popupAudience(false, false)).toEqual({ execution: 'B', key: 'ANONYMOUS_POPUP' });
    // A first-login flag without a session (logged out since) changes nothing.
    expect(popupAudience(false, true)).toEqual({ execution: 'B', key: 'ANONYMOUS_POPUP' });
  });

  it('shows members A, and F too on their first login, under USER_POPUP', () => {
    expect(popupAudience(true, false)).toEqual({ execution: 'A', key: 'USER_POPUP' });
    expect(popupAudience(true, true)).toEqual({ execution: 'A,F', key: 'USER_POPUP' });
  });

  it('is suppressed by the session flag whatever its value, or by today in local storage', () => {
    const today = '2025-03-09';
    expect(isSuppressed({ closed: null, hiddenOn: null }, today)).toBe(false);
    expect(isSuppressed({ closed: '1', hiddenOn: null }, today)).toBe(true);
    expect(isSuppressed({ closed: '', hiddenOn: null }, today)).toBe(true);
    expect(isSuppressed({ closed: null, hiddenOn: today }, today)).toBe(true);
    // Yesterday's "don't show today" has run out.
    expect(isSuppressed({ closed: null, hiddenOn: '2025-03-08' }, today)).toBe(false);
  });

  it('writes the local day with zero padding', () => {
    expect(dayOf(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(dayOf(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('shows at most 7 popups, in the order served', () => {
    const many = Array.from({ length: 9 }, (_, i) => popup(i + 1));
    expect(popupPage(many).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(popupPage(many.slice(0, 2))).toHaveLength(2);
  });

  it('steps slides round in both directions', () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(stepSlide(0, 1, 1)).toBe(0);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});
