import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { VerificationBanners } from './verification-banners';

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
});
