// The route table's access rules (guards.tsx), drawn by the app's router (render-route.tsx): where
// a visitor, a signed-in child and a signed-in user on /auth are sent. Logging in and coming back
// is a browser journey (e2e/accounts.spec.ts), as is an admin's work on /admin (e2e/admin.spec.ts).

import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

/** Draws `path` and answers where the app has sent the reader, then takes the page away. */
async function sentFrom(path: string) {
  const { location, unmount } = renderRoute(path);
  await waitFor(() => expect(currentPath(location)).not.toBe(path));
  unmount();
  return currentPath(location);
}

describe('route guards', () => {
  it('send a visitor from /admin to log in first, and back to /admin after', async () => {
    expect(await sentFrom('/admin')).toBe(`/auth?next=${encodeURIComponent('/admin')}`);
  });

  it('send a signed-in child who is no admin from /admin to the home page', async () => {
    serve('GET /api/user', answer(aStudent()));
    expect(await sentFrom('/admin')).toBe('/');
  });

  it('send a signed-in user from /auth to the home page, or to a same-origin next path only', async () => {
    serve('GET /api/user', answer(aStudent()));
    expect(await sentFrom('/auth')).toBe('/');
    expect(await sentFrom(`/auth?next=${encodeURIComponent('/games')}`)).toBe('/games');
    expect(await sentFrom(`/auth?next=${encodeURIComponent('//evil.example')}`)).toBe('/');
    expect(await sentFrom(`/auth?next=${encodeURIComponent('https://evil.example/')}`)).toBe('/');
  });
});
