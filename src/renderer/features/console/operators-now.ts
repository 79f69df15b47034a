import { useEffect, useState } from 'react';

/** The time, read again every half minute: a lockout's Unlock button goes when its time is up. */
export function useOperatorsNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
