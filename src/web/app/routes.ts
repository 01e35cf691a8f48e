// The route table of spec section 2: the one list of the app's pages. The router (router.tsx)
// draws it, the build (vite.config.ts, scripts/build.mjs) reads it to preload and prerender each
// page, so a page added here is routed, split into its own chunk and preloaded with nothing else
// to update. Plain data: no React, so the build can import it.

export type RouteAccess = 'user' | 'admin' | 'guest';

export interface AppRoute {
  /** As wouter writes it (":id" for a part). */
  path: string;
  /**
   * The page module in app/routes/, without its extension: a route module composing features. A
   * page's own parts live in a folder of its name (app/routes/user-panel/), never beside the pages.
   */
  module: string;
  /**
   * Who may see the page; the server still decides every permission. `user`: a visitor goes to
   * /auth; `admin`: a non-admin goes to /; `guest`: a signed-in user is sent on.
   */
  access?: RouteAccess;
}

export const ROUTES: AppRoute[] = [
  { path: '/', module: 'home' },
  { path: '/learn-more', module: 'learn-more' },
  { path: '/book-session', module: 'tutors' },
  { path: '/tutors', module: 'tutors' },
  { path: '/tutors/:id', module: 'tutor-profile' },
  { path: '/articles', module: 'articles' },
  { path: '/articles/:id', module: 'article' },
  { path: '/games', module: 'games' },
  { path: '/games/math-challenge', module: 'math-challenge' },
  { path: '/games/:id', module: 'game' },
  { path: '/merchandise', module: 'merchandise' },
  { path: '/contact', module: 'contact' },
  { path: '/privacy', module: 'privacy' },
  { path: '/terms', module: 'terms' },
  { path: '/how-points-work', module: 'how-points-work' },
  { path: '/reset-password', module: 'reset-password' },
  { path: '/user-panel', module: 'user-panel', access: 'user' },
  { path: '/admin', module: 'admin', access: 'admin' },
  { path: '/auth', module: 'auth', access: 'guest' },
  { path: '/consent/:token', module: 'consent' },
];

/** The page shown for any other path. */
export const NOT_FOUND_MODULE = 'not-found';

/** The source file of a route module, relative to src/web (the build maps it to its chunk). */
export function routeModuleFile(module: string): string {
  return `app/routes/${module}.tsx`;
}

function routeMatches(routePath: string, pathname: string): boolean {
  const want = routePath.split('/');
  const have = pathname
    .toLowerCase()
    .replace(/(.)\/$/, '$1')
    .split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** The route the router shows for this path (its first match), or undefined for the 404 page. */
export function routeFor(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => routeMatches(route.path, pathname));
}

/** The route at this path and the values of its parts (":id"), or undefined for the 404 page. */
export function matchRoute(
  pathname: string,
): { route: AppRoute; params: Record<string, string> } | undefined {
  const route = routeFor(pathname);
  if (!route) return undefined;
  const have = pathname.replace(/(.)\/$/, '$1').split('/');
  const params: Record<string, string> = {};
  route.path.split('/').forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i] ?? '');
  });
  return { route, params };
}
