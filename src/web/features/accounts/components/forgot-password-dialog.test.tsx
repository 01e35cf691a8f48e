import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT } from '#contract/accounts.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

describe('ForgotPasswordDialog (the login tab)', () => {
  it('checks the address, then says the same thing whatever the address', async () => {
    serve('POST /api/password-reset', answer({ message: PASSWORD_RESET_SENT }));
    const { user } = renderWithApp(<ForgotPasswordDialog />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    within(dialog).getByText(/a child's account: the parent's address/);

    await user.type(within(dialog).getByLabelText('E-mail address'), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send me a link' }));
    await within(dialog).findByText('Please enter a valid email');
    expect(requests).not.toContain('POST /api/password-reset');

    await user.clear(within(dialog).getByLabelText('E-mail address'));
    await user.type(within(dialog).getByLabelText('E-mail address'), 'mum@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send me a link' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(PASSWORD_RESET_SENT);
    expect(within(dialog).queryByLabelText('E-mail address')).toBeNull();
  });

  it('opens at once when the reset page sends the person back for a new link', async () => {
    renderWithApp(<ForgotPasswordDialog defaultOpen />);
    await screen.findByRole('dialog', { name: 'Reset your password' });
  });

  it('starts again empty when closed and opened again', async () => {
    serve('POST /api/password-reset', answer({ message: PASSWORD_RESET_SENT }));
    const { user } = renderWithApp(<ForgotPasswordDialog />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(await screen.findByLabelText('E-mail address'), 'mum@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await screen.findByRole('status');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(((await screen.findByLabelText('E-mail address')) as HTMLInputElement).value).toBe('');
  });
});
