import { useState } from 'react';

/**
 * A content dialog's draft and the problems found in it (by field path): changing a field keeps
 * the rest, forgets that field's problem and the server's last refusal (`reset`).
 */
export function useDialogDraft<Draft extends object, Field extends string>(initial: () => Draft, reset: () => void) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const change = (next: Partial<Draft>, field: Field) => {
    setDraft({ ...draft, ...next });
    setProblems({ ...problems, [field]: undefined });
    reset();
  };
  return { draft, problems, setProblems, change };
}
