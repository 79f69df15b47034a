import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as shared from '@shared/api/cashier';
import { checkPayee } from './field-checks';
import { ACCOUNT_NUMBER, CONFIRMATION_OPTIONS, MAX_PROOF_BYTES, MAX_PROOFS, MAX_REMARK, PAYEE_NAME, PAYMENT_PASSWORD } from './limits';

describe('cashier limits mirror the shared contract', () => {
  it('has the same numbers as src/shared/api/cashier.ts', () => {
    expect(MAX_PROOFS).toBe(shared.MAX_PROOFS);
    expect(MAX_PROOF_BYTES).toBe(shared.MAX_PROOF_BYTES);
    expect(MAX_REMARK).toBe(shared.MAX_REMARK);
    expect(PAYMENT_PASSWORD).toEqual({ min: shared.PAYMENT_PASSWORD_MIN, max: shared.PAYMENT_PASSWORD_MAX });
    expect(PAYEE_NAME.min).toBe(2);
    expect(ACCOUNT_NUMBER.test('123-456')).toBe(true);
    expect([...CONFIRMATION_OPTIONS].sort()).toEqual([...shared.CONFIRMATIONS].sort());
  });

  it('accepts a payee exactly when the server schema does', () => {
    const text = fc.string({ maxLength: 90 });
    const account = fc.oneof(fc.stringMatching(/^[0-9-]{0,40}$/u), fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(text, account, text, (bankName, accountNumber, holderName) => {
        const input = { bankName, accountNumber, holderName };
        const client = Object.keys(checkPayee(input)).length === 0;
        expect(client).toBe(shared.payeeInputSchema.safeParse(input).success);
      }),
      { numRuns: 400 },
    );
  });
});
