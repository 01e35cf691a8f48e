// Paths that name no page, and pages whose id names nothing (render-route.tsx). The HTTP status
// of such a page load is the server's, checked in the browser tests (a11y.spec.ts).

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';

describe('a path that is no page', () => {
  it('shows the 404 screen with the way home', async () => {
    renderRoute('/this/page/does-not-exist');
    await findPageHeading('404 Page Not Found');
    screen.getByText('Did you forget to add the page to the router?');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });
});

describe('/games/:id', () => {
  it('an unknown or malformed game id shows a friendly way back to the games', async () => {
    serve('GET /api/games/9999', answer({ message: 'Game not found' }, 404));
    serve('GET /api/games', answer([]));
    for (const path of ['/games/9999', '/games/not-a-game']) {
      const { user, location, unmount } = renderRoute(path);
      await screen.findByRole('heading', { name: 'Game not found' });
      await expectNoAxeViolations();
      await user.click(screen.getByRole('link', { name: 'See all games' }));
      expect(currentPath(location)).toBe('/games');
      unmount();
    }
  });
});

describe('every not-found screen', () => {
  it('is the one design, each with its own words and way back (docs/rules.md#promises-kept)', async () => {
    const notFound = answer({ message: 'Not found' }, 404);
    serve('GET /api/games/9999', notFound);
    serve('GET /api/tutors/9999', notFound);
    serve('GET /api/articles/9999', notFound);
    serve('GET /api/games', answer([]));
    serve('GET /api/tutors', answer([]));
    serve('GET /api/articles', answer([]));
    const screens = [
      ['/no-such-page', '404 Page Not Found', '/'],
      ['/games/9999', 'Game not found', '/games'],
      ['/tutors/9999', 'Tutor not found', '/book-session'],
      ['/tutors/abc', 'Invalid tutor ID', '/book-session'],
      ['/articles/9999', 'Article Not Found', '/articles'],
    ] as const;
    const layouts = new Set<string>();
    for (const [path, title, back] of screens) {
      const { unmount } = renderRoute(path);
      const heading = await findPageHeading(title);
      const screenBox = heading.parentElement;
      if (!screenBox) throw new Error(`${path}: the heading stands alone`);
      layouts.add(`${screenBox.className} | ${heading.className}`);
      const links = within(screenBox).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([back]);
      unmount();
    }
    expect(layouts.size).toBe(1);
  });
});
