// Finding and booking a tutor in Spanish: the list, its filters with the options in Spanish, a
// card, the booker's sessions with their dates as Spanish writes them, the profile and the booking
// dialog.

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kid } from '#web/features/store/test/store-answers.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';

const amara = {
  id: 1,
  name: 'Amara Okafor',
  imageUrl: null,
  bio: 'Hace que las fracciones sean amigables.',
  subjects: 'Mathematics, Science',
  gradeLevel: 'Grades 4-6',
  sessionType: 'One-on-One Tutoring',
  availability: ['Weekends'],
  timeZone: 'America/New_York',
  hours: null,
  rating: 4.5,
  ratingCount: 2,
};

const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
const session = {
  id: 41,
  tutorId: 1,
  tutor: { name: 'Amara Okafor', imageUrl: null },
  subject: 'Mathematics',
  sessionType: 'One-on-One Tutoring',
  date: inThreeDays.toISOString().slice(0, 10),
  time: '16:00',
  timeZone: 'UTC',
  startsAt: inThreeDays.toISOString(),
  endsAt: new Date(inThreeDays.getTime() + 60 * 60 * 1000).toISOString(),
  status: 'scheduled' as const,
  notes: null,
  seriesId: null,
  canCancel: true,
  cancellableUntil: inThreeDays.toISOString(),
  createdAt: new Date().toISOString(),
};

describe('the tutors in Spanish', () => {
  it('/book-session: the list, its filters, a card and the upcoming sessions', async () => {
    serve('GET /api/user', answer(kid));
    serve('GET /api/tutors', answer([amara]));
    serve('GET /api/sessions/user', answer([session]));
    renderRoute('/book-session', { locale: 'es' });
    await findPageHeading('Encuentra un tutor amable');
    const filters = screen.getByRole('form', { name: 'Filtrar tutores' });
    within(filters).getByRole('option', { name: 'Todas las materias' });
    within(filters).getByRole('option', { name: 'Fines de semana' });
    within(filters).getByRole('button', { name: 'Aplicar filtros' });
    const card = await screen.findByRole('article', { name: 'Amara Okafor' });
    within(card).getByText('Matemáticas · Ciencias');
    within(card).getByText('(2 reseñas)');
    within(card).getByRole('button', { name: 'Reservar clase con Amara Okafor' });
    screen.getByText('Mostrando 1 de 1 tutor');
    const panel = await screen.findByRole('region', { name: 'Tus próximas clases' });
    await within(panel).findByText('Matemáticas con Amara Okafor');
    within(panel).getByText('Programada');
    const when = within(panel).getByRole('button', { name: /^Cancelar Matemáticas con Amara Okafor, / });
    expect(when.getAttribute('aria-label')).toMatch(/\d{4}/);
    expectNoEnglish(screen.getByRole('main'));
    await expectNoAxeViolations();
  });

  it('the booking dialog asks for a day, a time and a subject in Spanish', async () => {
    serve('GET /api/user', answer(kid));
    serve('GET /api/tutors', answer([amara]));
    serve('GET /api/tutors/1', answer(amara));
    serve('GET /api/sessions/user', answer([]));
    const { user } = renderRoute('/book-session?tutor=1', { locale: 'es' });
    const dialog = await screen.findByRole('dialog', { name: 'Reservar una clase' });
    await within(dialog).findByText('Elige el día y la hora de tu clase con Amara Okafor.');
    within(dialog).getByLabelText('Fecha');
    within(dialog).getByRole('option', { name: 'Primero elige una fecha' });
    within(dialog).getByRole('checkbox', { name: 'Repetir cada semana' });
    await user.click(within(dialog).getByRole('button', { name: 'Reservar clase' }));
    await within(dialog).findByText('Elige una materia', { selector: 'p' });
  });

  it('/tutors/1: the profile in Spanish', async () => {
    serve('GET /api/tutors/1', answer(amara));
    serve('GET /api/tutors/1/reviews', answer([]));
    renderRoute('/tutors/1', { locale: 'es' });
    await findPageHeading('Amara Okafor');
    screen.getByRole('heading', { name: 'Materias que domina' });
    screen.getByText('Matemáticas, Ciencias');
    screen.getByRole('heading', { name: /^Reseñas/ });
    screen.getByRole('link', { name: 'Reservar una clase' });
  });
});
