import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TutorAccountState } from '#contract/tutor-accounts.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { TutorAccountsPanel } from './tutor-accounts-panel.tsx';

const states: TutorAccountState[] = [
  { tutorId: 1, tutorName: 'Sarah Johnson', state: 'linked', username: 'demo-tutor' },
  {
    tutorId: 2,
    tutorName: 'Daniel Kim',
    state: 'invited',
    email: 'daniel@example.com',
    invitedAt: '2026-12-01T15:00:00.000Z',
    expiresAt: '2099-12-08T15:00:00.000Z',
  },
  { tutorId: 3, tutorName: 'Ana Lopez', state: 'none' },
  {
    tutorId: 4,
    tutorName: 'Omar Haddad',
    state: 'invited',
    email: 'omar@example.com',
    invitedAt: '2020-01-01T15:00:00.000Z',
    expiresAt: '2020-01-08T15:00:00.000Z',
  },
];

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe("the Tutors tab's accounts", () => {
  it('shows each tutor as not invited, invited (where, when) or linked, with the step each can take', async () => {
    serve('GET /api/admin/tutor-accounts', answer(states));
    renderWithApp(<TutorAccountsPanel />);
    const linked = await rowOf('Sarah Johnson');
    linked.getByText('Linked');
    linked.getByText('demo-tutor');
    linked.getByRole('button', { name: 'Unlink demo-tutor from Sarah Johnson' });
    const invited = await rowOf('Daniel Kim');
    invited.getByText('Invited');
    expect(invited.getByText(/daniel@example.com, on .*Dec 1, 2026 at/).textContent).not.toContain('T15');
    invited.getByRole('button', { name: 'Re-send the invitation to Daniel Kim' });
    expect(invited.queryByText('The link has expired: send it again.')).toBeNull();
    (await rowOf('Omar Haddad')).getByText('The link has expired: send it again.');
    const none = await rowOf('Ana Lopez');
    none.getByText('Not invited');
    none.getByRole('button', { name: 'Invite Ana Lopez' });
  });

  it('invites with an address, and asks for a valid one first', async () => {
    serve('GET /api/admin/tutor-accounts', answer(states));
    serve(
      'POST /api/admin/tutors/3/invite',
      answer(
        {
          tutorId: 3,
          tutorName: 'Ana Lopez',
          state: 'invited',
          email: 'ana@example.com',
          invitedAt: '2026-12-01T15:00:00.000Z',
          expiresAt: '2026-12-08T15:00:00.000Z',
        },
        201,
      ),
    );
    const { user } = renderWithApp(<TutorAccountsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Invite Ana Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite this tutor' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await within(dialog).findByText('Please enter a valid email');
    expect(requests).not.toContain('POST /api/admin/tutors/3/invite');
    await user.type(within(dialog).getByLabelText('Their e-mail address'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(requests).toContain('POST /api/admin/tutors/3/invite'));
    await screen.findByText('Invitation sent');
  });

  it('unlinks only after a dialog that says what cannot be undone', async () => {
    serve('GET /api/admin/tutor-accounts', answer(states));
    serve('DELETE /api/admin/tutors/1/account', answer({ ok: true }));
    const { user } = renderWithApp(<TutorAccountsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Unlink demo-tutor from Sarah Johnson' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink this account?' });
    within(dialog).getByText(/This cannot be undone/);
    expect(requests).not.toContain('DELETE /api/admin/tutors/1/account');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink the account' }));
    await waitFor(() => expect(requests).toContain('DELETE /api/admin/tutors/1/account'));
    await screen.findByText('Account unlinked');
  });

  it('says when the accounts could not be loaded', async () => {
    serve('GET /api/admin/tutor-accounts', answer({ message: 'Something went wrong' }, 500));
    renderWithApp(<TutorAccountsPanel />);
    await screen.findByText("We couldn't load the tutor accounts. Please try again.");
  });

  it('speaks Spanish on a Spanish page: each state, the invitation and the unlinking', async () => {
    serve('GET /api/admin/tutor-accounts', answer(states));
    serve('POST /api/admin/tutors/2/invite', answer(states[1], 201));
    serve('DELETE /api/admin/tutors/1/account', answer({ ok: true }));
    const { user } = renderWithApp(<TutorAccountsPanel />, { locale: 'es' });
    const section = screen.getByRole('region', { name: 'Cuentas de tutores' });
    screen.getByRole('list', { name: 'Cargando las cuentas de tutores' });
    const linked = await rowOf('Sarah Johnson');
    linked.getByText('Vinculado');
    const invited = await rowOf('Daniel Kim');
    invited.getByText('Invitado');
    invited.getByText(/^daniel@example.com, el .*de dic de 2026/);
    (await rowOf('Omar Haddad')).getByText('El enlace venció: envíalo de nuevo.');
    (await rowOf('Ana Lopez')).getByRole('button', { name: 'Invitar a Ana Lopez' });
    expectNoEnglish(section);

    await user.click(invited.getByRole('button', { name: 'Reenviar la invitación a Daniel Kim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar la invitación de nuevo' });
    within(dialog).getByText(
      'Daniel Kim recibirá un enlace para crear su propia cuenta, válido durante 7 días. El enlace anterior dejará de funcionar.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la invitación' }));
    await within(dialog).findByText('Escribe un correo electrónico válido');
    expectNoEnglish(dialog);
    await user.type(within(dialog).getByLabelText('Su correo electrónico'), 'daniel@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la invitación' }));
    await screen.findByText('Invitación enviada');
    screen.getByText('Enviamos el enlace a daniel@example.com.');

    await user.click(linked.getByRole('button', { name: 'Desvincular a demo-tutor de Sarah Johnson' }));
    const ask = await screen.findByRole('alertdialog', { name: '¿Desvincular esta cuenta?' });
    expectNoEnglish(ask);
    await user.click(within(ask).getByRole('button', { name: 'Desvincular la cuenta' }));
    await screen.findByText('Cuenta desvinculada');
    screen.getByText('demo-tutor ya no da clases como Sarah Johnson.');
  });

  it('says in Spanish when there are no tutors, or the accounts could not be loaded', async () => {
    serve('GET /api/admin/tutor-accounts', answer([]));
    const view = renderWithApp(<TutorAccountsPanel />, { locale: 'es' });
    await screen.findByText('Aún no hay tutores');
    screen.getByText('Agrega un tutor arriba y luego invítalo aquí.');
    expectNoEnglish(document.body);
    view.unmount();
    serve('GET /api/admin/tutor-accounts', answer({ message: 'Something went wrong' }, 500));
    renderWithApp(<TutorAccountsPanel />, { locale: 'es' });
    await screen.findByText('No pudimos cargar las cuentas de tutores. Inténtalo de nuevo.');
  });
});
