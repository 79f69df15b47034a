import { Suspense, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter, HashRouter, Route, Routes } from 'react-router';
import { ROUTES, type RouteDef, type RouteLayout } from '@shared/routes';
import { usesHashRouting } from '@/lib/hash-routing';
import { preloadable } from '@/lib/preloadable';
import { PageLoader } from '@/components/page-loader';
import { MainLayout } from './layouts/main-layout';
import { NavigationEffects } from './navigation-effects';
import { NotFoundPage, PAGES } from './pages';
import { RouteGuard } from './route-guard';

// The agent and game layouts are chunks of their own: a player's home never downloads them.
const AgentLayout = preloadable(() => import('./layouts/agent-layout').then((m) => ({ default: m.AgentLayout })));
const GameLayout = preloadable(() => import('./layouts/game-layout').then((m) => ({ default: m.GameLayout })));

/** Fetches a layout's chunk (the main layout is in the shell). */
export function preloadLayout(layout: RouteLayout): Promise<void> {
  if (layout === 'agent') return AgentLayout.preload();
  if (layout === 'game') return GameLayout.preload();
  return Promise.resolve();
}

const later = (element: ReactElement) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

interface LayoutGroup {
  key: string;
  element: ReactElement;
  routes: readonly RouteDef[];
}

/** Routes grouped by layout, straight from the shared route table. */
const GROUPS: LayoutGroup[] = [
  { key: 'main', element: <MainLayout />, routes: ROUTES.filter((r) => r.layout === 'main') },
  { key: 'agent', element: later(<AgentLayout />), routes: ROUTES.filter((r) => r.layout === 'agent') },
  { key: 'game', element: later(<GameLayout footer />), routes: ROUTES.filter((r) => r.layout === 'game' && r.footer !== false) },
  { key: 'game-bare', element: later(<GameLayout footer={false} />), routes: ROUTES.filter((r) => r.layout === 'game' && r.footer === false) },
];

function page(route: RouteDef): ReactElement {
  const Page = PAGES[route.page];
  return (
    <RouteGuard route={route}>
      <Page route={route} />
    </RouteGuard>
  );
}

export function AppRoutes() {
  return (
    <>
      <NavigationEffects />
      <Routes>
        {GROUPS.map((group) => (
          <Route key={group.key} element={group.element}>
            {group.routes.map((route) => (
              <Route key={route.path} path={route.path} element={page(route)} />
            ))}
            {group.key === 'main' ? <Route path="*" element={<NotFoundPage />} /> : null}
          </Route>
        ))}
      </Routes>
    </>
  );
}

/** The desktop shell may load the renderer from file://, where only hash routing works. */
export function AppRouter({ children }: { children: ReactNode }) {
  const Router = usesHashRouting() ? HashRouter : BrowserRouter;
  return <Router>{children}</Router>;
}
