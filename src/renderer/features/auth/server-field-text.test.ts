import { describe, expect, it } from 'vitest';
import { readLoginFailure } from './login-failure';
import { serverProblem } from '@/lib/register-form/server-field-text';

describe('server answers', () => {
  it('maps registration field problems to the same texts as the form checks', () => {
    expect(serverProblem({ problem: 'required' })).toEqual({ kind: 'required' });
    expect(serverProblem({ problem: 'pattern', pattern: 'digits', min: 6, max: 6 })).toEqual({ kind: 'pattern', pattern: 'digits', min: 6, max: 6 });
    expect(serverProblem({ problem: 'pattern', pattern: 'weak' })).toEqual({ key: 'errors.weakPassword' });
    expect(serverProblem({ problem: 'length', min: 6, max: 12 })).toEqual({ kind: 'length', min: 6, max: 12 });
    expect(serverProblem({ problem: 'taken' })).toEqual({ key: 'errors.taken' });
  });
  it('reads the captcha flag and the new-address check of a failed login', () => {
    expect(readLoginFailure({ status: 401, code: 'wrong_account_or_password', value: { captcha: true } })).toEqual({ captcha: true, check: null });
    expect(readLoginFailure({ status: 401, code: 'wrong_account_or_password' })).toEqual({ captcha: false, check: null });
    expect(readLoginFailure({ status: 422, code: 'please_verify_first', value: { channel: 'EMAIL', recipient: 'a***e@x.com' } })).toEqual({
      captcha: false,
      check: { channel: 'EMAIL', recipient: 'a***e@x.com' },
    });
    expect(readLoginFailure(new Error('boom'))).toEqual({ captcha: false, check: null });
  });
});

describe('answer shapes follow the shared contract', () => {
  it('agrees with the zod schemas on valid and invalid values', async () => {
    const { CAPTCHA_ID_HEADER, addressCheckValueSchema, registerFailureValueSchema } = await import('@shared/api/account');
    const shapes = { ...(await import('./answer-shapes')), ...(await import('@/lib/register-form/field-problems')) };
    expect(shapes.CAPTCHA_ID_HEADER).toBe(CAPTCHA_ID_HEADER);
    const fields = { fields: { username: { problem: 'pattern', pattern: 'alnum', min: 6, max: 12 }, password: { problem: 'required' } } };
    expect(shapes.fieldProblemsOf(fields)).toEqual(registerFailureValueSchema.parse(fields).fields);
    expect(shapes.fieldProblemsOf({ fields: { x: { problem: 'nope' } } })).toEqual({});
    const check = { channel: 'SMS', recipient: '+66******5678' };
    expect(shapes.addressCheckOf(check)).toEqual(addressCheckValueSchema.parse(check));
    expect(shapes.addressCheckOf({ channel: 'FAX', recipient: 'x' })).toBeNull();
  });
});
