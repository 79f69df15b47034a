import { describe, expect, it } from 'vitest';
import type { Promotion } from '@shared/api/promotions';
import { dayStates, signInProgress } from './sign-in-progress';

const rewards = [500, 800, 1_000, 1_500, 2_000, 3_000, 5_000];
const promotion = (over: Partial<Promotion>): Promotion => ({
  id: 1,
  code: 'SIGN',
  kind: 'signIn',
  title: 'Sign in',
  terms: '',
  bannerUrl: '',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  status: 'claim',
  claimable: null,
  nextAt: null,
  streak: null,
  settings: { kind: 'signIn', rewards },
  ...over,
});

describe('signInProgress', () => {
  it('reads the streak from the reward offered today, or the one just paid', () => {
    expect(signInProgress(promotion({ claimable: 1_500 }), rewards, null)).toEqual({ before: 3, signedToday: false });
    expect(signInProgress(promotion({ status: 'signed' }), rewards, 1_500)).toEqual({ before: 3, signedToday: true });
    expect(signInProgress(promotion({ status: 'signed' }), rewards, null)).toEqual({ before: null, signedToday: true });
    expect(signInProgress(promotion({ status: 'join' }), rewards, null)).toBeNull();
  });

  it("prefers the server's streak when it sends one", () => {
    const withStreak = { ...promotion({ status: 'signed' }), streak: 9 };
    expect(signInProgress(withStreak, rewards, null)).toEqual({ before: 8, signedToday: true });
  });
});

describe('dayStates', () => {
  it('ticks the days before today and holds today on the last day of a long streak', () => {
    expect(dayStates(7, { before: 3, signedToday: false })).toEqual(['done', 'done', 'done', 'today', 'upcoming', 'upcoming', 'upcoming']);
    expect(dayStates(7, { before: 12, signedToday: true })).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'today']);
    expect(dayStates(3, null)).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });
});
