import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { ManagedChildren } from './managed-children.tsx';
import { WaitingForParent } from './waiting-for-parent.tsx';

const leo = {
  id: 5,
  username: 'leo',
  name: 'Leo Rivers',
  method: 'parent-created' as const,
  givenAt: '2026-06-01T12:00:00.000Z',
};

describe('ManagedChildren (Parent Settings)', () => {
  it('invites to add a child when there is none, and adds one', async () => {
    serve('GET /api/parent/managed-children', answer([]));
    serve(
      'POST /api/parent/children',
      answer(
        {
          id: 5,
          username: 'leo',
          name: 'Leo Rivers',
          email: null,
          role: 'user',
          isAdmin: false,
          isEmailVerified: false,
          userType: 'student',
          grade: null,
          age: null,
          profilePic: null,
          consent: 'given',
          tutorId: null,
          locale: 'en',
        },
        201,
      ),
    );
    const { user } = renderWithApp(<ManagedChildren userId={1} />);
    await screen.findByText(/Add a child to make their account yourself/);
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    await user.type(screen.getByLabelText("Child's name"), 'Leo Rivers');
    await user.type(screen.getByLabelText('Username'), 'leo');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    await screen.findByText('Please choose a birth year from the list');
    await user.selectOptions(screen.getByLabelText('Birth year'), String(new Date().getUTCFullYear() - 8));
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    await waitFor(() => expect(requests).toContain('POST /api/parent/children'));
  });

  it('offers a download, and deletes only after a styled confirmation that says what cannot be undone', async () => {
    serve('GET /api/parent/managed-children', answer([leo]));
    serve('DELETE /api/parent/children/5', answer({ ok: true }));
    const { user } = renderWithApp(<ManagedChildren userId={1} />);
    const download = await screen.findByRole('link', { name: 'Download data' });
    expect(download.getAttribute('href')).toBe('/api/parent/children/5/export');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('This cannot be undone.');
    expect(requests).not.toContain('DELETE /api/parent/children/5');
    await user.click(screen.getByRole('button', { name: 'Delete the account' }));
    await waitFor(() => expect(requests).toContain('DELETE /api/parent/children/5'));
  });
});

describe('HandOverConsentDialog (Parent Settings)', () => {
  it('hands the consent to another linked parent, and shows why the server refused one', async () => {
    serve('GET /api/parent/managed-children', answer([leo]));
    serve(
      'PUT /api/parent/children/5/consent',
      answer(
        { message: 'We could not find a verified parent account with that username linked to this child.' },
        404,
      ),
    );
    const { user } = renderWithApp(<ManagedChildren userId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over Leo Rivers’s account' });
    await user.type(within(dialog).getByLabelText("The other parent's username"), 'stranger');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await within(dialog).findByText(/could not find a verified parent account/);

    serve('PUT /api/parent/children/5/consent', answer({ ok: true }));
    await user.clear(within(dialog).getByLabelText("The other parent's username"));
    await user.type(within(dialog).getByLabelText("The other parent's username"), 'aunt-jo');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await screen.findByText('Consent handed over');
    expect(requests.filter((r) => r === 'PUT /api/parent/children/5/consent')).toHaveLength(2);
  });
});

describe('WaitingForParent (a waiting child’s dashboard)', () => {
  it('says it waits, sends the e-mail again and changes the address', async () => {
    const mine = {
      parentEmail: 'mum@example.com',
      requestedAt: '2026-06-01T12:00:00.000Z',
      deleteAt: '2026-06-08T12:00:00.000Z',
    };
    serve('GET /api/consent/mine', answer(mine));
    serve('POST /api/consent/resend', answer(mine));
    serve('PUT /api/consent/parent-email', answer({ ...mine, parentEmail: 'dad@example.com' }));
    const { user } = renderWithApp(<WaitingForParent userId={3} />);
    screen.getByText('Waiting for a parent to say yes');
    await screen.findByText(/We e-mailed mum@example.com/);
    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    await waitFor(() => expect(requests).toContain('POST /api/consent/resend'));
    await user.click(screen.getByRole('button', { name: "Change the parent's e-mail" }));
    await user.type(screen.getByLabelText("A parent's e-mail"), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send to this address' }));
    await screen.findByText('Please enter a valid email');
    await user.clear(screen.getByLabelText("A parent's e-mail"));
    await user.type(screen.getByLabelText("A parent's e-mail"), 'dad@example.com');
    await user.click(screen.getByRole('button', { name: 'Send to this address' }));
    await waitFor(() => expect(requests).toContain('PUT /api/consent/parent-email'));
  });
});
