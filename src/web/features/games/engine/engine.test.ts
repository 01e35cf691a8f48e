import { checkRound, MATH_CHALLENGE_GAME_ID, mathChallengeRules } from '@contract/game-rules';
import { GameRulesSchema } from '@contract/game-rules-schema';
import { describe, expect, it } from 'vitest';
import { demoGames } from '../../../../server/db/seed/demo-content';
import { createGameSession, type PlayableGame } from './engine';

// The seeded games, as the web gets them: the engine must play each one from its data.
const games: (PlayableGame & { title: string })[] = demoGames.map((g, i) => ({
  id: i + 1,
  title: g.title,
  skillType: g.skillType,
  gradelevel: g.gradelevel,
  rules: GameRulesSchema.parse(g.rules),
}));

/** Plays a whole round, answering right when `right(i)` says so; answers the summary. */
function playRound(
  game: PlayableGame,
  options: Parameters<typeof createGameSession>[1],
  right: (i: number) => boolean,
) {
  const session = createGameSession(game, { seed: 99, ...options });
  const asked = new Set<string>();
  let i = 0;
  while (!session.isOver(i * 3)) {
    const q = session.current();
    expect(asked.has(q.key), `${q.key} asked twice`).toBe(false);
    asked.add(q.key);
    session.answer(right(i) ? q.answer : '__wrong__');
    i += 1;
    if (i > 500) throw new Error('the round never ended');
  }
  return { session, summary: session.summary(i * 3), asked };
}

describe('the engine plays every demo game from its data', () => {
  for (const game of games.filter((g) => g.rules.levels.length > 0)) {
    it(`${game.title}: every level is a full round without repeats, scored as the server checks it`, () => {
      const completed: number[] = [];
      for (const level of game.rules.levels) {
        const { summary } = playRound(game, { level: level.level }, (i) => i % 5 !== 4);
        expect(summary.totalQuestions).toBe(level.questions);
        expect(summary.level).toBe(level.level);
        expect(summary.difficulty).toBe(level.difficulty);
        const check = checkRound(game.rules, summary, summary.timeSpent + 1, completed);
        expect(check, JSON.stringify(summary)).toMatchObject({ ok: true });
        completed.push(level.level);
      }
    });
  }

  it('the Math Quick Challenge (game 1) is a timed round of spec questions at the chosen difficulty', () => {
    const math = games.find((g) => g.id === MATH_CHALLENGE_GAME_ID);
    if (!math) throw new Error('no game 1');
    expect(math.title).toBe('Math Quick Challenge');
    const session = createGameSession(math, { difficulty: 'hard', seed: 3 });
    expect(session.questionCount).toBeNull();
    expect(session.roundSeconds).toBe(60);
    expect(session.isOver(59)).toBe(false);
    expect(session.isOver(60)).toBe(true);
    for (let i = 0; i < 25; i++) {
      const q = session.current();
      expect(q.prompt).toMatch(/^\d+ [+−×÷] \d+ = \?$/);
      const result = session.answer(i < 20 ? q.answer : '-1');
      expect(result.feedback.title).toBe(i < 20 ? 'Correct!' : 'Incorrect');
      if (i < 20) expect(result.feedback.text).toBe('+15 points');
    }
    const summary = session.summary(60);
    expect(summary).toMatchObject({
      score: 300,
      correctAnswers: 20,
      totalQuestions: 25,
      timeSpent: 60,
      pointsPreview: 900,
    });
    expect(checkRound(mathChallengeRules(), summary, 60.5, [])).toMatchObject({
      ok: true,
      difficulty: 'hard',
    });
  });

  it('a game without levels plays a round of its questionsPerRound at the chosen difficulty', () => {
    const nature = games.find((g) => g.title === 'Nature Lab Quiz');
    if (!nature) throw new Error('no Nature Lab Quiz');
    const { summary } = playRound(nature, { difficulty: 'medium' }, () => true);
    expect(summary).toMatchObject({
      totalQuestions: 10,
      correctAnswers: 10,
      score: 100,
      difficulty: 'medium',
    });
    expect(summary.level).toBeUndefined();
    expect(checkRound(nature.rules, summary, summary.timeSpent, [])).toMatchObject({ ok: true });
  });

  it.each(games.map((g) => [g.title, g] as const))(
    '%s has at least 40 fresh questions for one sitting',
    (_t, game) => {
      const level = game.rules.levels.length > 0 ? 1 : undefined;
      const session = createGameSession(game, { seed: 11, difficulty: 'easy', ...(level ? { level } : {}) });
      const keys = new Set<string>();
      for (let i = 0; i < 40; i++) {
        keys.add(session.current().key);
        session.answer('');
      }
      expect(keys.size).toBe(40);
    },
  );

  it('refuses a level the game does not have', () => {
    const trail = games.find((g) => g.title === 'Number Trail');
    if (!trail) throw new Error('no Number Trail');
    expect(() => createGameSession(trail, { level: 99 })).toThrow(/no level 99/);
  });
});
