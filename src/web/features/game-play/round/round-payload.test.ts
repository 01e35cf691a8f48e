import { describe, expect, it } from 'vitest';
import { mathChallengeRules } from '#contract/game-rules.ts';
import { checkRound } from '#server/features/games/round-rules.ts';
import { testT } from '#web/test/i18n.ts';
import { createGameSession } from '../engine/engine.ts';
import { scorePayload } from './round-payload.ts';

describe('the score payload of a finished round', () => {
  it('carries the play, the difficulty and the engine summary, and passes the server rules', () => {
    const game = { id: 1, skillType: 'arithmetic' as const, gradelevel: null, rules: mathChallengeRules() };
    const session = createGameSession(game, testT('en'), { difficulty: 'medium', seed: 4 });
    for (let i = 0; i < 12; i++) session.answer(i % 4 === 3 ? '-1' : session.current().answer);
    const payload = scorePayload(session.summary(60), 77);
    expect(payload).toEqual({
      playId: 77,
      gameId: 1,
      score: 90,
      timeSpent: 60,
      correctAnswers: 9,
      totalQuestions: 12,
      difficulty: 'medium',
    });
    expect('userId' in payload).toBe(false);
    expect(checkRound(game.rules, payload, 60.2, [])).toMatchObject({ ok: true, difficulty: 'medium' });
  });

  it('names the level of a game with levels', () => {
    const summary = {
      gameId: 3,
      score: 40,
      correctAnswers: 8,
      totalQuestions: 10,
      timeSpent: 95,
      difficulty: 'easy' as const,
      level: 2,
      pointsPreview: 40,
    };
    expect(scorePayload(summary, 5)).toMatchObject({ level: 2, difficulty: 'easy', playId: 5 });
  });
});
