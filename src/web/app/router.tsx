// The route table of spec section 2. Every screen is its own chunk, loaded when first visited.

import { PageSpinner } from '@web/components/ui/spinner';
import { type LazyPage, lazyPage } from '@web/lib/lazy-page';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';

interface AppRoute {
  /** As wouter writes it (":id" for a part). */
  path: string;
  page: LazyPage;
  /** Who may see the page; the server still decides every permission. */
  guard?: ComponentType<{ children: ReactNode }>;
}

const ROUTES: AppRoute[] = [
  { path: '/', page: lazyPage(() => import('@web/features/home/pages/home-page')) },
  { path: '/learn-more', page: lazyPage(() => import('@web/features/home/pages/learn-more-page')) },
  { path: '/book-session', page: lazyPage(() => import('@web/features/tutors/pages/tutors-page')) },
  { path: '/tutors', page: lazyPage(() => import('@web/features/tutors/pages/tutors-page')) },
  { path: '/tutors/:id', page: lazyPage(() => import('@web/features/tutors/pages/tutor-profile-page')) },
  { path: '/articles', page: lazyPage(() => import('@web/features/articles/pages/articles-page')) },
  { path: '/articles/:id', page: lazyPage(() => import('@web/features/articles/pages/article-page')) },
  { path: '/games', page: lazyPage(() => import('@web/features/games/pages/games-page')) },
  {
    path: '/games/math-challenge',
    page: lazyPage(() => import('@web/features/games/pages/math-challenge-page')),
  },
  { path: '/games/:id', page: lazyPage(() => import('@web/features/games/pages/game-page')) },
  { path: '/merchandise', page: lazyPage(() => import('@web/features/store/pages/store-page')) },
  { path: '/contact', page: lazyPage(() => import('@web/features/contact/pages/contact-page')) },
  {
    path: '/user-panel',
    page: lazyPage(() => import('@web/features/dashboard/pages/user-panel-page')),
    guard: RequireUser,
  },
  {
    path: '/admin',
    page: lazyPage(() => import('@web/features/admin/pages/admin-page')),
    guard: RequireAdmin,
  },
  {
    path: '/auth',
    page: lazyPage(() => import('@web/features/accounts/pages/auth-page')),
    guard: GuestOnly,
  },
];

const NotFoundPage = lazyPage(() => import('./not-found-page'));

function routeMatches(routePath: string, pathname: string): boolean {
  const want = routePath.split('/');
  const have = pathname
    .toLowerCase()
    .replace(/(.)\/$/, '$1')
    .split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The route the Switch shows for this path (its first match), or undefined for the 404 page. */
export function routeFor(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => routeMatches(route.path, pathname));
}

/** Fetches the code of the page at this path. */
export function preloadPage(pathname: string): Promise<unknown> {
  return (routeFor(pathname)?.page ?? NotFoundPage).preload();
}

/**
 * Marks the document once the first page has been drawn by the app's code (a prerendered page is
 * clickable but inert before): in the same Suspense boundary as the page, so it commits with it.
 * The browser tests wait for it before they act.
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {ROUTES.map(({ path, page: Page, guard: Guard }) => (
          <Route key={path} path={path}>
            {Guard ? (
              <Guard>
                <Page />
              </Guard>
            ) : (
              <Page />
            )}
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
      <AppReadyMark />
    </Suspense>
  );
}
