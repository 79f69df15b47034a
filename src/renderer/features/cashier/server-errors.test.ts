import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/envelope';
import { needsAlert, serverFieldErrors } from './server-errors';

const error = (code: ApiError['code'], errors?: Record<string, string>): ApiError => ({ status: 422, code, ...(errors ? { errors } : {}) });

describe('serverFieldErrors', () => {
  it('puts amount refusals under the amount with limits or turnover figures', () => {
    const context = { limits: { min: '100.00 THB', max: '50,000.00 THB' }, turnover: { required: '500.00 THB', done: '20.00 THB' } };
    expect(serverFieldErrors(error('amount_out_of_range', { amount: 'out_of_range' }), context).amount).toEqual({ key: 'cashier:amount.range', values: context.limits });
    expect(serverFieldErrors(error('turnover_not_met', { amount: 'turnover_not_met' }), context).amount).toEqual({ key: 'cashier:turnover.notMet', values: context.turnover });
    expect(serverFieldErrors(error('insufficient_funds')).amount).toEqual({ key: 'errors:insufficient_funds' });
    // Bonus wagering refuses with the same code: its message speaks of the bonus, never of a 0.00 of 0.00 turnover.
    const bonus = { held: '100.00 THB', withdrawable: '500.00 THB' };
    expect(serverFieldErrors(error('turnover_not_met', { amount: 'bonus_wagering_open' }), { ...context, bonus }).amount).toEqual({ key: 'cashier:turnover.bonusHeld', values: bonus });
    expect(serverFieldErrors(error('turnover_not_met', { amount: 'bonus_wagering_open' }), context).amount).toEqual({ key: 'cashier:turnover.bonusHeldShort' });
    expect(serverFieldErrors(error('validation_failed', { amount: 'invalid' })).amount).toEqual({ key: 'cashier:amount.format' });
  });

  it('puts a wrong payment password under the field the server names', () => {
    expect(serverFieldErrors(error('payment_password_incorrect', { paymentPassword: 'incorrect' }))).toEqual({ paymentPassword: { key: 'errors:payment_password_incorrect' } });
    expect(serverFieldErrors(error('payment_password_incorrect', { oldPassword: 'incorrect' }))).toEqual({ oldPassword: { key: 'errors:payment_password_incorrect' } });
    expect(serverFieldErrors(error('payment_password_required')).paymentPassword).toEqual({ key: 'errors:payment_password_required' });
  });

  it('maps image problems to the proof field and ignores unknown fields', () => {
    expect(serverFieldErrors(error('upload_invalid', { 'images.0': 'not_png_or_jpeg' })).images).toEqual({ key: 'errors:upload_invalid' });
    expect(serverFieldErrors(error('validation_failed', { images: 'required' })).images).toEqual({ key: 'cashier:proof.required' });
    expect(serverFieldErrors(error('validation_failed', { bankName: 'Too small' })).bankName).toEqual({ key: 'cashier:field.invalid' });
    // Text the server refuses at the edge (a NUL, a lone surrogate) says so under its field.
    expect(serverFieldErrors(error('validation_failed', { remark: 'invalid_text' })).remark).toEqual({ key: 'cashier:field.invalidText' });
    expect(serverFieldErrors(error('validation_failed', { surprise: 'unknown_field' }))).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });

  it('asks for the general alert only when no shown field carries the message', () => {
    const wrong = error('payment_password_incorrect', { paymentPassword: 'incorrect' });
    expect(needsAlert(wrong, serverFieldErrors(wrong), ['amount', 'paymentPassword'])).toBe(false);
    expect(needsAlert(error('in_need_true_account'), {}, ['amount'])).toBe(true);
    expect(needsAlert(undefined, {}, ['amount'])).toBe(false);
  });
});
