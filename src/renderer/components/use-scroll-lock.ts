import { useEffect } from 'react';

let locks = 0;
let savedY = 0;

/** Locks page scroll while a modal is open and restores the position on close (spec section 4). */
export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks === 0) {
      savedY = window.scrollY;
      body.style.position = 'fixed';
      body.style.top = `-${savedY}px`;
      body.style.left = '0';
      body.style.right = '0';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks > 0) return;
      body.style.position = '';
      body.style.top = '';
      body.style.left = '';
      body.style.right = '';
      window.scrollTo(0, savedY);
    };
  }, [active]);
}
