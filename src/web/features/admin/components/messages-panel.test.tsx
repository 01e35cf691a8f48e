import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminMessage } from '#contract/admin.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { MessagesPanel } from './messages-panel.tsx';

const message = (id: number, overrides: Partial<AdminMessage> = {}): AdminMessage => ({
  id,
  name: 'Pat Parent',
  email: 'pat@example.com',
  subject: 'Reading help',
  message: 'My son needs help with reading.',
  createdAt: '2026-11-20T10:00:00.000Z',
  handled: false,
  handledAt: null,
  handledBy: null,
  ...overrides,
});

describe("the admin's contact messages", () => {
  it('shows each message, new or handled by whom, and marks one handled', async () => {
    let handled = false;
    serve('GET /api/admin/messages', () =>
      answer([
        message(1, handled ? { handled, handledAt: '2026-11-21T10:00:00.000Z', handledBy: 'sam-admin' } : {}),
        message(2, { subject: 'Old question', handled: true, handledAt: null, handledBy: null }),
      ]),
    );
    serve('POST /api/admin/messages/1/handled', () => {
      handled = true;
      return answer(message(1, { handled, handledAt: '2026-11-21T10:00:00.000Z', handledBy: 'sam-admin' }));
    });
    const { user } = renderWithApp(<MessagesPanel search="" />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const [fresh, old] = within(list)
      .getAllByRole('listitem')
      .map((row) => within(row));
    fresh?.getByText('New');
    fresh?.getByText(/^From Pat Parent \(pat@example.com\) on .*Nov 20, 2026 at/);
    old?.getByText('Handled by a former admin');
    await user.click(fresh?.getByRole('button', { name: 'Mark handled' }) as HTMLElement);
    await screen.findByText('The message is marked handled.');
    await fresh?.findByText(/^Handled by sam-admin on .*Nov 21, 2026/);
    expect(requests).toContain('POST /api/admin/messages/1/handled');
  });

  it('speaks Spanish on a Spanish page: the messages, their states, the toast', async () => {
    let handled = false;
    serve('GET /api/admin/messages', () =>
      answer([
        message(1, {
          subject: 'Ayuda con la lectura',
          message: 'Mi hijo necesita ayuda para leer.',
          ...(handled ? { handled, handledAt: '2026-11-21T10:00:00.000Z', handledBy: 'sam-admin' } : {}),
        }),
        message(2, { subject: 'Pregunta', message: '¿Hay clases los sábados?', handled: true }),
      ]),
    );
    serve('POST /api/admin/messages/1/handled', () => {
      handled = true;
      return answer(message(1, { handled, handledAt: '2026-11-21T10:00:00.000Z', handledBy: 'sam-admin' }));
    });
    const view = renderWithApp(<MessagesPanel search="" />, { locale: 'es' });
    const list = await screen.findByRole('list', { name: 'Mensajes' });
    screen.getByRole('heading', { name: 'Mensajes' });
    const [fresh, old] = within(list)
      .getAllByRole('listitem')
      .map((row) => within(row));
    fresh?.getByText('Nuevo');
    fresh?.getByText(/^De Pat Parent \(pat@example.com\), el .*20 de nov de 2026/);
    old?.getByText('Atendido por un administrador que ya no está');
    expectNoEnglish(document.body);
    await view.user.click(fresh?.getByRole('button', { name: 'Marcar como atendido' }) as HTMLElement);
    await screen.findByText('El mensaje quedó marcado como atendido.');
    await fresh?.findByText(/^Atendido por sam-admin el .*21 de nov de 2026/);
    expectNoEnglish(document.body);
  });

  it('says in Spanish when none match the search, when there are none, and when they could not be loaded', async () => {
    serve('GET /api/admin/messages', answer([message(1)]));
    const searched = renderWithApp(<MessagesPanel search="nada parecido" />, { locale: 'es' });
    await screen.findByText('Ningún mensaje coincide con tu búsqueda');
    searched.unmount();
    serve('GET /api/admin/messages', answer([]));
    const view = renderWithApp(<MessagesPanel search="" />, { locale: 'es' });
    await screen.findByText('No hay mensajes');
    view.unmount();
    serve('GET /api/admin/messages', answer({ message: 'Down' }, 500));
    renderWithApp(<MessagesPanel search="" />, { locale: 'es' });
    await screen.findByText('No pudimos cargar los mensajes');
  });
});
