// Which page module each path of the router (router.tsx) shows. The build reads this to write
// dist/web/route-preloads.json, and the server then names the page's code in the index.html it
// sends for that path (modulepreload), so a first visit fetches the page in parallel with the
// app instead of after it. router.test.ts keeps the two lists in step.

export interface RoutePage {
  /** A path as the router writes it (":id" for a part). */
  path: string;
  /** The page module, relative to src/web. */
  page: string;
}

export const ROUTE_PAGES: RoutePage[] = [
  { path: '/', page: 'features/home/pages/home-page.tsx' },
  { path: '/learn-more', page: 'features/home/pages/learn-more-page.tsx' },
  { path: '/book-session', page: 'features/tutors/pages/tutors-page.tsx' },
  { path: '/tutors', page: 'features/tutors/pages/tutors-page.tsx' },
  { path: '/tutors/:id', page: 'features/tutors/pages/tutor-profile-page.tsx' },
  { path: '/articles', page: 'features/articles/pages/articles-page.tsx' },
  { path: '/articles/:id', page: 'features/articles/pages/article-page.tsx' },
  { path: '/games', page: 'features/games/pages/games-page.tsx' },
  { path: '/games/math-challenge', page: 'features/games/pages/math-challenge-page.tsx' },
  { path: '/games/:id', page: 'features/games/pages/game-page.tsx' },
  { path: '/merchandise', page: 'features/store/pages/store-page.tsx' },
  { path: '/contact', page: 'features/contact/pages/contact-page.tsx' },
  { path: '/user-panel', page: 'features/dashboard/pages/user-panel-page.tsx' },
  { path: '/admin', page: 'features/admin/pages/admin-page.tsx' },
  { path: '/auth', page: 'features/accounts/pages/auth-page.tsx' },
];
