import { ACCOUNT_NUMBER, PAYEE_NAME, PAYMENT_PASSWORD } from './limits';

/** An i18n key (with its namespace, e.g. `cashier:field.required`) and its values. */
export interface TextPart {
  key: string;
  values?: Record<string, string>;
}

export type Problems<K extends string> = Partial<Record<K, TextPart>>;

export interface PayeeInput {
  bankName: string;
  accountNumber: string;
  holderName: string;
}

const required: TextPart = { key: 'cashier:field.required' };

function nameProblem(value: string): TextPart | undefined {
  const text = value.trim();
  if (!text) return required;
  if (text.length < PAYEE_NAME.min || text.length > PAYEE_NAME.max) {
    return { key: 'cashier:field.length', values: { min: String(PAYEE_NAME.min), max: String(PAYEE_NAME.max) } };
  }
  return undefined;
}

/** The same rules as the server's payee schema (values are trimmed before they are checked and sent). */
export function checkPayee(input: PayeeInput): Problems<keyof PayeeInput> {
  const problems: Problems<keyof PayeeInput> = {};
  const bank = nameProblem(input.bankName);
  if (bank) problems.bankName = bank;
  const holder = nameProblem(input.holderName);
  if (holder) problems.holderName = holder;
  const account = input.accountNumber.trim();
  if (!account) problems.accountNumber = required;
  else if (!ACCOUNT_NUMBER.test(account)) problems.accountNumber = { key: 'cashier:payee.accountFormat' };
  return problems;
}

export interface PasswordInput {
  /** A payment password exists, so changing it needs the current one. */
  hasPassword: boolean;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function passwordProblem(value: string): TextPart | undefined {
  if (!value) return required;
  if (value.length < PAYMENT_PASSWORD.min || value.length > PAYMENT_PASSWORD.max) {
    return { key: 'cashier:field.length', values: { min: String(PAYMENT_PASSWORD.min), max: String(PAYMENT_PASSWORD.max) } };
  }
  return undefined;
}

/** Setting or changing the payment password: lengths, the current one when changing, a matching confirmation. */
export function checkPaymentPassword(input: PasswordInput): Problems<'oldPassword' | 'newPassword' | 'confirmPassword'> {
  const problems: Problems<'oldPassword' | 'newPassword' | 'confirmPassword'> = {};
  if (input.hasPassword) {
    const old = passwordProblem(input.oldPassword);
    if (old) problems.oldPassword = old;
  }
  const next = passwordProblem(input.newPassword);
  if (next) problems.newPassword = next;
  if (!input.confirmPassword) problems.confirmPassword = required;
  else if (input.confirmPassword !== input.newPassword) problems.confirmPassword = { key: 'cashier:password.mismatch' };
  return problems;
}

export function hasProblems(problems: Record<string, TextPart | undefined>): boolean {
  return Object.values(problems).some(Boolean);
}
