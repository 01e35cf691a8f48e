// A round of a game as a player plays it through the API: the play starts, the round's time passes
// on the test clock (a score saved sooner than its time spent is refused), and the score is saved.

import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Difficulty } from '#contract/game-rules.ts';
import type { TestApp } from './test-app.ts';

export interface Round {
  gameId: number;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  difficulty?: Difficulty;
  /** The level played, in a game with levels. */
  level?: number;
  /** Seconds the round took (15 unless told). */
  timeSpent?: number;
}

/** Plays and saves `round` as the player signed in with `cookie`; the score call must answer 201. */
export async function playRound(
  t: TestApp,
  cookie: string,
  { timeSpent = 15, ...round }: Round,
): Promise<LightMyRequestResponse> {
  const start = await t.inject({
    method: 'POST',
    url: `/api/games/${round.gameId}/plays`,
    headers: { cookie },
  });
  expect(start.statusCode, start.body).toBe(201);
  t.clock.advance((timeSpent + 5) * 1000);
  const res = await t.inject({
    method: 'POST',
    url: '/api/games/scores',
    headers: { cookie },
    payload: { playId: start.json<{ playId: number }>().playId, timeSpent, ...round },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}
