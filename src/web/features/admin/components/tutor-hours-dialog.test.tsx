import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { TutorHoursDialog } from './tutor-hours-dialog.tsx';

const hours = {
  timeZone: 'Europe/London',
  weekly: [{ day: 6, from: '09:00', to: '12:00' }],
  timeOff: [],
  sessionTypes: ['One-on-One Tutoring'],
  custom: true,
};

describe("the admin's hours dialog", () => {
  it("edits a tutor's hours with the tutor's own form and saves them for the tutor", async () => {
    let saved: unknown;
    serve('GET /api/admin/tutors/5/hours', answer(hours));
    serve('PUT /api/admin/tutors/5/hours', ({ body }) => {
      saved = body;
      return answer({ ...hours, ...(body as object) });
    });
    let closed = false;
    const view = renderWithApp(
      <TutorHoursDialog tutor={{ id: 5, name: 'Zara Quinn' }} onClose={() => (closed = true)} />,
    );
    await screen.findByRole('heading', { name: "Zara Quinn's week" });
    expect(screen.getByLabelText<HTMLSelectElement>('Time zone').value).toBe('Europe/London');
    await view.user.click(screen.getByRole('button', { name: 'Remove Saturday window 1' }));
    await view.user.click(screen.getByRole('button', { name: 'Add a window on Sunday' }));
    await view.user.click(screen.getByRole('button', { name: 'Save hours' }));
    await toastArea().findByText('Hours saved');
    expect(saved).toEqual({
      timeZone: 'Europe/London',
      weekly: [{ day: 0, from: '09:00', to: '11:00' }],
      timeOff: [],
      sessionTypes: ['One-on-One Tutoring'],
    });
    expect(closed).toBe(true);
  });

  it('says when the hours cannot load', async () => {
    serve('GET /api/admin/tutors/5/hours', answer({ message: 'Down' }, 503));
    renderWithApp(<TutorHoursDialog tutor={{ id: 5, name: 'Zara Quinn' }} onClose={() => {}} />);
    await screen.findByText('Error loading the hours');
  });

  it("speaks Spanish on a Spanish page: the dialog, the tutor's form and the toast", async () => {
    serve('GET /api/admin/tutors/5/hours', answer(hours));
    serve('PUT /api/admin/tutors/5/hours', ({ body }) => answer({ ...hours, ...(body as object) }));
    const view = renderWithApp(
      <TutorHoursDialog tutor={{ id: 5, name: 'Zara Quinn' }} onClose={() => {}} />,
      { locale: 'es' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Horarios de Zara Quinn' });
    screen.getByText(
      'Cuándo pueden reservar las familias a este tutor. Las reservas ya hechas se mantienen.',
    );
    screen.getByRole('status');
    await screen.findByRole('heading', { name: 'Semana de Zara Quinn' });
    // The time zones are named as the world writes them ("America/Port of Spain"): data, not words.
    const words = dialog.cloneNode(true) as HTMLElement;
    const zone = within(dialog).getByLabelText<HTMLSelectElement>('Zona horaria');
    expect(zone.value).toBe('Europe/London');
    words.querySelector(`[id="${zone.id}"]`)?.remove();
    expectNoEnglish(words);
    await view.user.click(screen.getByRole('button', { name: 'Guardar el horario' }));
    await toastArea().findByText('Horarios guardados');
    toastArea().getByText('Los horarios de Zara Quinn quedaron guardados.');
  });

  it('says in Spanish when the hours cannot load', async () => {
    serve('GET /api/admin/tutors/5/hours', answer({ message: 'Down' }, 503));
    renderWithApp(<TutorHoursDialog tutor={{ id: 5, name: 'Zara Quinn' }} onClose={() => {}} />, {
      locale: 'es',
    });
    await screen.findByText('No pudimos cargar los horarios');
  });
});
