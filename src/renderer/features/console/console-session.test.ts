import { describe, expect, it, vi } from 'vitest';
import { bearer, consoleSession, endConsoleSession, endsSession, startConsoleSession, subscribeConsoleSession } from './console-session';

describe('console session', () => {
  it('tells its listeners when the operator signs in and when the session ends, and why', () => {
    const listener = vi.fn();
    const stop = subscribeConsoleSession(listener);
    startConsoleSession('abc');
    expect(consoleSession()).toEqual({ token: 'abc', ended: null });
    endConsoleSession('idle');
    expect(consoleSession()).toEqual({ token: null, ended: 'idle' });
    // Ending an ended session again (two calls failing together) is no news.
    endConsoleSession('idle');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    startConsoleSession('def');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('builds the bearer header only from a token', () => {
    expect(bearer('abc')).toEqual({ Authorization: 'Bearer abc' });
    expect(bearer(null)).toEqual({});
  });

  it('ends the session on a gone or half-done session only', () => {
    expect(endsSession('not_logged_in')).toBe(true);
    expect(endsSession('second_factor_required')).toBe(true);
    expect(endsSession('forbidden')).toBe(false);
    expect(endsSession('totp_code_invalid')).toBe(false);
  });
});
