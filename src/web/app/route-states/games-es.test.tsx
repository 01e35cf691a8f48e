// The games in Spanish: the Game Library with its tiles, filters and cards, and the Math Quick
// Challenge's menu, with no English left on either page.

import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { GameSchema } from '#contract/games.ts';
import { expectNoEnglish } from '#web/test/no-english.ts';
import { expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';

// Authored titles and descriptions come in the reader's language where they exist: here, Spanish.
const games = demoGames
  .slice(0, 3)
  .map((game, i) =>
    GameSchema.parse({ ...game, id: i + 1, title: `Juego ${i + 1}`, description: 'Un juego para aprender.' }),
  );

describe('the games in Spanish', () => {
  it('/games: the tiles, the filters and the cards', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    serve('GET /api/games', answer(games));
    renderRoute('/games', { locale: 'es' });
    await findPageHeading('Jugar para aprender');
    const tiles = screen.getByRole('list', { name: 'Categorías de juegos' });
    within(tiles).getByRole('button', { name: /^Matemáticas De kínder a 6\.º$/ });
    screen.getByRole('tab', { name: 'Biblioteca de juegos' });
    screen.getByRole('option', { name: 'Todas las categorías' });
    screen.getByRole('option', { name: 'Juegos de matemáticas' });
    const list = await screen.findByRole('list', { name: 'Juegos' });
    within(list).getByRole('link', { name: 'Jugar ahora: Juego 1' });
    within(list).getAllByText(/^De \d+ a \d+ años$/);
    expectNoEnglish(screen.getByRole('main'));
    await expectNoAxeViolations();
  });

  it('/games/math-challenge: the menu, its difficulties and its rules', async () => {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    serve('GET /api/games/1', answer(GameSchema.parse({ ...demoGames[0], id: 1 })));
    serve('GET /api/games/scores', answer([]));
    renderRoute('/games/math-challenge', { locale: 'es' });
    await findPageHeading('Desafío rápido de matemáticas');
    const menu = screen.getByRole('group', { name: 'Elige la dificultad' }).parentElement as HTMLElement;
    screen.getByRole('radio', { name: /^Fácil/ });
    screen.getAllByText(/^\d+ por respuesta · puntos ×\d$/);
    screen.getByRole('heading', { name: 'Cómo se juega' });
    screen.getByText(/^Tienes \d+ segundos para responder/);
    screen.getByRole('button', { name: 'Empezar' });
    // The menu's note and the progress panel each ask a guest to log in.
    await screen.findAllByRole('link', { name: 'Inicia sesión' });
    // The menu's card (the progress panel beside it is the progress feature's).
    expectNoEnglish(menu);
  });
});
