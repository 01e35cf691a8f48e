import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildActivity, DailyFigure } from '#contract/family.ts';
import {
  createFamilyLink,
  createMathChallengeGame,
  createStudySession,
  createTutor,
  createTutorSession,
} from '../../test/factories';
import { linkedFamily } from '../../test/family';
import { createTestApp, type TestApp } from '../../test/test-app';

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

const at = (iso: string) => new Date(iso);

/** A round of the Math Quick Challenge on easy, as the child plays it (points x1). */
async function playEasyRound(cookie: string, score: number) {
  const play = await t.inject({ method: 'POST', url: '/api/games/1/plays', headers: { cookie } });
  t.clock.advance(61_000);
  const res = await t.inject({
    method: 'POST',
    url: '/api/games/scores',
    headers: { cookie },
    payload: {
      playId: play.json().playId,
      gameId: 1,
      difficulty: 'easy',
      score,
      correctAnswers: score / 5,
      totalQuestions: score / 5 + 2,
      timeSpent: 60,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('GET /api/parent/child-activity/:childId', () => {
  it("answers the child's sessions, scores, progress, bookings, points and Quick Stats", async () => {
    const now = Date.parse(NOW);
    await createStudySession(t.database.db, {
      userId: childId,
      subject: 'Reading',
      startTime: new Date(now - 3 * DAY),
      endTime: new Date(now - 3 * DAY + 45 * MINUTE),
    });
    await createStudySession(t.database.db, {
      userId: childId,
      subject: 'Science',
      startTime: new Date(now - 10 * DAY),
      endTime: new Date(now - 10 * DAY + 30 * MINUTE),
    });
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
    const {
      parent,
      children: [child],
    } = await linkedFamily(t);
    if (!child) throw new Error('a child');
    // 23:50 UTC on the 14th is the 14th, though it is the 15th in Tokyo.
    await createStudySession(t.database.db, {
      userId: child.user.id,
      startTime: at('2026-06-14T23:50:00.000Z'),
      endTime: at('2026-06-15T00:20:00.000Z'),
    });
    await createStudySession(t.database.db, {
      userId: child.user.id,
      startTime: at('2026-06-14T10:00:00.000Z'),
      endTime: at('2026-06-14T10:15:00.000Z'),
    });
    // Outside the 3-day window, and a running session: neither counts.
    await createStudySession(t.database.db, {
      userId: child.user.id,
      startTime: at('2026-06-10T10:00:00.000Z'),
      endTime: at('2026-06-10T11:00:00.000Z'),
    });
    await createStudySession(t.database.db, {
      userId: child.user.id,
      startTime: at('2026-06-15T00:10:00.000Z'),
    });
    await playEasyRound(child.cookie, 40);

    const res = await t.inject({
      method: 'GET',
      url: `/api/parent/child-activity/${child.user.id}/daily?days=3`,
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DailyFigure[]>()).toEqual([
      { date: '2026-06-13', studyMinutes: 0, pointsEarned: 0 },
      { date: '2026-06-14', studyMinutes: 45, pointsEarned: 0 },
      { date: '2026-06-15', studyMinutes: 0, pointsEarned: 40 },
    ]);
  });

  it("counts the days on the clocks of the parent's time zone", async () => {
    const child = await t.signUp({ userType: 'student' });
    const parent = await t.signUp({ userType: 'parent' });
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    // 23:50 UTC on the 14th is 08:50 on the 15th in Tokyo; 10:00 UTC is 19:00 on the 14th.
    await createStudySession(t.database.db, {
      userId: child.user.id,
      startTime: at('2026-06-14T23:50:00.000Z'),
      endTime: at('2026-06-15T00:20:00.000Z'),
    });
    await createStudySession(t.database.db, {
      userId: child.user.id,
      startTime: at('2026-06-14T10:00:00.000Z'),
      endTime: at('2026-06-14T10:15:00.000Z'),
    });
    // 14:30 UTC on the 12th is 23:30 in Tokyo, before the window's first day (the 13th) began.
    await createStudySession(t.database.db, {
      userId: child.user.id,
      startTime: at('2026-06-12T14:30:00.000Z'),
      endTime: at('2026-06-12T14:50:00.000Z'),
    });
    await playEasyRound(child.cookie, 40);

    const res = await t.inject({
      method: 'GET',
      url: `/api/parent/child-activity/${child.user.id}/daily?days=3&timeZone=Asia/Tokyo`,
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DailyFigure[]>()).toEqual([
      { date: '2026-06-13', studyMinutes: 0, pointsEarned: 0 },
      { date: '2026-06-14', studyMinutes: 15, pointsEarned: 0 },
      { date: '2026-06-15', studyMinutes: 30, pointsEarned: 40 },
    ]);
  });

  it('refuses a time zone it does not know, naming the field', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/parent/child-activity/${childId}/daily?timeZone=Mars/Olympus`,
      headers: { cookie: parentCookie },
    });
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
