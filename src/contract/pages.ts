// The route table of docs/product.md#screens-and-routes: the one list of the app's pages, shared across the seam. The
// web router (src/web/app/router.tsx) draws it; the build (vite.config.ts) splits and preloads each
// page by it; the server answers /robots.txt and /sitemap.xml from it (plugins/site-files.ts). So
// a page added here is routed, split into its own chunk, preloaded and told to search engines (or
// kept from them) with nothing else to update. Plain data: no React, so the build can import it.

export type RouteAccess = 'user' | 'admin' | 'tutor' | 'guest';

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
   * /auth; `admin`: a non-admin goes to /; `tutor`: an account that teaches as no one goes to /;
   * `guest`: a signed-in user is sent on.
   */
  access?: RouteAccess;
  /**
   * `hide`: a public page search engines are kept out of (robots.txt) and not told of: one that
   * only repeats another, or one reached from an e-mail. Pages with `access` are always hidden.
   * Every other page is in the sitemap; one with a part once per record the server lists.
   */
  crawl?: 'hide';
}

export const ROUTES: AppRoute[] = [
  { path: '/', module: 'home' },
  { path: '/learn-more', module: 'learn-more' },
  { path: '/book-session', module: 'tutors', crawl: 'hide' },
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
  { path: '/reset-password', module: 'reset-password', crawl: 'hide' },
  { path: '/user-panel', module: 'user-panel', access: 'user' },
  { path: '/messages', module: 'messages', access: 'user' },
  { path: '/admin', module: 'admin', access: 'admin' },
  { path: '/teach/hours', module: 'teach-hours', access: 'tutor' },
  { path: '/teach/sessions/:id/note', module: 'lesson-note', access: 'tutor' },
  { path: '/lessons/:id', module: 'lesson-room', access: 'user' },
  { path: '/auth', module: 'auth', access: 'guest' },
  { path: '/consent/:token', module: 'consent', crawl: 'hide' },
  { path: '/teach', module: 'teach', access: 'tutor' },
  { path: '/tutor-invite/:token', module: 'tutor-invite', crawl: 'hide' },
];

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

/** Whether search engines may see the page (see `AppRoute.crawl`). */
export function isCrawled(route: AppRoute): boolean {
  return route.access === undefined && route.crawl !== 'hide';
}

/**
 * The query as every page reads it: a parameter with an empty value (`?subject=`) is not set, so
 * no page can tell it from an absent one. The browser (usePageSearch), the server's render and
 * the key its page is kept under (plugins/page-render.ts) all read the query through it, so
 * `?subject=` and no subject are one page, kept once. It takes and gives the query's pairs: the
 * contract knows neither the DOM nor Node, so each side wraps them in its URLSearchParams.
 */
export function pageQueryEntries(entries: Iterable<[string, string]>): Array<[string, string]> {
  return [...entries].filter(([, value]) => value);
}
