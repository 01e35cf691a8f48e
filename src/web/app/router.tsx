// Draws the route table (routes.ts). Every page is its own chunk, loaded when first visited.

import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { replayEarlyTaps } from '#web/lib/early-taps.ts';
import { type LazyPage, lazyPage } from '#web/lib/lazy-page.ts';
import { GuestOnly, RequireAdmin, RequireTutor, RequireUser } from './guards.tsx';
import type { RouteModule } from './route-module.ts';
import { NOT_FOUND_MODULE, ROUTES, type RouteAccess, routeFor } from './routes.ts';

/** Every route module, each loaded on demand (Vite makes one chunk of each). */
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx');

const pages = new Map<string, LazyPage<RouteModule>>();
/** The lazily loaded page of a route module (one per module, shared by its paths). */
export function pageOf(module: string): LazyPage<RouteModule> {
  let page = pages.get(module);
  if (!page) {
    const load = routeModules[`./routes/${module}.tsx`];
    if (!load) throw new Error(`No route module app/routes/${module}.tsx`);
    page = lazyPage(load);
    pages.set(module, page);
  }
  return page;
}

/** The route modules that exist (for the route table's test). */
export const ROUTE_MODULE_FILES = Object.keys(routeModules);

const GUARDS: Record<RouteAccess, ComponentType<{ children: ReactNode }>> = {
  user: RequireUser,
  admin: RequireAdmin,
  tutor: RequireTutor,
  guest: GuestOnly,
};

/** Fetches the code of the page at this path: its route module. */
export function preloadPage(pathname: string): Promise<RouteModule> {
  return pageOf(routeFor(pathname)?.module ?? NOT_FOUND_MODULE).preload();
}

/**
 * Marks the document once the first page has been hydrated (a server-rendered page is drawn but
 * inert before): in the same Suspense boundary as the page, so it commits with it. The taps made
 * before are carried out now (early-taps.ts).
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    replayEarlyTaps();
  }, []);
  return null;
}

export function AppRoutes() {
  const NotFoundPage = pageOf(NOT_FOUND_MODULE);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {ROUTES.map(({ path, module, access }) => {
          const Page = pageOf(module);
          const Guard = access ? GUARDS[access] : undefined;
          return (
            <Route key={path} path={path}>
              {Guard ? (
                <Guard>
                  <Page />
                </Guard>
              ) : (
                <Page />
              )}
            </Route>
          );
        })}
        <Route component={NotFoundPage} />
      </Switch>
      <AppReadyMark />
    </Suspense>
  );
}
