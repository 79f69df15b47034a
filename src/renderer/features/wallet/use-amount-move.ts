import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/errors';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { checkAmount } from '@/lib/money-input';
import { amountProblemText, callProblem } from './money';
import { useSubmissionKey } from '@/lib/use-submission-key';

export interface MoveRequest {
  /** Checked before sending; left out where the server has more important news first. */
  max?: number;
  /** "1,234.50 THB" for the messages under the field. */
  availableText: string;
  /** What makes two submissions the same one: a retry of it reuses its Idempotency-Key. */
  contentOf: (minor: number) => string;
  /** Moves the money under the key; resolves to the line that says it went through. */
  send: (minor: number, key: string) => Promise<string>;
}

/**
 * The state of a wallet money form: the typed amount, the message under it, the alert above the
 * button and the line after success; submit checks the amount, sends it once, and reports.
 */
export function useAmountMove(decimals: number, busy: boolean) {
  const { t } = useTranslation('wallet');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [alert, setAlert] = useState<ErrorCode | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const keys = useSubmissionKey();

  /** Anything the player changes makes the last answer stale. */
  const changed = () => {
    setAmountError(null);
    setAlert(undefined);
    setDone(null);
  };
  const edit = (value: string) => {
    setAmount(value);
    changed();
  };
  const submit = (request: MoveRequest) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    changed();
    const check = checkAmount(amount, decimals, request.max === undefined ? {} : { max: request.max });
    if (check.problem || check.minor === undefined) {
      setAmountError(amountProblemText(t, check.problem ?? 'format', decimals, request.availableText));
      focusFirstInvalid(form);
      return;
    }
    try {
      const line = await request.send(check.minor, keys.keyFor(request.contentOf(check.minor)));
      keys.settled();
      setAmount('');
      setDone(line);
    } catch (error) {
      const problem = callProblem(t, error);
      setAmountError(problem.amount ?? null);
      setAlert(problem.alert);
      focusFirstInvalid(form);
    }
  };
  return { amount, amountError, alert, done, changed, edit, submit };
}

export type AmountMove = ReturnType<typeof useAmountMove>;
