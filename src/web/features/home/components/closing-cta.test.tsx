import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';
import { ClosingCta } from './closing-cta.tsx';

describe('the closing call to action', () => {
  it('never invites a signed-in child to sign up while the page finds out who is signed in', async () => {
    const knowUser = serveLater('GET /api/user');
    renderWithApp(<ClosingCta />);
    screen.getByRole('link', { name: 'Learn More' });
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).toBeNull();
    // The placeholder takes the invitation's size, but nobody sees or hears it.
    expect(screen.queryByText(/Create a free account/, { ignore: '[aria-hidden="true"] *' })).toBeNull();
    knowUser(answer(aStudent({ name: 'Leafy Kid' })));
    await screen.findByRole('heading', { name: 'Welcome, Leafy Kid!' });
    expect(screen.getByRole('link', { name: 'Go to Your Dashboard' }).getAttribute('href')).toBe(
      '/user-panel',
    );
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).toBeNull();
  });

  it('invites a guest to sign up', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    renderWithApp(<ClosingCta />);
    const signUp = await screen.findByRole('link', { name: 'Sign Up Free' });
    expect(signUp.getAttribute('href')).toBe('/auth?tab=register');
    screen.getByRole('heading', { name: 'Ready to start growing?' });
    screen.getByText(/Create a free account/);
  });
});
