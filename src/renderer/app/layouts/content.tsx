import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoader } from '@/components/page-loader';

/** The routed page inside a layout; its chunk loads lazily. */
export function Content({ className = 'shell__main' }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <main id="content" className={className} tabIndex={-1}>
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
