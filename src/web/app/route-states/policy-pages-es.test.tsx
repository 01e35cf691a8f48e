// The privacy, terms and points pages in Spanish: every sentence from the Spanish catalog, the
// links inside the sentences where Spanish puts them, and the numbers as Spanish writes them.

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';

const appInfo = {
  demoMode: false,
  demoAccounts: [],
  supportEmail: 'help@sprout.example',
  dailyGamePointsCap: 2000,
  contact: { emails: [], phone: '', addressLines: [] },
};

describe('the plain-words pages in Spanish', () => {
  it('/privacy says what Sprout keeps, with its links inside the sentences', async () => {
    serve('GET /api/app-info', answer(appInfo));
    renderRoute('/privacy', { locale: 'es' });
    await findPageHeading('Política de privacidad');
    screen.getByRole('heading', { name: 'Durante cuánto tiempo lo guardamos' });
    const ask = (await screen.findByRole('link', { name: 'help@sprout.example' })).closest('p');
    expect(ask?.textContent).toMatch(/^Escríbenos desde la página de contacto o a help@sprout\.example\. /);
    expect(screen.getByRole('link', { name: 'Mi panel' }).getAttribute('href')).toBe('/user-panel');
    expectNoEnglish(screen.getByRole('main'));
    await expectNoAxeViolations();
  });

  it('/terms states the cancellation rule in Spanish', async () => {
    renderRoute('/terms', { locale: 'es' });
    await findPageHeading('Condiciones del servicio');
    screen.getByText(/^Las clases se pueden cancelar hasta 12 horas antes de que empiecen\./);
    screen.getByRole('link', { name: 'cómo funcionan los puntos' });
    expectNoEnglish(screen.getByRole('main'));
  });

  it('/how-points-work writes the daily limit as US Spanish writes numbers', async () => {
    serve('GET /api/app-info', answer(appInfo));
    renderRoute('/how-points-work', { locale: 'es' });
    await findPageHeading('Cómo funcionan los puntos');
    const limit = (await screen.findByText('2,000 puntos')).closest('p')?.textContent ?? '';
    expect(limit).toMatch(/uno nuevo empieza a (la|las) .+, según tu hora\./);
    expectNoEnglish(screen.getByRole('main'));
  });
});
