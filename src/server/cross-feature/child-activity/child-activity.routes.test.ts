import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildActivity, DailyFigure } from '#contract/family.ts';
import {
  createMathChallengeGame,
  createStudySession,
  createTutor,
  createTutorSession,
} from '#server/test/factories.ts';
import { linkedFamily } from '#server/test/family.ts';
import { playRound } from '#server/test/game-rounds.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// 00:30 UTC on a Monday: minutes before midnight UTC belong to the day before.
const NOW = '2026-06-15T00:30:00.000Z';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let parentCookie: string;
let childId: number;
let childCookie: string;

beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  await createMathChallengeGame(t.database.db);
  const { parent, children } = await linkedFamily(t);
  const [child] = children;
  if (!child) throw new Error('a child');
  parentCookie = parent.cookie;
  childId = child.user.id;
  childCookie = child.cookie;
});
afterAll(async () => {
  await t.close();
});

/** A study session of the child from one instant to another; still running without `to`. */
function studied(userId: number, from: string, to?: string) {
  return createStudySession(t.database.db, {
    userId,
    startTime: new Date(from),
    ...(to ? { endTime: new Date(to) } : {}),
  });
}

/** A round of the Math Quick Challenge on easy, as the child plays it (points x1). */
function playEasyRound(cookie: string, score: number) {
  const correctAnswers = score / 5;
  return playRound(t, cookie, {
    gameId: 1,
    difficulty: 'easy',
    score,
    correctAnswers,
    totalQuestions: correctAnswers + 2,
    timeSpent: 60,
  });
}

/**
 * A new family whose child studied 30 minutes across midnight UTC into the 15th, and 15 minutes
 * at 10:00 UTC on the 14th.
 */
async function familyAroundMidnight() {
  const {
    parent,
    children: [child],
  } = await linkedFamily(t);
  if (!child) throw new Error('a child');
  await studied(child.user.id, '2026-06-14T23:50:00.000Z', '2026-06-15T00:20:00.000Z');
  await studied(child.user.id, '2026-06-14T10:00:00.000Z', '2026-06-14T10:15:00.000Z');
  return { parent, child };
}

function dailyFigures(cookie: string, childId: number, query: string) {
  return t.inject({
    method: 'GET',
    url: `/api/parent/child-activity/${childId}/daily?${query}`,
    headers: { cookie },
  });
}

describe('GET /api/parent/child-activity/:childId', () => {
  it("answers the child's sessions, scores, progress, bookings, points and Quick Stats", async () => {
    const now = Date.parse(NOW);
    for (const [subject, daysAgo, minutes] of [
      ['Reading', 3, 45],
      ['Science', 10, 30],
    ] as const) {
      const startTime = new Date(now - daysAgo * DAY);
      const endTime = new Date(startTime.getTime() + minutes * MINUTE);
      await createStudySession(t.database.db, { userId: childId, subject, startTime, endTime });
    }
    await playEasyRound(childCookie, 50);
    const tutor = await createTutor(t.database.db, { name: 'Amara Okafor' });
    await createTutorSession(t.database.db, { tutorId: tutor.id, userId: childId, subject: 'Mathematics' });

    const res = await t.inject({
      method: 'GET',
      url: `/api/parent/child-activity/${childId}`,
      headers: { cookie: parentCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const activity = res.json<ChildActivity>();
    expect(activity.studySessions.map((s) => s.subject)).toEqual(['Reading', 'Science']);
    expect(activity.gameScores).toEqual([
      expect.objectContaining({ score: 50, correctAnswers: 10, totalQuestions: 12 }),
    ]);
    expect(activity.gameProgress).toEqual([
      expect.objectContaining({ gameId: 1, totalPlays: 1, highScore: 50 }),
    ]);
    expect(activity.tutorSessions).toEqual([
      expect.objectContaining({
        subject: 'Mathematics',
        tutor: expect.objectContaining({ name: 'Amara Okafor' }),
      }),
    ]);
    expect(activity.points).toEqual({ points: 50 });
    expect(activity.summary).toEqual({
      studySessions: 2,
      gamesPlayed: 1,
      pointsEarned: 50,
      tutorSessions: 1,
      // Only the last 7 days count.
      recentStudyMinutes: 45,
    });
  });
});

describe('GET /api/parent/child-activity/:childId with an id that is no id', () => {
  it('answers 400 with the field, after the parent guard (401 for a guest)', async () => {
    for (const bad of ['abc', '0', '-4', '99999999999']) {
      const res = await t.inject({
        url: `/api/parent/child-activity/${bad}`,
        headers: { cookie: parentCookie },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().issues[0].path).toBe('childId');
      expect((await t.inject({ url: `/api/parent/child-activity/${bad}` })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/parent/child-activity/:childId/daily', () => {
  it('gives every UTC day of the window, oldest first, with zeros where nothing happened', async () => {
    // 23:50 UTC on the 14th is the 14th, though it is the 15th in Tokyo.
    const { parent, child } = await familyAroundMidnight();
    // Outside the 3-day window, and a running session: neither counts.
    await studied(child.user.id, '2026-06-10T10:00:00.000Z', '2026-06-10T11:00:00.000Z');
    await studied(child.user.id, '2026-06-15T00:10:00.000Z');
    await playEasyRound(child.cookie, 40);

    const res = await dailyFigures(parent.cookie, child.user.id, 'days=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DailyFigure[]>()).toEqual([
      { date: '2026-06-13', studyMinutes: 0, pointsEarned: 0 },
      { date: '2026-06-14', studyMinutes: 45, pointsEarned: 0 },
      { date: '2026-06-15', studyMinutes: 0, pointsEarned: 40 },
    ]);
  });

  it("counts the days on the clocks of the parent's time zone", async () => {
    // 23:50 UTC on the 14th is 08:50 on the 15th in Tokyo; 10:00 UTC is 19:00 on the 14th.
    const { parent, child } = await familyAroundMidnight();
    // 14:30 UTC on the 12th is 23:30 in Tokyo, before the window's first day (the 13th) began.
    await studied(child.user.id, '2026-06-12T14:30:00.000Z', '2026-06-12T14:50:00.000Z');
    await playEasyRound(child.cookie, 40);

    const res = await dailyFigures(parent.cookie, child.user.id, 'days=3&timeZone=Asia/Tokyo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DailyFigure[]>()).toEqual([
      { date: '2026-06-13', studyMinutes: 0, pointsEarned: 0 },
      { date: '2026-06-14', studyMinutes: 15, pointsEarned: 0 },
      { date: '2026-06-15', studyMinutes: 30, pointsEarned: 40 },
    ]);
  });

  it('refuses a time zone it does not know, naming the field', async () => {
    const res = await dailyFigures(parentCookie, childId, 'timeZone=Mars/Olympus');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'timeZone', message: 'Unknown time zone' }] });
  });

  it('answers 14 days by default and refuses a window past 90 days', async () => {
    const url = `/api/parent/child-activity/${childId}/daily`;
    const res = await t.inject({ method: 'GET', url, headers: { cookie: parentCookie } });
    expect(res.json<DailyFigure[]>()).toHaveLength(14);
    const bad = await t.inject({ method: 'GET', url: `${url}?days=91`, headers: { cookie: parentCookie } });
    expect(bad.statusCode).toBe(400);
  });
});
