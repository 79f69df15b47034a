import { useEffect } from 'react';
import { isIdle } from './second-factor';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_MS = 15_000;

/**
 * Signs the console out by itself after `idleMinutes` without the operator touching it, as the
 * server does: a screen left open in a shop does not stay signed in. Checks again when the tab
 * comes back, since timers sleep in a hidden tab.
 */
export function useIdleSignOut(idleMinutes: number | undefined, signOut: () => void): void {
  useEffect(() => {
    if (!idleMinutes) return;
    let last = Date.now();
    const touched = () => {
      last = Date.now();
    };
    const check = () => {
      if (isIdle(last, Date.now(), idleMinutes)) signOut();
    };
    for (const event of ACTIVITY) window.addEventListener(event, touched, { passive: true, capture: true });
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, CHECK_MS);
    return () => {
      for (const event of ACTIVITY) window.removeEventListener(event, touched, { capture: true });
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, [idleMinutes, signOut]);
}
