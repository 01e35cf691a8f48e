import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_PAGES } from './route-pages';
import { routeFor } from './router';

const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');

describe('the route table', () => {
  it('lists every path of the router with the page module it lazily loads', () => {
    const routes = [
      ...router.matchAll(/\{\s*path: '([^']+)',\s*page: lazyPage\(\(\) => import\('@web\/([^']+)'\)\)/g),
    ].map((m) => ({ path: m[1], page: `${m[2]}.tsx` }));
    expect(routes.length).toBeGreaterThan(10);
    expect(ROUTE_PAGES).toEqual(routes);
  });

  it('finds the page a path shows, as the router picks it', () => {
    expect(routeFor('/')?.path).toBe('/');
    expect(routeFor('/tutors')?.path).toBe('/tutors');
    expect(routeFor('/tutors/')?.path).toBe('/tutors');
    expect(routeFor('/Tutors')?.path).toBe('/tutors');
    expect(routeFor('/tutors/42')?.path).toBe('/tutors/:id');
    expect(routeFor('/games/math-challenge')?.path).toBe('/games/math-challenge');
    expect(routeFor('/games/7')?.path).toBe('/games/:id');
    expect(routeFor('/tutors/42/more')).toBeUndefined();
    expect(routeFor('/nothing-here')).toBeUndefined();
  });
});
