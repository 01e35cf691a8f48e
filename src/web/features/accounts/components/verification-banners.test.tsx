import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { VerificationBanners } from './verification-banners.tsx';

const unverified = answer({
  id: 5,
  username: 'kit',
  name: 'Kit',
  email: 'kit@example.com',
  role: 'user',
  isAdmin: false,
  isEmailVerified: false,
  userType: 'student',
  grade: null,
  age: null,
  profilePic: null,
  consent: null,
  tutorId: null,
  locale: 'en',
});

describe('VerificationBanners', () => {
  it("says 'Failed to Resend' with the server's reason when a new link is refused", async () => {
    serve('GET /api/user', unverified);
    serve(
      'POST /api/resend-verification',
      answer({ message: 'You can ask for a new link 3 times an hour.' }, 429),
    );
    const { user } = renderWithApp(<VerificationBanners />);
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    await screen.findByText('Failed to Resend');
    screen.getByText('You can ask for a new link 3 times an hour.');
    expect(screen.getByRole('button', { name: 'Resend Verification Email' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('tells a signed-in user what to do after a failed link only once it knows who they are', async () => {
    const knowUser = serveLater('GET /api/user');
    renderWithApp(<VerificationBanners />, { path: '/?verified=false' });
    const message = async () => (await screen.findByText(/^That verification link/)).textContent;
    // While the session loads, the banner tells nobody to log in.
    expect(await message()).toBe('That verification link has expired or was already used.');
    knowUser(unverified);
    await screen.findByRole('button', { name: 'Resend Verification Email' });
    expect(await message()).toBe(
      'That verification link has expired or was already used. Ask for a new one below.',
    );
  });

  it('asks a guest to log in for a new link after a failed one', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    renderWithApp(<VerificationBanners />, { path: '/?verified=false' });
    await screen.findByText('Log in to ask for a new one.', { exact: false });
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).toBeNull();
  });

  it('shows that the address is verified for 10 seconds, then takes the banner and ?verified away', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      window.history.replaceState(null, '', '/?verified=true');
      serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
      renderWithApp(<VerificationBanners />, { path: '/?verified=true' });
      screen.getByText('Your e-mail address is verified', { exact: false });
      await act(() => vi.advanceTimersByTimeAsync(9_500));
      screen.getByText('Your e-mail address is verified', { exact: false });
      expect(window.location.search).toBe('?verified=true');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByText('Your e-mail address is verified', { exact: false })).toBeNull();
      expect(window.location.pathname + window.location.search).toBe('/');
    } finally {
      vi.useRealTimers();
      window.history.replaceState(null, '', '/');
    }
  });
});
