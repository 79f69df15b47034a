import { describe, expect, it } from 'vitest';
import { checkPayee, checkPaymentPassword, hasProblems } from './field-checks';

describe('checkPayee', () => {
  it('asks for every field when all are empty', () => {
    expect(checkPayee({ bankName: ' ', accountNumber: '', holderName: '' })).toEqual({
      bankName: { key: 'cashier:field.required' },
      accountNumber: { key: 'cashier:field.required' },
      holderName: { key: 'cashier:field.required' },
    });
  });

  it('checks lengths and the account number format', () => {
    const problems = checkPayee({ bankName: 'K', accountNumber: '12ab56', holderName: 'x'.repeat(81) });
    expect(problems.bankName).toEqual({ key: 'cashier:field.length', values: { min: '2', max: '80' } });
    expect(problems.holderName?.key).toBe('cashier:field.length');
    expect(problems.accountNumber).toEqual({ key: 'cashier:payee.accountFormat' });
  });

  it('accepts a normal payee, trimming spaces', () => {
    expect(hasProblems(checkPayee({ bankName: ' Kasikorn ', accountNumber: ' 123-456-7890 ', holderName: 'Somchai Jaidee' }))).toBe(false);
  });
});

describe('checkPaymentPassword', () => {
  const base = { hasPassword: false, oldPassword: '', newPassword: 'pay123', confirmPassword: 'pay123' };

  it('sets a first password without the old one', () => {
    expect(checkPaymentPassword(base)).toEqual({});
  });

  it('needs the current password to change it', () => {
    expect(checkPaymentPassword({ ...base, hasPassword: true }).oldPassword).toEqual({ key: 'cashier:field.required' });
  });

  it('checks length and confirmation', () => {
    const problems = checkPaymentPassword({ ...base, newPassword: '12345', confirmPassword: '123456' });
    expect(problems.newPassword).toEqual({ key: 'cashier:field.length', values: { min: '6', max: '32' } });
    expect(problems.confirmPassword).toEqual({ key: 'cashier:password.mismatch' });
    expect(checkPaymentPassword({ ...base, newPassword: 'x'.repeat(33), confirmPassword: '' }).confirmPassword).toEqual({ key: 'cashier:field.required' });
  });
});
