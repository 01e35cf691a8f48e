import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResetPasswordPage from '#web/app/routes/reset-password.tsx';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';

describe('/reset-password', () => {
  it('without a token, says the link does not work and offers a new one', async () => {
    renderWithApp(<ResetPasswordPage />, { path: '/reset-password' });
    await screen.findByText('This link does not work any more');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/auth?forgot=1',
    );
  });

  it('a used or expired link, refused by the server, shows the same explanation', async () => {
    serve(
      'POST /api/password-reset/confirm',
      answer({ message: 'not valid', issues: [{ path: 'token', message: 'not valid' }] }, 400),
    );
    const { user } = renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await user.type(screen.getByLabelText('New password'), 'green tractor 7');
    await user.type(screen.getByLabelText('Confirm new password'), 'green tractor 7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('This link does not work any more');
  });

  it('a new password the server accepts shows the way to log in', async () => {
    serve('POST /api/password-reset/confirm', answer({ ok: true }));
    const { user } = renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await user.type(screen.getByLabelText('New password'), 'green tractor 7');
    await user.type(screen.getByLabelText('Confirm new password'), 'green tractor 7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('Your password is changed');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
  });

  it('only spaces are refused in the form, before any call', async () => {
    const { user } = renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await user.type(screen.getByLabelText('New password'), '        ');
    await user.type(screen.getByLabelText('Confirm new password'), '        ');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('Please choose a password that is harder to guess');
  });
});
