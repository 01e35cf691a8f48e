// /learn-more's closing buttons: Sign Up Free for a guest, the dashboard for a signed-in parent,
// and no invitation to sign up while the page does not know yet who is signed in.

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

describe('/learn-more', () => {
  it('never invites a signed-in parent to sign up while the session loads', async () => {
    const knowUser = serveLater('GET /api/user');
    renderRoute('/learn-more');
    await findPageHeading('How Sprout Works');
    screen.getByRole('link', { name: 'Contact Us' });
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).toBeNull();
    knowUser(answer(aStudent({ userType: 'parent' })));
    await screen.findByRole('link', { name: 'Go to Your Dashboard' });
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).toBeNull();
  });

  it('invites a guest to sign up', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    renderRoute('/learn-more');
    const signUp = await screen.findByRole('link', { name: 'Sign Up Free' });
    expect(signUp.getAttribute('href')).toBe('/auth?tab=register');
    expect(screen.queryByRole('link', { name: 'Go to Your Dashboard' })).toBeNull();
  });
});
