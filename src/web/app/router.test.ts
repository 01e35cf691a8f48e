import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from './route-pages';

const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');

describe('the route table', () => {
  it('lists every path of the router with the page module it lazily loads', () => {
    const lazyModules = Object.fromEntries(
      [...router.matchAll(/const (\w+) = lazy\(\(\) => import\('@web\/([^']+)'\)\)/g)].map((m) => [
        m[1],
        `${m[2]}.tsx`,
      ]),
    );
    const routes = [
      ...router.matchAll(/<Route path="([^"]+)"(?: component=\{(\w+)\})?>?(?:\s*<\w+>\s*<(\w+) \/>)?/g),
    ].map((m) => ({
      path: m[1],
      page: lazyModules[m[2] ?? m[3] ?? ''],
    }));
    expect(routes.length).toBeGreaterThan(10);
    expect(ROUTE_PAGES).toEqual(routes);
  });
});
