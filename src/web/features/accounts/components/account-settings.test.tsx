import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { aStudent } from '#web/test/users.ts';
import { AccountSecurity } from './account-security.tsx';
import { AccountSettings } from './account-settings.tsx';

describe('AccountSettings', () => {
  it('offers a student of 13 or over the switch to a parent account', () => {
    renderWithApp(<AccountSettings user={aStudent()} />);
    expect(screen.getByRole('button', { name: 'Switch to Parent Account' })).toBeTruthy();
  });

  it('offers a child under 13 no switch, consent given or waiting', () => {
    for (const consent of ['given', 'pending'] as const) {
      const { unmount } = renderWithApp(<AccountSettings user={aStudent({ email: null, consent })} />);
      expect(screen.queryByRole('button', { name: 'Switch to Parent Account' })).toBeNull();
      unmount();
    }
  });
});

describe('Account settings in Spanish', () => {
  it('words the account, its security and privacy in Spanish, with no English left', () => {
    const user = aStudent({ locale: 'es', isEmailVerified: false });
    const { container } = renderWithApp(
      <>
        <AccountSettings user={user} />
        <AccountSecurity user={user} />
      </>,
      { locale: 'es' },
    );
    screen.getByRole('heading', { name: 'Ajustes de la cuenta' });
    screen.getByText('Sin verificar');
    screen.getByRole('button', { name: 'Reenviar el correo de verificación' });
    screen.getByText(/Primero verifica tu correo/);
    screen.getByRole('heading', { name: 'Contraseña y privacidad' });
    screen.getByRole('region', { name: 'Cambiar la contraseña' });
    screen.getByLabelText('Contraseña actual');
    screen.getByRole('button', { name: 'Cerrar sesión en todas partes' });
    screen.getByRole('link', { name: 'Descargar mis datos' });
    screen.getByRole('button', { name: 'Eliminar mi cuenta' });
    expect(container.textContent).not.toMatch(
      /Account|Verified|Password|password|Sign out|Download|Delete|Switch|e-mail/,
    );
  });
});
