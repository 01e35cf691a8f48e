import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { ReportedReviewsPanel } from './reported-reviews-panel.tsx';

const reported = {
  kind: 'tutors' as const,
  id: 4,
  itemId: 2,
  itemName: 'Daniel Kim',
  username: 'rude_kid',
  rating: 1,
  comment: 'Rude words here.',
  dateSubmitted: '2026-05-28T22:00:00.000Z',
  reports: [
    { reason: 'Unkind words', reportedAt: '2026-05-29T10:00:00.000Z' },
    { reason: 'Not about the lesson', reportedAt: '2026-05-29T11:00:00.000Z' },
  ],
};

describe('the Reported Reviews queue', () => {
  it('says when nothing is reported', async () => {
    serve('GET /api/admin/reported-reviews', answer([]));
    renderWithApp(<ReportedReviewsPanel />);
    expect(await screen.findByText('No reported reviews')).toBeInstanceOf(HTMLElement);
  });

  it("shows the review with its reports' reasons, and Remove sends the decision", async () => {
    let open = [reported];
    serve('GET /api/admin/reported-reviews', () => answer(open));
    serve('POST /api/admin/reported-reviews/tutors/4', () => {
      open = [];
      return answer({ ok: true });
    });
    const { user } = renderWithApp(<ReportedReviewsPanel />);
    const card = await screen.findByRole('listitem', { name: 'Review by rude_kid of Daniel Kim' });
    expect(within(card).getByText('Rude words here.')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('2 reports')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('Not about the lesson')).toBeInstanceOf(HTMLElement);
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No reported reviews')).toBeInstanceOf(HTMLElement);
    expect(requests).toContain('POST /api/admin/reported-reviews/tutors/4');
  });

  it('speaks Spanish on a Spanish page: the review, its reports, Keep and the toast', async () => {
    let open = [
      {
        ...reported,
        kind: 'merchandise' as const,
        itemName: 'Sprouty',
        comment: 'Palabras feas aquí.',
        reports: [{ reason: 'Palabras poco amables', reportedAt: '2026-05-29T10:00:00.000Z' }],
      },
    ];
    serve('GET /api/admin/reported-reviews', () => answer(open));
    serve('POST /api/admin/reported-reviews/merchandise/4', () => {
      open = [];
      return answer({ ok: true });
    });
    const { user } = renderWithApp(<ReportedReviewsPanel />, { locale: 'es' });
    const card = await screen.findByRole('listitem', { name: 'Reseña de rude_kid sobre Sprouty' });
    screen.getByRole('heading', { name: 'Reseñas reportadas' });
    within(card).getByText('Producto');
    within(card).getByText(/^de rude_kid, el .*may 2026$/);
    within(card).getByText('1 reporte');
    within(card).getByRole('img', { name: '1.0 de 5 estrellas' });
    expectNoEnglish(card);
    await user.click(within(card).getByRole('button', { name: 'Conservar' }));
    await screen.findByText('La reseña se mantiene.');
    await screen.findByText('No hay reseñas reportadas');
    expectNoEnglish(document.body);
  });

  it('says in Spanish when the reported reviews could not be loaded', async () => {
    serve('GET /api/admin/reported-reviews', answer({ message: 'Down' }, 500));
    renderWithApp(<ReportedReviewsPanel />, { locale: 'es' });
    await screen.findByText('No pudimos cargar las reseñas reportadas');
  });
});
