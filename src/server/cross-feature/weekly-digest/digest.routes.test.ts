// The weekly family digest: a few plain sentences per child through the outbox and a real SMTP
// server on loopback, the one-click unsubscribe and the setting, the Monday 08:00 UTC job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveNote } from '#server/features/tutors/lesson-notes.service.ts';
import {
  createApprovalRequest,
  createArticle,
  createGame,
  createLevelledGame,
  createMathChallengeGame,
  createStudySession,
  createTutor,
  createTutorSession,
  grantPoints,
} from '#server/test/factories.ts';
import { linkedFamily } from '#server/test/family.ts';
import { playRound } from '#server/test/game-rounds.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/test/smtp-server.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { digestTimeOfWeek, sendWeeklyDigest } from './digest.service.ts';

// A Sunday evening: the week's digest is due the next morning.
const NOW = '2026-06-14T20:00:00.000Z';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;

/** A verified parent named `parentName` and their linked children, by name. */
function family(t: TestApp, parentName: string, childNames: string[]) {
  return linkedFamily(
    t,
    { name: parentName, email: `${parentName.toLowerCase()}@example.com` },
    childNames.map((name) => ({ name })),
  );
}

/** A saved round of a game on easy: `correct` of 3 questions right. */
function playCorrect(cookie: string, gameId: number, correct: number) {
  return playRound(t, cookie, {
    gameId,
    difficulty: 'easy',
    score: 10 * correct,
    correctAnswers: correct,
    totalQuestions: 3,
  });
}

/** A week of rounds: each `[gameId, correct]` the day before the week began, then in it. */
async function playWeek(cookie: string, before: [number, number][], during: [number, number][]) {
  const week = new Date(NOW).getTime() - 7 * DAY;
  t.clock.set(new Date(week - DAY));
  for (const [gameId, correct] of before) await playCorrect(cookie, gameId, correct);
  t.clock.set(new Date(week + DAY));
  for (const [gameId, correct] of during) await playCorrect(cookie, gameId, correct);
  t.clock.set(new Date(NOW));
}

beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  // Game id 1 is the Math Quick Challenge by its rules: the tests' games come after it.
  await createMathChallengeGame(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('the weekly family digest', () => {
  it('sends one e-mail per parent covering all their children, in text and HTML', async () => {
    const { parent, children } = await family(t, 'Morgan', ['Ava', 'Ben']);
    const [ava, ben] = children;
    if (!ava || !ben) throw new Error('two children');
    const now = t.clock.now();
    await createStudySession(t.database.db, {
      userId: ava.user.id,
      subject: 'Reading',
      startTime: new Date(now.getTime() - 60 * MINUTE),
      endTime: new Date(now.getTime() - 35 * MINUTE),
    });
    await grantPoints(t.database.db, ben.user.id, 40, 'game-score');
    await createApprovalRequest(t.database.db, { childId: ben.user.id, createdAt: now });

    const sent = await sendWeeklyDigest(t.app.ctx);
    expect(sent).toBeGreaterThanOrEqual(1);
    const mails = t.outbox().filter((m) => m.to === 'morgan@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your family’s week on Sprout');
    expect(mail?.text).toContain('Here is what your children did on Sprout in the last 7 days.');
    expect(mail?.text).toContain(
      'Ava studied for 25 minutes. Ava didn’t play any games. Ava earned no points and spent none.',
    );
    // A quiet week is said plainly, not celebrated as "0 minutes".
    expect(mail?.text).toContain('Ben didn’t log any study time this week.');
    expect(mail?.text).toContain('Ben earned 40 points and spent none.');
    expect(mail?.text).toContain('1 request from Ben is waiting for your yes in Parent Settings.');
    expect(mail?.text).not.toContain('0 minutes');
    expect(mail?.text).toContain('Open Parent Settings: http://localhost:5000/user-panel?tab=parent');
    expect(mail?.html).toContain('Ava studied for 25 minutes.');
    expect(mail?.html).toContain('1 request from Ben is waiting for your yes in Parent Settings.');
    expect(mail?.html).toContain('Unsubscribe</a>');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The one click turns it off; the setting turns it back on.
    const link = mail?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
    const path = new URL(link).pathname + new URL(link).search;
    expect((await t.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    // A person's click lands on Parent Settings, which says what it did (digest=off).
    const click = await t.inject({ method: 'GET', url: path });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('/user-panel?tab=parent&digest=off');
    const setting = () =>
      t.inject({ method: 'GET', url: '/api/parent/digest', headers: { cookie: parent.cookie } });
    expect((await setting()).json()).toEqual({ weeklyDigest: false });
    await sendWeeklyDigest(t.app.ctx);
    expect(t.outbox().filter((m) => m.to === 'morgan@example.com')).toHaveLength(1);
    const on = await t.inject({
      method: 'PUT',
      url: '/api/parent/digest',
      headers: { cookie: parent.cookie },
      payload: { weeklyDigest: true },
    });
    expect(on.json()).toEqual({ weeklyDigest: true });
    await sendWeeklyDigest(t.app.ctx);
    expect(t.outbox().filter((m) => m.to === 'morgan@example.com')).toHaveLength(2);
  });

  it("tells each game's skill change over the week, from the rounds the child played", async () => {
    const { children } = await family(t, 'Quinn', ['Remy']);
    const [remy] = children;
    if (!remy) throw new Error('a child');
    const quiz = await createGame(t.database.db, { title: 'Star Quiz', skillType: 'science-facts' });
    const maze = await createGame(t.database.db, { title: 'Robot Maze', skillType: 'science-facts' });
    // Easy rounds weigh half: before the week the quiz is at 5 × 1/3 = 1.7; in it, 70% of it and
    // 30% of 5 make 2.7, then 3.4. The maze is new this week: 5 × 2/3 = 3.3.
    await playWeek(
      remy.cookie,
      [[quiz.id, 1]],
      [
        [quiz.id, 3],
        [quiz.id, 3],
        [maze.id, 2],
      ],
    );

    await sendWeeklyDigest(t.app.ctx);
    const [mail] = t.outbox().filter((m) => m.to === 'quinn@example.com');
    expect(mail?.text).toContain(
      'Remy played 3 games, got better at Star Quiz, and tried Robot Maze for the first time. Remy earned 80 points and spent none.',
    );
    expect(mail?.html).toContain('got better at Star Quiz, and tried Robot Maze for the first time.');
    // Words a parent reads, not the levels' decimals.
    expect(mail?.text).not.toMatch(/\d\.\d|\(new\)/);
  });

  it('says a skill that held as kept steady, and a fall kindly', async () => {
    const { children } = await family(t, 'Noor', ['Ada']);
    const [ada] = children;
    if (!ada) throw new Error('a child');
    const held = await createGame(t.database.db, { title: 'Leaf Match', skillType: 'science-facts' });
    const fell = await createGame(t.database.db, { title: 'Moon Steps', skillType: 'science-facts' });
    // All right before the week makes 5.0 in both; all right again keeps 5.0; none right makes
    // 70% of 5 and 30% of 0: 3.5.
    await playWeek(
      ada.cookie,
      [
        [held.id, 3],
        [fell.id, 3],
      ],
      [
        [held.id, 3],
        [fell.id, 0],
      ],
    );

    await sendWeeklyDigest(t.app.ctx);
    const [mail] = t.outbox().filter((m) => m.to === 'noor@example.com');
    expect(mail?.text).toContain(
      'Ada played 2 games, kept steady at Leaf Match, and found Moon Steps harder this week.',
    );
    expect(mail?.html).toContain('kept steady at Leaf Match, and found Moon Steps harder this week.');
  });

  it('names the achievements of the week, the sessions ahead on the family’s clock, and the requests waiting', async () => {
    const { parent, children } = await family(t, 'Pat', ['Lia']);
    const [lia] = children;
    if (!lia) throw new Error('a child');
    const quiz = await createGame(t.database.db, { title: 'Sun Quiz', skillType: 'science-facts' });
    await playWeek(lia.cookie, [], [[quiz.id, 2]]);
    // Eager Learner came with a booking before the week; Point Starter comes in it.
    const tutor = await createTutor(t.database.db, { name: 'Amara Okafor' });
    const booked = new Date(new Date(NOW).getTime() - 10 * DAY);
    await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: lia.user.id,
      subject: 'Math',
      startsAt: new Date('2026-06-17T19:30:00.000Z'),
      createdAt: booked,
    });
    await grantPoints(t.database.db, lia.user.id, 100);
    for (const _ of [1, 2]) await createApprovalRequest(t.database.db, { childId: lia.user.id });
    // The parent's quiet hours are on Los Angeles clocks: the session is told on them.
    const quiet = await t.inject({
      method: 'PUT',
      url: `/api/parent/children/${lia.user.id}/settings`,
      headers: { cookie: parent.cookie },
      payload: { quietHours: { from: '20:00', to: '07:00', timeZone: 'America/Los_Angeles' } },
    });
    expect(quiet.statusCode).toBe(200);

    await sendWeeklyDigest(t.app.ctx);
    const [mail] = t.outbox().filter((m) => m.to === 'pat@example.com');
    expect(mail?.text).toContain('Here is Lia’s week on Sprout, the last 7 days.');
    expect(mail?.text).toContain('Lia played 1 game and tried Sun Quiz for the first time.');
    expect(mail?.text).toContain('Lia earned a new achievement: Point Starter.');
    expect(mail?.text).toContain('Coming up: Math with Amara Okafor on Wed, Jun 17 at 12:30 PM.');
    expect(mail?.text).toContain('2 requests from Lia are waiting for your yes in Parent Settings.');
    expect(mail?.html).toContain('Lia earned a new achievement: Point Starter.');
    expect(mail?.html).toContain('Coming up: Math with Amara Okafor on Wed, Jun 17 at 12:30 PM.');
    expect(mail?.html).toContain('2 requests from Lia are waiting for your yes in Parent Settings.');
  });

  it('says each note a tutor wrote this week and how much of its practice is done', async () => {
    const { children } = await family(t, 'Rowan', ['Remy']);
    const [remy] = children;
    if (!remy) throw new Error('a child');
    const tutor = await createTutor(t.database.db, { name: 'Amara Okafor' });
    const article = await createArticle(t.database.db);
    const game = await createLevelledGame(t.database.db);
    const lessonAt = (daysAgo: number) => new Date(new Date(NOW).getTime() - daysAgo * DAY);
    const lesson = (daysAgo: number, subject: string) =>
      createTutorSession(t.database.db, {
        tutorId: tutor.id,
        userId: remy.user.id,
        subject,
        startsAt: lessonAt(daysAgo),
        status: 'completed',
      });
    const [older, newer, plain] = [
      await lesson(9, 'Science'),
      await lesson(3, 'Reading'),
      await lesson(2, 'Math'),
    ];
    const practice = [
      { kind: 'game' as const, gameId: game.id, level: 1, articleId: null },
      { kind: 'article' as const, gameId: null, level: null, articleId: article.id },
    ];
    await saveNote(t.app.ctx, { sessionId: older.id, text: 'Last week', items: practice, at: lessonAt(8) });
    await saveNote(t.app.ctx, { sessionId: newer.id, text: 'Well read', items: practice, at: lessonAt(3) });
    await saveNote(t.app.ctx, { sessionId: plain.id, text: 'Good sums', items: [], at: lessonAt(2) });
    const read = await t.inject({
      method: 'POST',
      url: `/api/articles/${article.id}/read`,
      headers: { cookie: remy.cookie },
    });
    expect(read.statusCode).toBe(200);

    await sendWeeklyDigest(t.app.ctx);
    const [mail] = t.outbox().filter((m) => m.to === 'rowan@example.com');
    expect(mail?.text).toContain(
      'Amara Okafor wrote a note after Remy’s Reading lesson and set 2 things to practise: 1 is done.',
    );
    expect(mail?.text).toContain('Amara Okafor wrote a note after Remy’s Math lesson.');
    expect(mail?.text).not.toContain('Science lesson');
  });

  it('refuses a forged unsubscribe link, and changes nothing', async () => {
    const { parent } = await family(t, 'Casey', ['Dee']);
    const res = await t.inject({
      method: 'POST',
      url: `/api/digest/unsubscribe?parent=${parent.user.id}&token=forged`,
    });
    expect(res.statusCode).toBe(403);
    const setting = await t.inject({
      method: 'GET',
      url: '/api/parent/digest',
      headers: { cookie: parent.cookie },
    });
    expect(setting.json()).toEqual({ weeklyDigest: true });
  });

  it('goes out once a week, after Monday 08:00 UTC (the job, on the controlled clock)', async () => {
    await family(t, 'Jules', ['Kim']);
    const count = () => t.outbox().filter((m) => m.to === 'jules@example.com').length;
    expect(digestTimeOfWeek(new Date('2026-06-14T20:00:00Z')).toISOString()).toBe('2026-06-08T08:00:00.000Z');
    t.clock.set(new Date('2026-06-15T07:59:00.000Z'));
    await t.app.ctx.jobs.runAll();
    const before = count();
    t.clock.set(new Date('2026-06-15T08:00:00.000Z'));
    await t.app.ctx.jobs.runAll();
    expect(count()).toBe(before + 1);
    t.clock.set(new Date('2026-06-17T12:00:00.000Z'));
    await t.app.ctx.jobs.runAll();
    expect(count()).toBe(before + 1);
    t.clock.set(new Date('2026-06-22T09:00:00.000Z'));
    await t.app.ctx.jobs.runAll();
    expect(count()).toBe(before + 2);
  });
});

describe('the digest over SMTP', () => {
  let server: SmtpTestServer;
  beforeAll(async () => {
    server = await startSmtpTestServer();
  });
  afterAll(() => server.close());

  it('delivers it with its List-Unsubscribe headers', async () => {
    const smtp = await createTestApp({ mailer: server.mailer(), start: NOW });
    try {
      await family(smtp, 'Riley', ['Sol']);
      await sendWeeklyDigest(smtp.app.ctx);
      const mail = server.received.find((m) => m.to.includes('riley@example.com'));
      expect(mail?.raw).toContain('Subject: =?UTF-8?Q?Your_family=E2=80=99s_week_on_Sprout?=');
      // Long headers are folded onto the next line.
      expect(mail?.raw.replace(/\r\n /g, ' ')).toMatch(
        /List-Unsubscribe: <http:\/\/localhost:5000\/api\/digest\/unsubscribe\?parent=\d+&token=[\w-]+>/,
      );
      expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail?.raw.replace(/=\r\n/g, '')).toContain('Sol didn=E2=80=99t log any study time this week.');
      expect(smtp.outbox()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
