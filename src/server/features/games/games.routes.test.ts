import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { balancedPerCorrect } from '#contract/game-rules.ts';
import type {
  Game,
  GameProgress,
  GameProgressStats,
  GameScore,
  LeaderboardRow,
  ScoreResult,
} from '#contract/games.ts';
import { gamePlays, games } from '#server/db/schema/index.ts';
import { ledgerSum } from '#server/features/accounts/points.service.ts';
import { createGame, createLevelledGame, createMathChallengeGame } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let math: { id: number };
let levelled: { id: number; title: string };
let quiz: { id: number };

const SECOND = 1000;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
  math = await createMathChallengeGame(t.database.db);
  levelled = await createLevelledGame(t.database.db, { title: 'Spelling Steps', levels: 3 });
  // Stored without rules: it plays by rules made from its shape (a game an admin adds later).
  quiz = await createGame(t.database.db, {
    title: 'Leaf Quiz',
    category: 'Science Zone',
    skillType: 'science-facts',
    availablebadges: ['Leaf Scout', 'Leaf Perfect'],
  });
});
afterAll(async () => {
  await t.close();
});

type Body = Record<string, unknown>;

async function startPlay(cookie: string, gameId: number): Promise<number> {
  const res = await t.inject({ method: 'POST', url: `/api/games/${gameId}/plays`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ playId: number }>().playId;
}

function submit(cookie: string, body: Body) {
  return t.inject({ method: 'POST', url: '/api/games/scores', headers: { cookie }, payload: body });
}

const mathRound = (playId: number, overrides: Body = {}): Body => ({
  playId,
  gameId: math.id,
  difficulty: 'medium',
  score: 100,
  correctAnswers: 10,
  totalQuestions: 14,
  timeSpent: 60,
  ...overrides,
});

/** Starts a play, lets `seconds` pass on the server clock, and submits the round. */
async function play(cookie: string, gameId: number, body: (playId: number) => Body, seconds = 61) {
  const playId = await startPlay(cookie, gameId);
  t.clock.advance(seconds * SECOND);
  return submit(cookie, body(playId));
}

async function pointsOf(cookie: string): Promise<number> {
  const res = await t.inject({ method: 'GET', url: '/api/users/points', headers: { cookie } });
  return res.json<{ points: number }>().points;
}

async function expectBalanced(user: User, cookie: string) {
  expect(await ledgerSum(t.database.db, user.id)).toBe(await pointsOf(cookie));
}

describe('GET /api/games and /api/games/{id}', () => {
  it('lists active games with the spec field names and their rules, cached with an ETag', async () => {
    const hidden = await createGame(t.database.db, { title: 'Hidden Game', isActive: false });
    const res = await t.inject({ method: 'GET', url: '/api/games' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Game[]>();
    expect(list.map((g) => g.id)).toContain(math.id);
    expect(list.map((g) => g.id)).not.toContain(hidden.id);
    const first = list.find((g) => g.id === math.id);
    expect(first).toMatchObject({
      title: 'Math Quick Challenge',
      rating: '4.5',
      skillType: 'arithmetic',
      haslevels: false,
      totallevels: 0,
      availablebadges: ['First Round', 'Quick Thinker', 'Perfect Round'],
      rules: { perCorrect: { easy: 5, medium: 10, hard: 15 }, difficultyRequired: true, maxSeconds: 65 },
    });
    const fallback = list.find((g) => g.id === quiz.id);
    expect(fallback?.rules.badges.map((b) => b.name)).toEqual(['Leaf Scout', 'Leaf Perfect']);

    const again = await t.inject({
      method: 'GET',
      url: '/api/games',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('pages with limit and offset and sends X-Total-Count', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/games?limit=1&offset=1' });
    expect(res.json<Game[]>()).toHaveLength(1);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
  });

  it('caches each page apart, and a page asked in another spelling as one entry', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/games?limit=1&offset=0' });
    const second = await t.inject({ method: 'GET', url: '/api/games?limit=1&offset=1' });
    expect(second.json<Game[]>()[0]?.id).not.toBe(first.json<Game[]>()[0]?.id);
    const entries = t.app.ctx.catalogCache.size();
    const again = await t.inject({
      method: 'GET',
      url: '/api/games?offset=1&limit=1',
      headers: { 'if-none-match': String(second.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // No offset is offset 0: the first page asked without one is the entry already kept.
    const firstAgain = await t.inject({
      method: 'GET',
      url: '/api/games?limit=1',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(firstAgain.statusCode).toBe(304);
    expect(t.app.ctx.catalogCache.size()).toBe(entries);
    // The whole list is not a page: no total.
    expect((await t.inject({ method: 'GET', url: '/api/games' })).headers['x-total-count']).toBeUndefined();
  });

  it('answers one game, and 404 for an unknown or hidden one', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/games/${levelled.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Game>().rules.levels).toHaveLength(3);
    expect((await t.inject({ method: 'GET', url: '/api/games/999999' })).statusCode).toBe(404);
    const hidden = await createGame(t.database.db, { isActive: false });
    expect((await t.inject({ method: 'GET', url: `/api/games/${hidden.id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/games/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/games/{id}/plays', () => {
  it('starts a play on the server clock for a signed-in user', async () => {
    const { user, cookie } = await t.signUp();
    const res = await t.inject({ method: 'POST', url: `/api/games/${math.id}/plays`, headers: { cookie } });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ playId: number; startedAt: string }>();
    expect(body.startedAt).toBe(t.clock.now().toISOString());
    const [row] = await t.database.db.select().from(gamePlays).where(eq(gamePlays.id, body.playId));
    expect(row).toMatchObject({ userId: user.id, gameId: math.id, usedAt: null });
  });

  it('refuses a guest with 401 and an unknown game with 404', async () => {
    expect((await t.inject({ method: 'POST', url: `/api/games/${math.id}/plays` })).statusCode).toBe(401);
    const { cookie } = await t.signUp();
    const res = await t.inject({ method: 'POST', url: '/api/games/99999/plays', headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/games/scores', () => {
  it('saves a Math Quick Challenge round: score × multiplier points, the new balance and progress', async () => {
    const { user, cookie } = await t.signUp();
    const res = await play(cookie, math.id, (playId) => mathRound(playId));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<ScoreResult>();
    expect(body).toMatchObject({
      userId: user.id,
      gameId: math.id,
      game: { name: 'Math Quick Challenge' },
      score: 100,
      difficulty: 'medium',
      pointsEarned: 200,
      points: 200,
      capped: false,
      multiplier: 2,
      newBadges: ['First Round', 'Quick Thinker'],
      personalBest: true,
      previousHighScore: null,
      progress: { totalPlays: 1, highScore: 100, skillLevel: 5.4, badges: ['First Round', 'Quick Thinker'] },
    });
    expect(await pointsOf(cookie)).toBe(200);
    await expectBalanced(user, cookie);
  });

  it.each([
    ['hard', 7, 105, 315],
    ['easy', 12, 60, 60],
  ])(
    'multiplies a %s score (%i right) of %i by its multiplier: %i points',
    async (difficulty, correct, score, earned) => {
      const { cookie } = await t.signUp();
      const res = await play(cookie, math.id, (playId) =>
        mathRound(playId, { difficulty, correctAnswers: correct, totalQuestions: correct + 2, score }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<ScoreResult>().pointsEarned).toBe(earned);
    },
  );

  const refusals: [string, Body, number?][] = [
    ['more correct answers than questions', { correctAnswers: 15, totalQuestions: 14, score: 150 }],
    ['a score that is not correct × 10 on medium', { score: 110 }],
    ['an easy score counted at the medium rate', { difficulty: 'easy', score: 100 }],
    ['no difficulty for the Math Quick Challenge', { difficulty: undefined }],
    ['a difficulty outside easy, medium and hard', { difficulty: 'expert' }],
    ['more than 2 questions a second', { totalQuestions: 125 }],
    ['timeSpent over 65 seconds', { timeSpent: 66 }, 70],
    ['timeSpent longer than the play (with 2 s of slack)', { timeSpent: 33 }, 30],
    ['a level for a game without levels', { level: 1 }],
    ['a negative score', { score: -5 }],
    ['a fractional timeSpent', { timeSpent: 59.5 }],
  ];
  it.each(refusals)(
    'refuses %s with 400, no points, and the play stays usable',
    async (_name, overrides, seconds) => {
      const { user, cookie } = await t.signUp();
      const playId = await startPlay(cookie, math.id);
      t.clock.advance((seconds ?? 61) * SECOND);
      const res = await submit(cookie, mathRound(playId, overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBeTruthy();
      expect(await pointsOf(cookie)).toBe(0);
      const progress = await t.inject({
        method: 'GET',
        url: `/api/users/game-progress/${math.id}`,
        headers: { cookie },
      });
      expect(progress.json()).toBeNull();

      // The same play still saves a real round.
      const ok = await submit(cookie, mathRound(playId, { timeSpent: Math.min(60, seconds ?? 60) }));
      expect(ok.statusCode, ok.body).toBe(201);
      await expectBalanced(user, cookie);
    },
  );

  it('accepts timeSpent up to 2 seconds past the play age', async () => {
    const { cookie } = await t.signUp();
    const res = await play(
      cookie,
      math.id,
      (playId) => mathRound(playId, { timeSpent: 32, totalQuestions: 12 }),
      30,
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts one score per play', async () => {
    const { user, cookie } = await t.signUp();
    const playId = await startPlay(cookie, math.id);
    t.clock.advance(61 * SECOND);
    expect((await submit(cookie, mathRound(playId))).statusCode).toBe(201);
    const again = await submit(cookie, mathRound(playId));
    expect(again.statusCode).toBe(400);
    expect(again.json().issues[0].path).toBe('playId');
    expect(await pointsOf(cookie)).toBe(200);
    await expectBalanced(user, cookie);
  });

  it('refuses an unknown play, a play of another game, and another user’s play (which stays usable)', async () => {
    const owner = await t.signUp();
    const thief = await t.signUp();
    const playId = await startPlay(owner.cookie, math.id);
    t.clock.advance(61 * SECOND);
    expect((await submit(thief.cookie, mathRound(playId))).statusCode).toBe(400);
    expect((await submit(thief.cookie, mathRound(987654))).statusCode).toBe(400);
    const quizPlay = await startPlay(owner.cookie, quiz.id);
    expect((await submit(owner.cookie, mathRound(quizPlay))).statusCode).toBe(400);
    expect(await pointsOf(thief.cookie)).toBe(0);
    expect((await submit(owner.cookie, mathRound(playId))).statusCode).toBe(201);
  });

  it('ignores the userId in the body: the score is the signed-in user’s', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const res = await play(me.cookie, math.id, (playId) => mathRound(playId, { userId: other.user.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json<ScoreResult>().userId).toBe(me.user.id);
    expect(await pointsOf(me.cookie)).toBe(200);
    expect(await pointsOf(other.cookie)).toBe(0);
  });

  it('refuses a guest with 401', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/games/scores', payload: mathRound(1) });
    expect(res.statusCode).toBe(401);
  });

  it('limits a user to 10 score submissions a minute', async () => {
    const { cookie } = await t.signUp();
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000 + SECOND));
    for (let i = 0; i < 10; i++) expect((await submit(cookie, mathRound(999_000 + i))).statusCode).toBe(400);
    const limited = await submit(cookie, mathRound(999_999));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('plays other games by the bounds of their rules (default difficulty, 30 minutes at most)', async () => {
    const { cookie } = await t.signUp();
    // Stored without rules: a science quiz scores 10/20/30 an answer, balanced by its pace (docs/rules.md#play).
    expect(balancedPerCorrect('science-facts')).toEqual({ easy: 10, medium: 20, hard: 30 });
    const round = (playId: number, o: Body = {}) => ({
      playId,
      gameId: quiz.id,
      score: 80,
      correctAnswers: 8,
      totalQuestions: 10,
      timeSpent: 90,
      ...o,
    });
    const ok = await play(cookie, quiz.id, (playId) => round(playId), 95);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<ScoreResult>()).toMatchObject({
      difficulty: 'easy',
      pointsEarned: 80,
      newBadges: ['Leaf Scout'],
    });
    const hard = await play(
      cookie,
      quiz.id,
      (playId) => round(playId, { difficulty: 'hard', score: 240 }),
      95,
    );
    expect(hard.json<ScoreResult>().pointsEarned).toBe(720);
    const long = await play(cookie, quiz.id, (playId) => round(playId, { timeSpent: 1801 }), 1900);
    expect(long.statusCode).toBe(400);
    const tooMany = await play(cookie, quiz.id, (playId) => round(playId, { totalQuestions: 51 }), 95);
    expect(tooMany.statusCode).toBe(400);
  });

  describe('the daily points cap (UTC day)', () => {
    it('cuts the points at DAILY_GAME_POINTS_CAP, says so, and starts again the next UTC day', async () => {
      const capped = await createTestApp({
        database: t.database,
        config: { dailyGamePointsCap: 500 },
        start: '2026-06-10T23:30:00.000Z',
      });
      try {
        const { user, cookie } = await capped.signUp();
        const round = async (correct: number) => {
          const p = await capped.inject({
            method: 'POST',
            url: `/api/games/${math.id}/plays`,
            headers: { cookie },
          });
          capped.clock.advance(61 * SECOND);
          return capped.inject({
            method: 'POST',
            url: '/api/games/scores',
            headers: { cookie },
            payload: mathRound(p.json().playId, {
              difficulty: 'hard',
              correctAnswers: correct,
              totalQuestions: correct + 1,
              score: correct * 15,
            }),
          });
        };
        const first = (await round(10)).json<ScoreResult>(); // 450 points
        expect(first).toMatchObject({ pointsEarned: 450, capped: false, points: 450 });
        const second = (await round(10)).json<ScoreResult>(); // 50 left of 500
        expect(second).toMatchObject({ pointsEarned: 50, capped: true, points: 500 });
        const third = (await round(4)).json<ScoreResult>();
        expect(third).toMatchObject({ pointsEarned: 0, capped: true, points: 500 });

        capped.clock.set('2026-06-11T00:00:05.000Z');
        const nextDay = (await round(4)).json<ScoreResult>();
        expect(nextDay).toMatchObject({ pointsEarned: 180, capped: false, points: 680 });
        const ledger = await ledgerSum(capped.database.db, user.id);
        expect(ledger).toBe(680);
      } finally {
        await capped.close();
      }
    });
  });
});

describe('levels, badges and progress', () => {
  const levelRound = (playId: number, level: number, correct: number, difficulty?: string): Body => {
    const perCorrect = level === 1 ? 5 : level === 3 ? 15 : 10;
    return {
      playId,
      gameId: levelled.id,
      level,
      score: correct * perCorrect,
      correctAnswers: correct,
      totalQuestions: 10,
      timeSpent: 100,
      ...(difficulty ? { difficulty } : {}),
    };
  };

  it('completes levels in order, awards the game’s badges, and updates progress and stats', async () => {
    const { user, cookie } = await t.signUp();
    const first = await play(cookie, levelled.id, (id) => levelRound(id, 1, 9), 120);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ScoreResult>()).toMatchObject({
      difficulty: 'easy',
      level: 1,
      newCompletedLevels: [1],
      newBadges: ['Starter', 'Level Up'],
      personalBest: true,
      progress: { skillLevel: 4.5, completedLevels: [1], totalPlays: 1, highScore: 45 },
    });

    // Level 3 is locked until level 2 is complete.
    const locked = await play(cookie, levelled.id, (id) => levelRound(id, 3, 10), 120);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().issues[0].path).toBe('level');
    // A level's difficulty is the level's own.
    const wrong = await play(cookie, levelled.id, (id) => levelRound(id, 2, 10, 'hard'), 120);
    expect(wrong.statusCode).toBe(400);
    const noLevel = await play(
      cookie,
      levelled.id,
      (id) => ({ ...levelRound(id, 1, 9), level: undefined }),
      120,
    );
    expect(noLevel.statusCode).toBe(400);
    const overLong = await play(
      cookie,
      levelled.id,
      (id) => ({ ...levelRound(id, 1, 9), totalQuestions: 11 }),
      120,
    );
    expect(overLong.statusCode).toBe(400);

    const second = await play(cookie, levelled.id, (id) => levelRound(id, 2, 10), 120);
    expect(second.json<ScoreResult>()).toMatchObject({
      newCompletedLevels: [2],
      newBadges: [],
      personalBest: true,
      previousHighScore: 45,
      progress: { skillLevel: 5.4, completedLevels: [1, 2], totalPlays: 2, highScore: 100 },
    });
    const notPassed = await play(cookie, levelled.id, (id) => levelRound(id, 3, 7), 120);
    expect(notPassed.json<ScoreResult>()).toMatchObject({ newCompletedLevels: [], personalBest: true });
    const third = await play(cookie, levelled.id, (id) => levelRound(id, 3, 8), 120);
    expect(third.json<ScoreResult>()).toMatchObject({ newCompletedLevels: [3], newBadges: ['All Done'] });

    const progress = await t.inject({
      method: 'GET',
      url: `/api/users/game-progress/${levelled.id}`,
      headers: { cookie },
    });
    expect(progress.json<GameProgress>()).toMatchObject({
      gameId: levelled.id,
      game: { name: 'Spelling Steps', haslevels: true, totallevels: 3 },
      totalPlays: 4,
      highScore: 120,
      badges: ['Starter', 'Level Up', 'All Done'],
      completedLevels: [1, 2, 3],
      lastPlayed: t.clock.now().toISOString(),
    });

    await play(cookie, math.id, (id) => mathRound(id));
    const list = await t.inject({ method: 'GET', url: '/api/users/game-progress', headers: { cookie } });
    expect(list.json<GameProgress[]>().map((p) => p.gameId)).toEqual([math.id, levelled.id]);

    const stats = await t.inject({
      method: 'GET',
      url: '/api/users/game-progress-stats',
      headers: { cookie },
    });
    const skills = list.json<GameProgress[]>().map((p) => p.skillLevel);
    expect(stats.json<GameProgressStats>()).toEqual({
      gamesPlayed: 5,
      totalBadges: 5,
      levelsCompleted: 3,
      averageSkillLevel: Math.round(((skills[0] ?? 0) + (skills[1] ?? 0)) * 5) / 10,
    });
    await expectBalanced(user, cookie);
  });

  it('answers null for a game never played, and zeros before any play', async () => {
    const { cookie } = await t.signUp();
    const res = await t.inject({
      method: 'GET',
      url: `/api/users/game-progress/${quiz.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    const stats = await t.inject({
      method: 'GET',
      url: '/api/users/game-progress-stats',
      headers: { cookie },
    });
    expect(stats.json()).toEqual({
      gamesPlayed: 0,
      totalBadges: 0,
      levelsCompleted: 0,
      averageSkillLevel: 0,
    });
    const list = await t.inject({ method: 'GET', url: '/api/users/game-progress', headers: { cookie } });
    expect(list.json()).toEqual([]);
  });
});

describe('GET /api/games/scores', () => {
  it('answers the signed-in user’s own scores, newest first, with the game’s name', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    await play(other.cookie, math.id, (id) => mathRound(id));
    await play(me.cookie, math.id, (id) => mathRound(id, { difficulty: 'easy', score: 50 }));
    await play(me.cookie, math.id, (id) => mathRound(id));
    const res = await t.inject({ method: 'GET', url: '/api/games/scores', headers: { cookie: me.cookie } });
    const scores = res.json<GameScore[]>();
    expect(scores.map((s) => [s.score, s.difficulty])).toEqual([
      [100, 'medium'],
      [50, 'easy'],
    ]);
    expect(scores.every((s) => s.userId === me.user.id && s.game.name === 'Math Quick Challenge')).toBe(true);
    const page = await t.inject({
      method: 'GET',
      url: '/api/games/scores?limit=1',
      headers: { cookie: me.cookie },
    });
    expect(page.json<GameScore[]>()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('2');
    expect((await t.inject({ method: 'GET', url: '/api/games/scores' })).statusCode).toBe(401);
  });
});

describe('GET /api/games/scores/top', () => {
  it("ranks each player's best score with usernames only", async () => {
    const board = await createGame(t.database.db, { title: 'Board Game', availablebadges: [] });
    const round = (score: number) => (playId: number) => ({
      playId,
      gameId: board.id,
      score,
      correctAnswers: score / 5,
      totalQuestions: 10,
      timeSpent: 60,
    });
    const ana = await t.signUp({ name: 'Ana Real-Name' });
    const ben = await t.signUp({ name: 'Ben Real-Name' });
    const cai = await t.signUp({ name: 'Cai Real-Name' });
    await play(ana.cookie, board.id, round(30));
    await play(ana.cookie, board.id, round(45));
    await play(ben.cookie, board.id, round(50));
    await play(cai.cookie, board.id, round(45));
    const res = await t.inject({ method: 'GET', url: `/api/games/scores/top?gameId=${board.id}` });
    expect(res.statusCode).toBe(200);
    const rows = res.json<LeaderboardRow[]>();
    expect(rows.map((r) => [r.rank, r.username, r.score])).toEqual([
      [1, ben.user.username, 50],
      [2, ana.user.username, 45],
      [2, cai.user.username, 45],
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'dateCompleted',
      'difficulty',
      'rank',
      'score',
      'username',
    ]);
    expect(res.body).not.toContain('Real-Name');
    const top1 = await t.inject({ method: 'GET', url: `/api/games/scores/top?gameId=${board.id}&limit=1` });
    expect(top1.json()).toHaveLength(1);
    expect((await t.inject({ method: 'GET', url: '/api/games/scores/top?gameId=424242' })).statusCode).toBe(
      404,
    );
  });

  it('reads the Math Quick Challenge (game 1) by default, 10 rows at most', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/games/scores/top' });
    expect(res.statusCode).toBe(200);
    const rows = res.json<LeaderboardRow[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
  });
});

describe('GET /api/users/achievements', () => {
  it('unlocks the achievements from real history', async () => {
    const { cookie } = await t.signUp();
    const before = await t.inject({ method: 'GET', url: '/api/users/achievements', headers: { cookie } });
    expect(before.json<{ unlocked: boolean }[]>().every((a) => !a.unlocked)).toBe(true);

    for (let i = 0; i < 5; i++)
      await play(cookie, math.id, (id) => mathRound(id, { difficulty: 'easy', score: 50 }));
    let list = (await t.inject({ method: 'GET', url: '/api/users/achievements', headers: { cookie } })).json<
      { id: string; unlocked: boolean; unlockedAt: string | null; current: number }[]
    >();
    const byId = (id: string) => list.find((a) => a.id === id);
    expect(byId('math-whiz')).toMatchObject({ unlocked: false, current: 5 });
    expect(byId('point-starter')).toMatchObject({ unlocked: true });

    await play(cookie, math.id, (id) => mathRound(id));
    list = (await t.inject({ method: 'GET', url: '/api/users/achievements', headers: { cookie } })).json();
    expect(byId('math-whiz')).toMatchObject({ unlocked: true, unlockedAt: t.clock.now().toISOString() });
    expect(byId('perfect-score')).toMatchObject({ unlocked: true });
    expect(byId('game-explorer')).toMatchObject({ unlocked: false, current: 1 });
    expect(byId('article-enthusiast')).toMatchObject({ unlocked: false });
    expect(byId('point-builder')).toMatchObject({ unlocked: false, current: 450 });
  });
});

describe('a hidden game', () => {
  it('cannot be started, but its scores stay in history', async () => {
    const { cookie } = await t.signUp();
    const g = await createGame(t.database.db, { title: 'Soon Hidden' });
    await play(cookie, g.id, (playId) => ({
      playId,
      gameId: g.id,
      score: 20,
      correctAnswers: 4,
      totalQuestions: 5,
      timeSpent: 30,
    }));
    await t.database.db.update(games).set({ isActive: false }).where(eq(games.id, g.id));
    const res = await t.inject({ method: 'POST', url: `/api/games/${g.id}/plays`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    const scores = await t.inject({ method: 'GET', url: '/api/games/scores', headers: { cookie } });
    expect(scores.json<GameScore[]>()[0]?.game.name).toBe('Soon Hidden');
  });
});
