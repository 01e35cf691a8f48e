import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { UserSchema } from '#contract/accounts.ts';
import { useUser } from '#web/lib/session.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve, serveLater } from '#web/test/serve.ts';
import { ConsentAnswer } from './consent-answer.tsx';

/** The answer as the page gives it the session (routes/consent.tsx). */
function SessionConsent({ token }: { token: string }) {
  return <ConsentAnswer token={token} user={useUser().data} />;
}

const request = {
  childName: 'Mia Small',
  childUsername: 'mia',
  requestedAt: '2026-06-01T12:00:00.000Z',
  parentEmail: 'mum@example.com',
};

const parent: User = {
  id: 7,
  username: 'mum',
  name: 'Mum',
  email: 'mum@example.com',
  role: 'user',
  isAdmin: false,
  isEmailVerified: true,
  userType: 'parent',
  grade: null,
  age: null,
  profilePic: null,
  consent: null,
  tutorId: null,
  locale: 'en',
};

describe('ConsentAnswer (/consent/{token})', () => {
  it('says when a link is unknown, used or too old, and what to do', async () => {
    serve('GET /api/consent/old', answer({ message: 'gone' }, 404));
    renderWithApp(<ConsentAnswer token="old" user={null} />);
    await screen.findByText('This link does not work any more');
    screen.getByText(/Send the e-mail again/);
  });

  it('says a password the server refuses once, under its field', async () => {
    serve('GET /api/consent/abc', answer(request));
    serve(
      'POST /api/consent/abc/approve',
      answer(
        {
          message: 'Please choose a password that is harder to guess',
          issues: [{ path: 'password', message: 'Please choose a password that is harder to guess' }],
        },
        400,
      ),
    );
    const { user } = renderWithApp(<ConsentAnswer token="abc" user={null} />);
    await user.type(await screen.findByLabelText('Your name'), 'Mum Small');
    await user.type(screen.getByLabelText('Choose a username'), 'mum-small');
    await user.type(screen.getByLabelText('Choose a password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create my parent account and say yes' }));
    expect(await screen.findAllByText('Please choose a password that is harder to guess')).toHaveLength(1);
    expect(screen.getByLabelText('Choose a password').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a failed load apart from a link that is gone', async () => {
    serve('GET /api/consent/abc', answer({ message: 'Something went wrong' }, 500));
    renderWithApp(<ConsentAnswer token="abc" user={null} />);
    await screen.findByText('We could not load this request');
    screen.getByText('Please check your connection and try again.');
  });

  it('lets a guest create a parent account there, with field errors from the contract', async () => {
    serve('GET /api/consent/abc', answer(request));
    serve(
      'POST /api/consent/abc/approve',
      answer({ parent: UserSchema.parse(parent), childUsername: 'mia' }),
    );
    const { user } = renderWithApp(<ConsentAnswer token="abc" user={null} />);
    await screen.findByText('Mia Small would like to join Sprout');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Log in to say yes' }).getAttribute('href')).toBe(
      '/auth?next=%2Fconsent%2Fabc',
    );
    await user.click(screen.getByRole('button', { name: 'Create my parent account and say yes' }));
    await screen.findByText('Name must be at least 2 characters');
    await user.type(screen.getByLabelText('Your name'), 'Mum Small');
    await user.type(screen.getByLabelText('Choose a username'), 'mum');
    await user.type(screen.getByLabelText('Choose a password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create my parent account and say yes' }));
    await screen.findByText('Thank you! Your child can now use all of Sprout');
  });

  it('lets a signed-in parent say yes with one button', async () => {
    serve('GET /api/consent/abc', answer(request));
    serve('POST /api/consent/abc/approve', answer({ parent, childUsername: 'mia' }));
    const { user } = renderWithApp(<ConsentAnswer token="abc" user={parent} />);
    await user.click(await screen.findByRole('button', { name: 'Yes, Mia Small may join (as mum)' }));
    await screen.findByText('Thank you! Your child can now use all of Sprout');
  });

  it('never offers a signed-in parent a new account or a log-in while the session loads', async () => {
    const release = serveLater('GET /api/user');
    serve('GET /api/consent/abc', answer(request));
    serve('POST /api/consent/abc/approve', answer({ parent, childUsername: 'mia' }));
    const { user } = renderWithApp(<SessionConsent token="abc" />);
    await screen.findByText('Mia Small would like to join Sprout');
    expect(screen.queryByRole('link', { name: 'Log in to say yes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create my parent account and say yes' })).toBeNull();
    screen.getByText('Checking who is signed in');
    // The session comes: the parent says yes with one button, never shown the guest's way.
    release(answer(parent));
    await user.click(await screen.findByRole('button', { name: 'Yes, Mia Small may join (as mum)' }));
    await screen.findByText('Thank you! Your child can now use all of Sprout');
  });

  it('asks first in a styled dialog before a no deletes the account', async () => {
    serve('GET /api/consent/abc', answer(request));
    serve('POST /api/consent/abc/decline', answer({ ok: true }));
    const { user } = renderWithApp(<ConsentAnswer token="abc" user={null} />);
    await user.click(await screen.findByRole('button', { name: 'No, delete this account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete the account' }));
    await screen.findByText('The account has been deleted');
  });
});
