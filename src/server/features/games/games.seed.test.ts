// The demo games carry playable rules, and the demo student's history is what the rules give.

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATH_CHALLENGE_GAME_ID, SKILL_TYPES } from '#contract/game-rules.ts';
import { GameRulesSchema, resolveGameRules } from '#contract/game-rules-schema.ts';
import type { Database } from '#server/db/client.ts';
import { gameProgress, gameScores, games, users } from '#server/db/schema/index.ts';
import { DEMO_ACCOUNTS, seedDemoContent } from '#server/demo/seed.ts';
import { usersOutOfBalance } from '#server/features/accounts/points.service.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { applyRound, type ProgressState } from './round-rules.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedDemoContent(database.db, { demoAccounts: true })).toBe(true);
});
afterAll(async () => {
  await database.close();
});

describe('the demo games', () => {
  it('each has valid rules whose badges and levels match availablebadges, haslevels and totallevels', async () => {
    const rows = await database.db.select().from(games).orderBy(asc(games.id));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows[0]?.id).toBe(MATH_CHALLENGE_GAME_ID);
    expect(rows[0]?.title).toBe('Math Quick Challenge');
    for (const game of rows) {
      const rules = GameRulesSchema.parse(game.rules);
      expect(SKILL_TYPES, game.title).toContain(game.skillType);
      expect(
        rules.badges.map((b) => b.name),
        game.title,
      ).toEqual(game.availablebadges);
      expect(rules.levels.length, game.title).toBe(game.totallevels);
      expect(rules.levels.length > 0, game.title).toBe(game.haslevels);
      expect(game.availablebadges.length, game.title).toBeGreaterThan(0);
    }
  });

  it("gives the demo student a history whose points, progress and badges follow the games' rules", async () => {
    expect(await usersOutOfBalance(database.db)).toEqual([]);
    const [student] = await database.db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.student));
    if (!student) throw new Error('no demo student');
    expect(student.points).toBeGreaterThan(0);

    const scores = await database.db
      .select()
      .from(gameScores)
      .where(eq(gameScores.userId, student.id))
      .orderBy(asc(gameScores.dateCompleted));
    const gameRows = new Map((await database.db.select().from(games)).map((g) => [g.id, g]));
    const expected = new Map<number, ProgressState>();
    for (const s of scores) {
      const game = gameRows.get(s.gameId);
      if (!game || !s.difficulty) throw new Error('a demo score without its game or difficulty');
      const rules = resolveGameRules(game.rules, game);
      const update = applyRound(rules, expected.get(s.gameId) ?? null, {
        score: s.score,
        correctAnswers: s.correctAnswers,
        totalQuestions: s.totalQuestions,
        difficulty: s.difficulty,
        level: s.level,
      });
      expected.set(s.gameId, update.progress);
    }
    const progress = await database.db.select().from(gameProgress).where(eq(gameProgress.userId, student.id));
    expect(progress.length).toBe(expected.size);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    for (const p of progress) {
      const want = expected.get(p.gameId);
      expect({ ...p, skillLevel: Number(p.skillLevel) }).toMatchObject(want ?? {});
    }
    expect(progress.some((p) => p.completedLevels.length > 0)).toBe(true);
    expect(progress.some((p) => p.badges.length > 1)).toBe(true);
  });
});
