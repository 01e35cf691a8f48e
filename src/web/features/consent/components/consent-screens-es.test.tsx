// The consent screens in Spanish: a waiting child's card (the deletion date as Spanish writes it)
// and a parent's children, with no English left on either.
import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { ManagedChildren } from './managed-children.tsx';
import { WaitingForParent } from './waiting-for-parent.tsx';

describe('the consent screens in Spanish', () => {
  it('a waiting child reads when the account would be deleted, in Spanish', async () => {
    serve(
      'GET /api/consent/mine',
      answer({
        parentEmail: 'mama@example.com',
        requestedAt: '2026-06-01T12:00:00.000Z',
        deleteAt: '2026-06-08T12:00:00.000Z',
      }),
    );
    const { container, user } = renderWithApp(<WaitingForParent userId={3} />, { locale: 'es' });
    screen.getByText('Esperando el sí de tu mamá o tu papá');
    await screen.findByText(
      /^Enviamos un correo a mama@example\.com\. .* antes del 8 jun 2026, la cuenta se borra\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Cambiar el correo de tu mamá o tu papá' }));
    screen.getByLabelText('El correo de tu mamá o tu papá');
    expectNoEnglish(container);
  });

  it('a parent sees the children they manage and the ways to help each', async () => {
    serve(
      'GET /api/parent/managed-children',
      answer([
        {
          id: 5,
          username: 'leo',
          name: 'Leo Rivera',
          method: 'parent-created',
          givenAt: '2026-06-01T12:00:00.000Z',
        },
      ]),
    );
    const { container } = renderWithApp(<ManagedChildren userId={1} />, { locale: 'es' });
    screen.getByRole('heading', { name: 'Hijos que administras' });
    const list = screen.getByRole('list', { name: 'Hijos que administras' });
    await within(list).findByText('Leo Rivera');
    within(list).getByRole('button', { name: 'Poner contraseña' });
    within(list).getByRole('link', { name: 'Descargar datos' });
    within(list).getByRole('button', { name: 'Traspasar' });
    within(list).getByRole('button', { name: 'Borrar cuenta' });
    expectNoEnglish(container);
  });
});
