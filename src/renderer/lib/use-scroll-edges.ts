import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content hidden before the visible part (scrolled away from the start). */
  before: boolean;
  /** Content hidden after the visible part. */
  after: boolean;
}

/**
 * Whether a horizontally scrolling element hides content on either side, kept current as it
 * scrolls and as it or its content resizes (window width, language, loaded items): for edge fades
 * that tell the user there is more to scroll to.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    for (const child of Array.from(element.children)) resized.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [ref]);
  return edges;
}
