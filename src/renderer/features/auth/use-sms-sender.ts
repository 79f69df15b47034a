import { useEffect, useRef, useState } from 'react';
import { countdownSeconds, secondsLeft, throttleAllows } from '@/lib/countdown';
import { isApiError } from '@/lib/envelope';

const THROTTLE_MS = 1000;

/**
 * SMS sending with the spec's rules: at most one request a second, then a countdown of
 * expiredMinutes × 60 s during which the button stays disabled. A failure gives the warning text.
 */
export function useSmsSender(send: () => Promise<{ expiredMinutes: number }>) {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<{ code: string; message?: string } | null>(null);
  const last = useRef<number | null>(null);
  const seconds = secondsLeft(endsAt, now);

  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [seconds]);

  const trigger = async () => {
    const at = Date.now();
    if (sending || seconds > 0 || !throttleAllows(last.current, at, THROTTLE_MS)) return false;
    last.current = at;
    setSending(true);
    setWarning(null);
    try {
      const { expiredMinutes } = await send();
      setEndsAt(Date.now() + countdownSeconds(expiredMinutes) * 1000);
      setNow(Date.now());
      return true;
    } catch (error) {
      setWarning(isApiError(error) ? { code: error.code, message: error.message } : { code: 'unknown_error' });
      return false;
    } finally {
      setSending(false);
    }
  };
  return { seconds, sending, warning, trigger };
}
