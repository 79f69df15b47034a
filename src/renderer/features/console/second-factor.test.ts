import { describe, expect, it } from 'vitest';
import { groupedSecret, isIdle, isRecoveryCode, isTotpCode, normalRecoveryCode, typedCode } from './second-factor';

describe('second factor input', () => {
  it('keeps six digits of a typed or pasted code', () => {
    expect(typedCode('123 456')).toBe('123456');
    expect(typedCode('12-34-5678')).toBe('123456');
    expect(isTotpCode(typedCode('12a3'))).toBe(false);
    expect(isTotpCode('654321')).toBe(true);
  });

  it('reads a recovery code however it was typed', () => {
    expect(normalRecoveryCode('ABCDE FGHJK')).toBe('abcde-fghjk');
    expect(normalRecoveryCode('abcde-fghjk')).toBe('abcde-fghjk');
    expect(isRecoveryCode('abcdefghjk')).toBe(true);
    expect(isRecoveryCode('abcde')).toBe(false);
    // 0, 1 and o-like letters are not in the recovery alphabet.
    expect(isRecoveryCode('abcde-fghj1')).toBe(false);
  });

  it('groups the secret by four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('is idle only once the whole time has passed without activity', () => {
    expect(isIdle(0, 15 * 60_000 - 1, 15)).toBe(false);
    expect(isIdle(0, 15 * 60_000, 15)).toBe(true);
    expect(isIdle(0, 10 ** 9, 0)).toBe(false);
  });
});
