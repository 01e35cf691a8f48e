import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';
import { AccountSecurity } from './account-security.tsx';

const mia: User = aStudent({ id: 3, username: 'mia', name: 'Mia', email: 'mia@example.com' });

const wrongPassword = answer(
  {
    message: 'Please check the highlighted fields',
    issues: [{ path: 'currentPassword', message: 'That is not your current password' }],
  },
  400,
);

describe('AccountSecurity (Account Settings)', () => {
  it('changes the password, showing the server’s refusal under the field it names', async () => {
    serve('PUT /api/users/password', wrongPassword);
    const { user } = renderWithApp(<AccountSecurity user={mia} />);
    const section = screen.getByRole('region', { name: 'Change password' });
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getAllByRole('alert').length).toBeGreaterThan(0);

    await user.type(within(section).getByLabelText('Current password'), 'not-mine');
    await user.type(within(section).getByLabelText('New password'), 'green tractor 7');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await within(section).findByText('That is not your current password');

    serve('PUT /api/users/password', answer({ ok: true }));
    await user.clear(within(section).getByLabelText('Current password'));
    await user.type(within(section).getByLabelText('Current password'), 'password123');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await screen.findByText('You are signed out on every other device.');
  });

  it('signs out everywhere and goes to the login page', async () => {
    serve('DELETE /api/users/sessions', answer({ ok: true }));
    const { user, location } = renderWithApp(<AccountSecurity user={mia} />, { path: '/user-panel' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth'));
    expect(requests).toContain('DELETE /api/users/sessions');
  });

  it('offers a child under 13 no e-mail address of its own, only where its mail goes', () => {
    renderWithApp(<AccountSecurity user={aStudent({ email: null, consent: 'given' })} />);
    const section = screen.getByRole('region', { name: 'Change e-mail address' });
    expect(within(section).queryByLabelText('New e-mail address')).toBeNull();
    expect(within(section).getByText(/Your e-mails go to the grown-up who said yes for you/)).toBeTruthy();
  });

  it('offers the data download as a file', () => {
    renderWithApp(<AccountSecurity user={mia} />);
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/users/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('deletes the account only after a styled dialog that says it cannot be undone, with the password', async () => {
    serve(
      'DELETE /api/users/me',
      answer(
        {
          message: 'Please check the highlighted fields',
          issues: [{ path: 'password', message: 'That is not your current password' }],
        },
        400,
      ),
    );
    const { user, location } = renderWithApp(<AccountSecurity user={mia} />, { path: '/user-panel' });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    within(dialog).getByText('This cannot be undone.');
    expect(requests).not.toContain('DELETE /api/users/me');

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await within(dialog).findByText('That is not your current password');

    serve('DELETE /api/users/me', answer({ ok: true }));
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'password123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
