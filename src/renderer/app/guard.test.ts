import { describe, expect, it } from 'vitest';
import { ROUTES } from '@shared/routes';
import { guardRedirect } from './guard';

const visitor = { token: null, isAgent: false };
const member = { token: 't', isAgent: false };
const agent = { token: 't', isAgent: true };

describe('guardRedirect', () => {
  it('lets everyone through public routes', () => {
    for (const s of [visitor, member, agent]) expect(guardRedirect('none', s)).toBeNull();
  });
  it('sends visitors on member routes to /login', () => {
    expect(guardRedirect('member', visitor)).toBe('/login');
    expect(guardRedirect('member', member)).toBeNull();
    expect(guardRedirect('member', agent)).toBeNull();
  });
  it('sends non-agents on agent routes to /agent', () => {
    expect(guardRedirect('agent', visitor)).toBe('/agent');
    expect(guardRedirect('agent', member)).toBe('/agent');
    expect(guardRedirect('agent', { token: null, isAgent: true })).toBe('/agent');
    expect(guardRedirect('agent', agent)).toBeNull();
  });
  it('never redirects a route to itself', () => {
    for (const route of ROUTES) {
      expect(guardRedirect(route.auth, visitor)).not.toBe(route.path);
    }
  });
});

describe('trialBlocked', () => {
  it('keeps trial accounts out of the member centre only', async () => {
    const { trialBlocked } = await import('./guard');
    expect(trialBlocked('memberCentre', true)).toBe(true);
    expect(trialBlocked('memberCentre', false)).toBe(false);
    expect(trialBlocked('home', true)).toBe(false);
  });
});
