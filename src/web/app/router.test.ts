import { describe, expect, it } from 'vitest';
import { ROUTE_MODULE_FILES } from './router.tsx';
import { NOT_FOUND_MODULE, ROUTES, routeFor } from './routes.ts';

describe('the route table', () => {
  it('names a route module that exists for every path, and every route module is routed', () => {
    const named = new Set([
      ...ROUTES.map((r) => `./routes/${r.module}.tsx`),
      `./routes/${NOT_FOUND_MODULE}.tsx`,
    ]);
    expect([...named].sort()).toEqual([...ROUTE_MODULE_FILES].sort());
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
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
