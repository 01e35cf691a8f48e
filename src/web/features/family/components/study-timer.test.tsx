import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudySession } from '#contract/study.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { StudyTimer } from './study-timer.tsx';

const running: StudySession = {
  id: 4,
  subject: 'Reading',
  startTime: new Date(Date.now() - 20_000).toISOString(),
  endTime: null,
  completed: false,
  duration: null,
  notes: null,
};

/** The timer running a Reading session; stopping it keeps `minutes`. */
function stopAfter(minutes: number, locale?: 'es') {
  let sessions = [running];
  serve('GET /api/study-sessions', () => answer(sessions));
  serve('POST /api/study-sessions/4/complete', () => {
    const done = { ...running, completed: true, endTime: new Date().toISOString(), duration: minutes };
    sessions = [done];
    return answer(done);
  });
  return renderWithApp(<StudyTimer userId={7} />, { locale });
}

describe('the study timer', () => {
  it('celebrates a session of a minute or more with its length', async () => {
    const { user } = stopAfter(25);
    await user.click(await screen.findByRole('button', { name: 'Stop studying' }));
    await screen.findByText('Great work!');
    expect(screen.getByText('You studied Reading for 25 min.')).toBeDefined();
  });

  it('does not celebrate a session under a minute (0 minutes kept)', async () => {
    const { user } = stopAfter(0);
    await user.click(await screen.findByRole('button', { name: 'Stop studying' }));
    await screen.findByText('Study session stopped');
    expect(
      screen.getByText('That was less than a minute of Reading. Start again when you are ready.'),
    ).toBeDefined();
    expect(screen.queryByText('Great work!')).toBeNull();
    expect(screen.queryByText(/for 0 min/)).toBeNull();
    await screen.findByText('Last session: Reading, less than a minute.');
  });

  it('gives the last session its length in minutes', async () => {
    const { user } = stopAfter(25);
    await user.click(await screen.findByRole('button', { name: 'Stop studying' }));
    await screen.findByText('Last session: Reading, 25 min.');
  });

  it('offers and names the subjects in Spanish, keeping their values', async () => {
    serve('GET /api/study-sessions', answer([]));
    renderWithApp(<StudyTimer userId={7} />, { locale: 'es' });
    const math = await screen.findByRole('option', { name: 'Matemáticas' });
    expect((math as HTMLOptionElement).value).toBe('Mathematics');
    screen.getByRole('option', { name: 'Lectura' });
    expect(screen.queryByRole('option', { name: 'Reading' })).toBeNull();
  });

  it('says the subject of a stopped session in Spanish', async () => {
    const { user } = stopAfter(25, 'es');
    expect(await screen.findByText('Lectura')).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'Dejar de estudiar' }));
    await screen.findByText('Estudiaste Lectura durante 25 min.');
    await screen.findByText('Última sesión: Lectura, 25 min.');
  });
});
