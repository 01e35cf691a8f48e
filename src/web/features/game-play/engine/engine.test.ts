import { describe, expect, it } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { MATH_CHALLENGE_GAME_ID, mathChallengeRules } from '#contract/game-rules.ts';
import { GameRulesSchema } from '#contract/game-rules-schema.ts';
import { checkRound } from '#server/features/games/round-rules.ts';
import { testT } from '#web/test/i18n.ts';
import { createGameSession, type PlayableGame, type SessionOptions } from './engine.ts';
import { scienceBank } from './science-bank.ts';
import { englishWords } from './word-list.ts';

const en = testT('en');

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
  options: Parameters<typeof createGameSession>[2],
  right: (i: number) => boolean,
) {
  const session = createGameSession(game, en, { seed: 99, ...options });
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
    const session = createGameSession(math, en, { difficulty: 'hard', seed: 3 });
    expect(session.questionCount).toBeNull();
    expect(session.roundSeconds).toBe(60);
    expect(session.isOver(59)).toBe(false);
    expect(session.isOver(60)).toBe(true);
    for (let i = 0; i < 25; i++) {
      const q = session.current();
      expect(q.prompt).toMatch(/^\d+ [+−×÷] \d+ = \?$/);
      const result = session.answer(i < 20 ? q.answer : '-1');
      expect(result.feedback.title).toBe(i < 20 ? 'Correct!' : 'Incorrect');
      if (i < 20) expect(result.feedback.text).toBe('+45 points');
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
      // 20 an answer on Medium: science questions score twice a sum's (points per minute, docs/rules.md#play).
      score: 200,
      difficulty: 'medium',
    });
    expect(summary.level).toBeUndefined();
    expect(checkRound(nature.rules, summary, summary.timeSpent, [])).toMatchObject({ ok: true });
  });

  it.each(games.map((g) => [g.title, g] as const))(
    '%s has at least 40 fresh questions for one sitting',
    (_t, game) => {
      const level = game.rules.levels.length > 0 ? 1 : undefined;
      const session = createGameSession(game, en, {
        seed: 11,
        difficulty: 'easy',
        ...(level ? { level } : {}),
      });
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
    expect(() => createGameSession(trail, en, { level: 99 })).toThrow(/no level 99/);
  });
});

/** Plays `rounds` rounds in a row, each told what the ones before asked; the keys asked, in order. */
function playRounds(game: PlayableGame, options: SessionOptions, rounds: number): string[] {
  let recent: string[] = [];
  const keys: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const session = createGameSession(game, en, { ...options, seed: 500 + r, recent });
    for (let second = 0; !session.isOver(second); second++) {
      const q = session.current();
      keys.push(q.key);
      session.answer(q.answer);
    }
    recent = session.seen();
  }
  return keys;
}

const firstRepeatAt = (keys: string[]) => keys.findIndex((k, i) => keys.indexOf(k) < i);

describe('rounds of one game ask no question again until its pool is used up', () => {
  const byTitle = (title: string) => {
    const game = games.find((g) => g.title === title);
    if (!game) throw new Error(`no ${title}`);
    return game;
  };
  const topical = (topics: string[]) => scienceBank().filter((q) => topics.includes(q.topic)).length;
  const tier1 = new Set(
    englishWords()
      .filter((w) => w.tier === 1)
      .map((w) => w.word),
  );

  it.each([
    // Every word asked both ways: the level's own tier first, then the others.
    ['Spelling Bee Blocks', { level: 1 }, 2 * englishWords().length, 40],
    ['Word Detective', { level: 5 }, 2 * englishWords().length, 40],
    // The game's topics, the level's tier first.
    ['Space Explorer Quiz', { level: 1 }, topical(['space']), 20],
    ['Nature Lab Quiz', { difficulty: 'easy' }, topical(['nature', 'body', 'earth']), 20],
    // Easy (docs/product.md#constants-and-limits): 100 sums and 55 differences of numbers 1-10.
    ['Math Quick Challenge', { difficulty: 'easy' }, 155, 6],
  ] as const)('%s %o: %i questions before the first repeat', (title, options, pool, rounds) => {
    const keys = playRounds(byTitle(title), options, rounds);
    expect(keys.length).toBeGreaterThan(pool);
    expect(firstRepeatAt(keys)).toBe(pool);
  });

  it('asks the Space Explorer Quiz about space only, from its first level on', () => {
    const space = new Set(
      scienceBank()
        .filter((q) => q.topic === 'space')
        .map((q) => `science:${q.key}`),
    );
    for (const level of [1, 6]) {
      const keys = playRounds(byTitle('Space Explorer Quiz'), { level }, 3);
      for (const key of keys) expect(space.has(key), key).toBe(true);
    }
  });

  it('keeps to the level’s own tier until its words are all seen', () => {
    const keys = playRounds(byTitle('Spelling Bee Blocks'), { level: 1 }, 9);
    expect(keys).toHaveLength(90);
    for (const key of keys) expect(tier1.has(key.split(':')[1] ?? ''), key).toBe(true);
  });

  it('starts the pool over once it is used up, still without a repeat inside a round', () => {
    const game = byTitle('Space Explorer Quiz');
    const pool = topical(['space']);
    const rounds = Math.ceil(pool / 10) + 3;
    const keys = playRounds(game, { level: 1 }, rounds);
    for (let r = 0; r < rounds; r++) {
      const round = keys.slice(r * 10, r * 10 + 10);
      expect(new Set(round).size).toBe(round.length);
    }
    // After the restart, again no repeat until the new cycle is used up.
    expect(firstRepeatAt(keys.slice(pool))).toBe(-1);
  });

  it('remembers a round left halfway, and forgets nothing it did not ask', () => {
    const game = byTitle('Word Detective');
    const first = createGameSession(game, en, { level: 1, seed: 1 });
    const asked = [first.current().key];
    first.answer(first.current().answer);
    asked.push(first.current().key);
    first.answer('');
    expect(first.seen()).toEqual(asked);
    const next = createGameSession(game, en, { level: 1, seed: 1, recent: first.seen() });
    expect(asked).not.toContain(next.current().key);
    next.answer('');
    expect(next.seen().slice(0, 2)).toEqual(asked);
  });
});
