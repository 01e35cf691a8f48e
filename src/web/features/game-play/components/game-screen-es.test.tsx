import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { GameSchema } from '#contract/games.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { SPANISH_BANKS } from '../engine/banks-es.ts';
import { GameScreen } from './game-screen.tsx';

// A child on a page in Spanish plays a word game: its start screen, the question and its choices
// all in Spanish, from the Spanish word list.
const detectiveAt = demoGames.findIndex((g) => g.title === 'Word Detective');
const detective = GameSchema.parse({ ...demoGames[detectiveAt], id: detectiveAt + 1 });
const slots = { progressPanel: null, highScores: null, scoreboard: () => null };
const spanish = new Set(SPANISH_BANKS.words.flatMap((w) => [w.word, w.meaning]));

describe('GameScreen in Spanish', () => {
  it('explains the game, names the levels and asks with Spanish words', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    const { user } = renderWithApp(
      <GameScreen game={detective} completedLevels={[]} hero={null} slots={slots} />,
      { locale: 'es' },
    );
    expect(screen.getByRole('heading', { name: 'Cómo se juega' })).toBeTruthy();
    screen.getByText('Mira la palabra bajo la lupa. Elige lo que significa.');
    screen.getByRole('group', { name: 'Elige un nivel' });
    screen.getByRole('radio', { name: /^Nivel 1: First Clue/ });
    await user.click(screen.getByRole('button', { name: 'Jugar el nivel 1' }));

    const question = await screen.findByRole('heading', { level: 2, name: /^¿Qué (palabra )?significa «/ });
    const group = within(screen.getByRole('group', { name: 'Elige una respuesta' }));
    const choices = group.getAllByRole('button', { name: /^(?!Escuchar)/ });
    expect(choices).toHaveLength(4);
    for (const choice of choices) {
      const words = choice.lastElementChild?.textContent ?? '';
      expect(spanish.has(words), words).toBe(true);
    }
    // Each choice and the question can be heard (this browser has no voice: the button says so, in Spanish).
    expect(group.getAllByRole('button', { name: /^Escuchar la opción \d/ })).toHaveLength(4);
    screen.getByRole('button', {
      name: 'Escuchar la pregunta: este navegador no tiene una voz en español para leer en voz alta',
    });
    expect(question.textContent).not.toMatch(/What|mean/);
  });
});
