// The achievements in Spanish: their names and descriptions come from the catalog by their id,
// whatever English words the API sends beside them.
import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { computeAchievements, NO_ACHIEVEMENT_FACTS } from '#contract/achievements.ts';
import { AchievementListSchema } from '#contract/games.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { AllAchievements, RecentAchievements } from './recent-achievements.tsx';

const unlockedAt = new Date('2026-11-20T15:00:00Z');
const achievements = AchievementListSchema.parse(
  computeAchievements({
    ...NO_ACHIEVEMENT_FACTS,
    purchases: 1,
    firstPurchaseAt: unlockedAt,
    scoreCount: 3,
    points: 120,
    pointsReachedAt: { 100: unlockedAt, 500: null, 1000: null },
  }).map((a) => ({ ...a, unlockedAt: a.unlockedAt?.toISOString() ?? null })),
);

describe('the achievements in Spanish', () => {
  it('the Achievements tab names and describes each one in Spanish', async () => {
    serve('GET /api/users/achievements', answer(achievements));
    renderWithApp(<AllAchievements userId={1} />, { locale: 'es' });
    const unlocked = await screen.findByRole('list', { name: 'Logros desbloqueados' });
    within(unlocked).getByText('Primera compra');
    within(unlocked).getByText('Compra tu primer premio.');
    const locked = screen.getByRole('list', { name: 'Por ganar' });
    within(locked).getByText('Genio de las matemáticas');
    within(locked).getByRole('progressbar', { name: 'Progreso de Genio de las matemáticas' });
    expectNoEnglish(document.body);
  });

  it('My Progress offers the first goal in Spanish to a child with none yet', async () => {
    serve('GET /api/users/achievements', answer(achievements.map((a) => ({ ...a, unlocked: false }))));
    renderWithApp(<RecentAchievements userId={1} />, { locale: 'es' });
    await screen.findByText(/para desbloquear “/);
    expectNoEnglish(document.body);
  });
});
