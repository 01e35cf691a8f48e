import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AdminSessionSchema } from '#contract/sessions.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { BookingsPanel } from './bookings-panel.tsx';

const booking = (id: number, overrides: Partial<z.input<typeof AdminSessionSchema>> = {}) => ({
  id,
  tutorId: 2,
  tutorName: 'Daniel Kim',
  username: 'lily_chen',
  subject: 'Mathematics',
  sessionType: 'Homework Help',
  startsAt: '2026-05-28T22:00:00.000Z',
  status: 'scheduled' as const,
  isOver: true,
  ...overrides,
});
const list = (items: ReturnType<typeof booking>[]) => answer(items);

describe('the Bookings list', () => {
  it('shows a spinner while loading, then says when there are none', async () => {
    serve('GET /api/admin/sessions', list([]));
    renderWithApp(<BookingsPanel search="" />);
    screen.getByRole('status');
    await screen.findByText('No bookings available');
  });

  it('says when the bookings could not be loaded', async () => {
    serve('GET /api/admin/sessions', { status: 500, body: { message: 'Something went wrong' } });
    renderWithApp(<BookingsPanel search="" />);
    await screen.findByText('We could not load the bookings');
  });

  it('lists tutor, booker, time, type and status, and filters by status on the server', async () => {
    serve('GET /api/admin/sessions', ({ url }) =>
      url.searchParams.get('status') === 'completed'
        ? list([booking(2, { status: 'completed', username: 'sam_k' })])
        : list([booking(1), booking(2, { status: 'completed', username: 'sam_k' })]),
    );
    const view = renderWithApp(<BookingsPanel search="" />);
    const rows = within(await screen.findByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    within(rows[0] as HTMLElement).getByText('@lily_chen · Mathematics · Homework Help');
    within(rows[0] as HTMLElement).getByText('Outcome to record');
    // Only a scheduled booking can be marked.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();

    await view.user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await screen.findByText('@sam_k · Mathematics · Homework Help');
    expect(screen.queryByText('@lily_chen · Mathematics · Homework Help')).toBeNull();
    expect(requests).toContain('GET /api/admin/sessions?status=completed');
  });

  it('marks a scheduled booking completed and shows the new status', async () => {
    let done = false;
    serve('GET /api/admin/sessions', () => list([booking(1, done ? { status: 'completed' } : {})]));
    serve('POST /api/admin/sessions/1/status', ({ body }) => {
      done = true;
      expect(body).toEqual({ status: 'completed' });
      return answer(booking(1, { status: 'completed' }));
    });
    const view = renderWithApp(<BookingsPanel search="" />);
    await view.user.click(
      await screen.findByRole('button', {
        name: 'Mark completed: Mathematics with Daniel Kim for @lily_chen',
      }),
    );
    await screen.findByText('The session is marked completed.');
    const row = within(screen.getByRole('list', { name: 'Bookings' })).getByRole('listitem');
    await within(row).findByText('Completed');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('asks first, saying so, before marking a session whose start is still ahead', async () => {
    const ahead = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    let done = false;
    const sent: unknown[] = [];
    serve('GET /api/admin/sessions', () =>
      list([
        booking(1, { startsAt: ahead, isOver: false, ...(done ? { status: 'completed' as const } : {}) }),
      ]),
    );
    serve('POST /api/admin/sessions/1/status', ({ body }) => {
      done = true;
      sent.push(body);
      return answer(booking(1, { startsAt: ahead, isOver: false, status: 'completed' }));
    });
    const view = renderWithApp(<BookingsPanel search="" />);
    await view.user.click(
      await screen.findByRole('button', {
        name: 'Mark completed: Mathematics with Daniel Kim for @lily_chen',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'This session has not started yet' });
    within(dialog).getByText(/starts .* Mark it completed anyway\?/);
    expect(sent).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await view.user.click(
      screen.getByRole('button', { name: 'Mark completed: Mathematics with Daniel Kim for @lily_chen' }),
    );
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark completed' }),
    );
    await screen.findByText('The session is marked completed.');
    expect(sent).toEqual([{ status: 'completed' }]);
  });

  it('speaks Spanish on a Spanish page: states, filter, rows, the question and the toast', async () => {
    const ahead = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    let done = false;
    serve('GET /api/admin/sessions', ({ url }) =>
      url.searchParams.get('status') === 'cancelled'
        ? list([])
        : list([
            booking(1, done ? { status: 'completed' } : {}),
            booking(2, { startsAt: ahead, isOver: false, username: 'sam_k' }),
          ]),
    );
    serve('POST /api/admin/sessions/1/status', () => {
      done = true;
      return answer(booking(1, { status: 'completed' }));
    });
    const view = renderWithApp(<BookingsPanel search="" />, { locale: 'es' });
    const rows = within(await screen.findByRole('list', { name: 'Reservas' })).getAllByRole('listitem');
    screen.getByRole('heading', { name: 'Reservas' });
    const filter = screen.getByLabelText<HTMLSelectElement>('Estado');
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Todos los estados',
      'Programada',
      'Cancelada',
      'Completada',
      'No asistió',
    ]);
    const past = within(rows[0] as HTMLElement);
    past.getByText('@lily_chen · Matemáticas · Ayuda con las tareas');
    past.getByText('Programada');
    past.getByText('Falta anotar cómo fue');
    expect(past.getByRole('time').textContent).toMatch(/28 de may de 2026/);
    expectNoEnglish(document.body);

    // A session still ahead asks first, in Spanish.
    await view.user.click(
      within(rows[1] as HTMLElement).getByRole('button', {
        name: 'Marcar que no asistió: Matemáticas con Daniel Kim para @sam_k',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Esta clase todavía no empezó' });
    within(dialog).getByText(
      /^Matemáticas con Daniel Kim para @sam_k empieza el .*\. ¿Marcar de todos modos que no asistió\?/,
    );
    expectNoEnglish(dialog);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await view.user.click(
      past.getByRole('button', {
        name: 'Marcar como completada: Matemáticas con Daniel Kim para @lily_chen',
      }),
    );
    await screen.findByText('La clase quedó marcada como completada.');
    await past.findByText('Completada');
    expectNoEnglish(document.body);

    await view.user.selectOptions(filter, 'cancelled');
    await screen.findByText('No hay reservas');
    expectNoEnglish(document.body);
  });

  it('says in Spanish when the bookings could not be loaded', async () => {
    serve('GET /api/admin/sessions', { status: 500, body: { message: 'Something went wrong' } });
    renderWithApp(<BookingsPanel search="" />, { locale: 'es' });
    await screen.findByText('No pudimos cargar las reservas');
    screen.getByRole('button', { name: 'Reintentar' });
  });
});
