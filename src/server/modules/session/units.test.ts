import { describe, expect, it } from 'vitest';
import { deviceLabel } from '../../lib/device';
import { maskEmail, maskPhone } from '../../lib/secrets';
import { formatMinorUnits } from '../wallet-balance/service';
import { registrationProblems } from '../member/register-validation';
import { buildRegisterSetting } from '../../db/seed/data/register-setting';
import type { RegisterPayload } from '@shared/api/account';
import { SessionCache } from './session-cache';
import type { SessionRow } from './repository';

describe('account helpers', () => {
  it('formats minor units without floats', () => {
    expect(formatMinorUnits(0n, 2)).toBe('0.00');
    expect(formatMinorUnits(5n, 2)).toBe('0.05');
    expect(formatMinorUnits(123456789012345678n, 2)).toBe('1234567890123456.78');
    expect(formatMinorUnits(-150n, 2)).toBe('-1.50');
    expect(formatMinorUnits(7n, 0)).toBe('7');
  });

  it('labels devices briefly', () => {
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605 Version/17.0 Mobile Safari/604.1')).toBe('Safari on iOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36 Edg/130.0')).toBe('Edge on Windows');
    expect(deviceLabel(undefined)).toBe('Unknown');
  });

  it('masks recipients', () => {
    expect(maskPhone('+66812345678')).toBe('********5678');
    expect(maskEmail('alice@example.com')).toBe('a***e@example.com');
  });

  it('expires cached sessions after the TTL and drops a member at once', () => {
    const cache = new SessionCache(5000);
    const row = { id: 1, member: { id: 9 } } as unknown as SessionRow;
    cache.set('a', row, 0);
    expect(cache.get('a', 4000)).toBe(row);
    expect(cache.get('a', 5001)).toBeUndefined();
    cache.set('a', row, 0);
    cache.dropMember(9);
    expect(cache.get('a', 1)).toBeUndefined();
    const off = new SessionCache(0);
    off.set('a', row, 0);
    expect(off.get('a', 0)).toBeUndefined();
  });

  it('reads requiredness and bounds from the merchant config', () => {
    const setting = buildRegisterSetting();
    const payload = { password: 'Abc12345', confirmPassword: 'Abc12345', registerMethod: 'WEB', mobileNum: '812345678' } as RegisterPayload;
    expect(registrationProblems(setting, payload, 'username', false)).toEqual({ username: { problem: 'required' } });
    expect(registrationProblems(setting, payload, 'mobile', true)).toEqual({ verificationCode: { problem: 'required' } });
    const off = { ...setting, fields: setting.fields.map((f) => (f.name === 'mobileNum' ? { ...f, required: false } : f)) };
    expect(registrationProblems(off, { ...payload, username: 'abcdefg', mobileNum: undefined }, 'username', false)).toEqual({});
  });
});
