// The web side of the route table (src/contract/pages.ts): which module draws each page. A relative
// import, not @contract: vite.config.ts reads this file before any alias is set up.
export { type AppRoute, matchRoute, ROUTES, type RouteAccess, routeFor } from '#contract/pages.ts';

/** The page shown for any other path. */
export const NOT_FOUND_MODULE = 'not-found';

/** The source file of a route module, relative to src/web (the build maps it to its chunk). */
export function routeModuleFile(module: string): string {
  return `app/routes/${module}.tsx`;
}
