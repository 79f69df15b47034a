import { SubmitButton } from '@/components/submit-button';
import { amountInputText } from '../money';
import type { AmountMove } from '../use-amount-move';
import { AmountField } from './amount-field';
import { CallAlert, DoneStatus } from './call-alert';

/** The end of a wallet money form: the amount with Max, the answer of the last try, and the button. */
export function MoveControls({ move, available, availableText, decimals, submitLabel, busy }: { move: AmountMove; available: number; availableText: string; decimals: number; submitLabel: string; busy: boolean }) {
  return (
    <>
      <AmountField value={move.amount} onChange={move.edit} error={move.amountError} availableText={availableText} onMax={() => move.edit(amountInputText(available, decimals))} />
      <CallAlert code={move.alert} />
      <DoneStatus text={move.done} />
      <SubmitButton label={submitLabel} busy={busy} />
    </>
  );
}
