import { useRef } from 'react';
import { newIdempotencyKey } from '@/lib/money-input';

/**
 * One Idempotency-Key per submitted form: sending the same content again (the player retrying after
 * a lost answer) reuses it, so money never moves twice; other content or a finished move gets a new one.
 */
export function useSubmissionKey() {
  const last = useRef<{ content: string; key: string } | null>(null);
  return {
    keyFor(content: string): string {
      if (last.current?.content !== content) last.current = { content, key: newIdempotencyKey() };
      return last.current.key;
    },
    settled(): void {
      last.current = null;
    },
  };
}
