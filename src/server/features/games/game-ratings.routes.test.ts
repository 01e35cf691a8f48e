import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, GameRating } from '#contract/games.ts';
import { gameRatings } from '#server/db/schema/index.ts';
import { createGame } from '#server/test/factories.ts';
import { playRound } from '#server/test/game-rounds.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let quiz: { id: number };

beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
  // Game id 1 is the Math Quick Challenge by its rules: the quiz comes after it.
  await createGame(t.database.db, { title: 'Math Quick Challenge' });
  quiz = await createGame(t.database.db, {
    title: 'Star Quiz',
    category: 'Science Zone',
    skillType: 'science-facts',
    rating: '4.5',
    availablebadges: ['Star Scout'],
  });
});
afterAll(async () => {
  await t.close();
});

/** A saved round of the quiz, so the player may rate it. */
function playQuiz(cookie: string) {
  return playRound(t, cookie, { gameId: quiz.id, score: 20, correctAnswers: 2, totalQuestions: 3 });
}

const rate = (cookie: string | undefined, rating: unknown, gameId = quiz.id) =>
  t.inject({
    method: 'PUT',
    url: `/api/games/${gameId}/rating`,
    ...(cookie ? { headers: { cookie } } : {}),
    payload: { rating },
  });

const shownRating = async () => (await t.inject({ url: `/api/games/${quiz.id}` })).json<Game>().rating;

describe('PUT /api/games/{id}/rating', () => {
  it('refuses a guest with 401, an unknown game with 404, and a player who has not played with 403', async () => {
    expect((await rate(undefined, 4)).statusCode).toBe(401);
    const { cookie } = await t.signUp();
    expect((await rate(cookie, 4, 99999)).statusCode).toBe(404);
    const notPlayed = await rate(cookie, 4);
    expect(notPlayed.statusCode).toBe(403);
    expect(notPlayed.json<{ message: string }>().message).toBe(
      'You can rate a game after you play a round of it.',
    );
  });

  it('refuses a rating that is not a whole number from 1 to 5 with 400 naming the field, and keeps nothing', async () => {
    const { user, cookie } = await t.signUp();
    await playQuiz(cookie);
    for (const bad of [0, 6, 3.5, '4', null]) {
      const res = await rate(cookie, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('rating');
    }
    const rows = await t.database.db.select().from(gameRatings).where(eq(gameRatings.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("keeps one changeable rating a player, and shows the players' average from the fifth on", async () => {
    const first = await t.signUp();
    await playQuiz(first.cookie);
    const once = await rate(first.cookie, 2);
    expect(once.statusCode, once.body).toBe(200);
    const before = await t.database.db.select().from(gameRatings);
    expect(once.json<GameRating>()).toEqual({
      gameId: quiz.id,
      rating: 2,
      gameRating: '4.5',
      ratingCount: before.length,
    });
    // Changing it keeps one rating for the player.
    expect((await rate(first.cookie, 1)).json<GameRating>()).toMatchObject({
      rating: 1,
      ratingCount: before.length,
    });

    // The admin's 4.5 shows until five players have rated.
    expect(await shownRating()).toBe('4.5');
    const stars = [1];
    while (stars.length < 5) {
      const player = await t.signUp();
      await playQuiz(player.cookie);
      const res = await rate(player.cookie, 5);
      stars.push(5);
      if (stars.length < 5) expect(res.json<GameRating>().gameRating).toBe('4.5');
      else expect(res.json<GameRating>()).toMatchObject({ ratingCount: 5, gameRating: '4.2' });
    }
    // 1 + 5 + 5 + 5 + 5 = 21 stars from 5 players: 4.2, in the game and in the catalog list.
    expect(await shownRating()).toBe('4.2');
    const list = (await t.inject({ url: '/api/games' })).json<Game[]>();
    expect(list.find((g) => g.id === quiz.id)?.rating).toBe('4.2');
  });
});
