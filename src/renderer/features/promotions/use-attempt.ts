import { useState } from 'react';
import { isApiError } from '@/lib/envelope';

/** A member's call that moves no money or is sent once per press: the error code it was refused with, if any. */
export function useAttempt() {
  const [code, setCode] = useState<string | null>(null);
  const attempt = async (call: () => Promise<unknown>) => {
    setCode(null);
    try {
      await call();
    } catch (error) {
      setCode(isApiError(error) ? error.code : 'unknown_error');
    }
  };
  return { code, attempt };
}
