import { useCallback, useState } from 'react';

/** A money action waiting for the operator's yes: the dialog's words and what runs on yes. */
export interface PendingAction {
  title: string;
  message: string;
  run: () => Promise<unknown>;
}

/**
 * Confirm, then run once (never retried): the question asked, the call under way, and the refusal
 * of the last one, which the page shows translated until the next action.
 */
export function useConfirmedAction() {
  const [asking, setAsking] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const ask = useCallback((action: PendingAction) => {
    setError(null);
    setAsking(action);
  }, []);

  const confirm = useCallback(async () => {
    if (!asking) return;
    setAsking(null);
    setBusy(true);
    try {
      await asking.run();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }, [asking]);

  return { asking, busy, error, ask, confirm, cancel: () => setAsking(null), clearError: () => setError(null) };
}
