// The public pages that are drawn from the catalog's data, for the tests that go through each one:
// their hydration, signed out and in (a11y.spec.ts), and the code each one's HTML names
// (page-load.spec.ts).
export const DATA_PAGES = [
  '/',
  '/tutors',
  '/tutors?subject=Mathematics',
  '/tutors/1',
  '/articles',
  '/articles/1',
  '/games',
  '/games/2',
  '/games/math-challenge',
  '/merchandise',
  '/contact',
];
