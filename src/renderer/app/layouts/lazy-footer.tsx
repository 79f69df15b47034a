import { lazy, Suspense } from 'react';

// The footer sits below the first screen: its links, social icons and vendor logos load beside
// the page instead of in home's first JavaScript, and are drawn after the content above them.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/**
 * While the footer's chunk loads, a block with the footer's own class holds its place, so its
 * background and spacing are there from the first paint and nothing below the content moves.
 * It is no footer landmark: the real one replaces it.
 */
export function LazyFooter() {
  return (
    <Suspense fallback={<div className="footer" aria-hidden="true" />}>
      <Footer />
    </Suspense>
  );
}
