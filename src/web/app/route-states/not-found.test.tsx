// Paths that name no page, and pages whose id names nothing (render-route.tsx). The HTTP status
// of such a page load is the server's, checked in the browser tests (a11y.spec.ts).

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorResponseSchema } from '#contract/common.ts';
import { GameSchema } from '#contract/games.ts';
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
    serve('GET /api/games/9999', answer(ErrorResponseSchema, { message: 'Game not found' }, 404));
    serve('GET /api/games', answer(z.array(GameSchema), []));
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
