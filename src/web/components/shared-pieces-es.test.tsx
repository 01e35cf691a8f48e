import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORT_REASON_MAX, ReportReviewInputSchema } from '#contract/reviews.ts';
import { ReviewCard } from '#web/components/reviews/review-card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { renderInPage, renderWithApp } from '#web/test/render.tsx';
import { ReportButton } from './report-button.tsx';

// The shared pieces every screen is built of, on a page in Spanish: no English of their own.
/** Report on mia's review, sending nowhere. */
const reportMiasReview = () => (
  <ReportButton
    thing="review"
    label="Reportar la reseña de mia"
    loadSchema={async () => ReportReviewInputSchema}
    adminAction="decide"
    sender={{ mutate: () => {}, isPending: false }}
  />
);

describe('the shared pieces in Spanish', () => {
  it('says a failed load and its retry in Spanish', () => {
    const { container } = renderInPage(
      <ErrorState query={{ refetch: () => {}, isFetching: false }} title="No pudimos cargar la tienda." />,
      { locale: 'es' },
    );
    expect(screen.getByRole('alert').textContent).toContain('Comprueba tu conexión y vuelve a intentarlo.');
    screen.getByRole('button', { name: 'Reintentar' });
    expect(container.textContent).not.toMatch(/Try again|check your connection/);
  });

  it('words a review and its report dialog in Spanish', async () => {
    const { user, baseElement } = renderWithApp(
      <>
        <ReviewCard
          kind="merchandise"
          review={{
            id: 1,
            rating: 4,
            comment: '¡Me encanta!',
            dateSubmitted: '2026-11-20T10:00:00.000Z',
            hidden: true,
            user: { username: 'mia' },
          }}
          reportable={false}
        />
        {reportMiasReview()}
      </>,
      { locale: 'es' },
    );
    screen.getByRole('article', { name: 'Reseña de mia' });
    screen.getByRole('img', { name: '4.0 de 5 estrellas' });
    screen.getByText('Oculta');
    await user.click(screen.getByRole('button', { name: 'Reportar la reseña de mia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportar esta reseña' });
    expect(dialog.textContent).toContain('Un administrador lo leerá y decidirá qué hacer.');
    await screen.findByRole('textbox', { name: '¿Por qué lo reportas?' });
    screen.getByRole('button', { name: 'Enviar el reporte' });
    screen.getByRole('button', { name: 'Cancelar' });
    screen.getByRole('button', { name: 'Cerrar' });
    expect(baseElement.textContent).not.toMatch(
      /Review by|Hidden|Report this|Cancel\b|Send Report|moderator/,
    );
  });

  it("says a form's validation words with values in Spanish, the values read back from the English", async () => {
    const { user } = renderWithApp(reportMiasReview(), { locale: 'es' });
    await user.click(screen.getByRole('button', { name: 'Reportar la reseña de mia' }));
    const reason = await screen.findByRole('textbox', { name: '¿Por qué lo reportas?' });
    fireEvent.change(reason, { target: { value: 'x'.repeat(REPORT_REASON_MAX + 1) } });
    await user.click(screen.getByRole('button', { name: 'Enviar el reporte' }));
    await screen.findByText(`El motivo puede tener como mucho ${REPORT_REASON_MAX} caracteres`);
    expect(screen.queryByText(/Reason must be at most/)).toBeNull();
  });
});
