import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { DialogFooter } from './dialog-footer';

export interface ReasonFormProps {
  /** The text area's label, hint and the message shown when `parse` refuses the text. */
  label: string;
  hint?: string;
  invalidText: string;
  maxLength: number;
  /** The text as the server checks it (its body schema): the value to send, or null when refused. */
  parse: (text: string) => string | null;
  /** The call (a mutation's `unwrap()`); a refusal is shown from `error`, a success calls `onDone`. */
  send: (value: string) => Promise<unknown>;
  onDone?: () => void;
  /** The mutation's state: its refusal, whether it runs, and its reset (on every keystroke). */
  error: unknown;
  busy: boolean;
  reset: () => void;
  submitLabel: string;
  submitTone: 'primary' | 'danger';
  /** Shown above the field. */
  intro?: ReactNode;
  /** A cancel button before the submit button (a dialog's). */
  onCancel?: () => void;
  className?: string;
}

/** One text (a reason, a note) checked as the server checks it, sent, and the server's refusal shown; cleared once sent. */
export function ReasonForm({ label, hint, invalidText, maxLength, parse, send, onDone, error, busy, reset, submitLabel, submitTone, intro, onCancel, className }: ReasonFormProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parse(text);
    if (value === null) {
      setInvalid(true);
      return;
    }
    const done = await send(value)
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    setText('');
    onDone?.();
  };

  return (
    <form className={className ? `form ${className}` : 'form'} noValidate onSubmit={(event) => void submit(event)}>
      {intro}
      <TextAreaField
        label={label}
        hint={hint}
        value={text}
        maxLength={maxLength}
        error={invalid ? invalidText : null}
        onChange={(value) => {
          setText(value);
          setInvalid(false);
          reset();
        }}
      />
      <DialogFooter error={error} onCancel={onCancel} submitLabel={submitLabel} submitTone={submitTone} busy={busy} />
    </form>
  );
}

/** A small dialog asking for one text (a reason, a note) before an action: the form above with a cancel button. */
export function ReasonDialog({ title, onClose, ...form }: Omit<ReasonFormProps, 'onCancel' | 'className'> & { title: string; onClose: () => void }) {
  return (
    <Modal title={title} onClose={onClose} size="sm">
      <ReasonForm {...form} onCancel={onClose} />
    </Modal>
  );
}
