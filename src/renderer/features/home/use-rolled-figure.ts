import { useEffect, useRef, useState } from 'react';
import { jackpotFrame, JACKPOT_ROLL_MS } from './jackpot';
import { prefersReducedMotion } from './reduced-motion';

/**
 * The figure to show for a server figure that changes: rolls up to each new value with
 * requestAnimationFrame (never past it), jumps straight there with reduced motion or on a fall.
 */
export function useRolledFigure(target: number | undefined): number | undefined {
  const [shown, setShown] = useState<number | undefined>(target);
  const shownRef = useRef(shown);
  useEffect(() => {
    if (target === undefined) return;
    const from = shownRef.current;
    const instant = from === undefined || target <= from || prefersReducedMotion();
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const value = instant || from === undefined ? target : jackpotFrame(from, target, now - start, JACKPOT_ROLL_MS);
      shownRef.current = value;
      setShown(value);
      if (value < target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
