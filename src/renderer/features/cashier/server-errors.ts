import { HOSTILE_TEXT_REASON } from '@shared/errors';
import { isApiError } from '@/lib/envelope';
import type { Problems, TextPart } from './field-checks';

export interface ServerErrorContext {
  /** Formatted limits of the amount field, for "must be between". */
  limits?: { min: string; max: string };
  /** Formatted turnover figures, for "turnover not met". */
  turnover?: { required: string; done: string };
  /** Formatted: what open bonus wagering holds back, and what may be withdrawn meanwhile. */
  bonus?: { held: string; withdrawable: string };
}

const FORM_FIELDS = ['amount', 'paymentPassword', 'oldPassword', 'newPassword', 'bankName', 'accountNumber', 'holderName', 'payeeId', 'remark'] as const;
export type ServerField = (typeof FORM_FIELDS)[number] | 'images';

function amountText(code: string, context: ServerErrorContext, problem?: string): TextPart {
  if (code === 'amount_out_of_range' && context.limits) return { key: 'cashier:amount.range', values: context.limits };
  // The same code refuses a withdrawal of what bonus wagering holds: its figures are the bonus's, not the deposit turnover's.
  if (code === 'turnover_not_met' && problem === 'bonus_wagering_open') return context.bonus ? { key: 'cashier:turnover.bonusHeld', values: context.bonus } : { key: 'cashier:turnover.bonusHeldShort' };
  if (code === 'turnover_not_met' && context.turnover) return { key: 'cashier:turnover.notMet', values: context.turnover };
  if (code === 'validation_failed') return { key: 'cashier:amount.format' };
  return { key: `errors:${code}` };
}

/** A named field's message: required, text the server cannot store (NUL, lone surrogates), else invalid or the code's own. */
function fieldProblem(code: string, problem: string): TextPart {
  if (problem === 'required') return { key: 'cashier:field.required' };
  if (problem === HOSTILE_TEXT_REASON) return { key: 'cashier:field.invalidText' };
  return code === 'validation_failed' ? { key: 'cashier:field.invalid' } : { key: `errors:${code}` };
}

/**
 * The field messages of a refused call: the server names the field (`errors: { amount: 'out_of_range' }`)
 * and the code says what is wrong. An empty answer means the page shows the code as a general alert.
 */
export function serverFieldErrors(error: unknown, context: ServerErrorContext = {}): Problems<ServerField> {
  if (!isApiError(error)) return {};
  const { code } = error;
  const fields = error.errors ?? {};
  const out: Problems<ServerField> = {};
  // Money refusals without a field still concern the amount.
  if (code === 'insufficient_funds' || code === 'amount_out_of_range' || code === 'turnover_not_met') out.amount = amountText(code, context);
  if (code === 'payment_password_required') out.paymentPassword = { key: 'errors:payment_password_required' };
  for (const [field, problem] of Object.entries(fields)) {
    if (field === 'images' || field.startsWith('images.')) {
      out.images = problem === 'required' ? { key: 'cashier:proof.required' } : { key: `errors:${code === 'validation_failed' ? 'upload_invalid' : code}` };
    } else if (field === 'amount') {
      out.amount = amountText(code, context, problem);
    } else if ((FORM_FIELDS as readonly string[]).includes(field)) {
      const name = field as (typeof FORM_FIELDS)[number];
      out[name] = fieldProblem(code, problem);
    }
  }
  return out;
}

/** Whether the page should still show the general alert: the code maps to no field on screen. */
export function needsAlert(error: unknown, mapped: Problems<ServerField>, shown: readonly ServerField[]): boolean {
  if (!error) return false;
  return !shown.some((field) => mapped[field]);
}
