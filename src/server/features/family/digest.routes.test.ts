// The weekly family digest (docs/rules.md#parents-in-the-loop): content through the outbox and a real SMTP
// server on loopback, the one-click unsubscribe and the setting, the Monday 08:00 UTC job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApprovalRequest,
  createGame,
  createMathChallengeGame,
  createStudySession,
  grantPoints,
} from '../../test/factories';
import { linkedFamily } from '../../test/family';
import { playRound } from '../../test/game-rounds';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { digestTimeOfWeek, sendWeeklyDigest } from './digest.service';

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
    expect(mail?.text).toContain('Ava: 25 minutes of study');
    expect(mail?.text).toContain('Ben: 0 minutes of study');
    expect(mail?.text).toContain('40 points earned, 0 spent');
    expect(mail?.text).toContain('1 request waits for your yes');
    expect(mail?.text).toContain('/user-panel?tab=parent');
    expect(mail?.html).toContain('Ava: 25 minutes of study');
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
      'Remy: 0 minutes of study · 3 games played · skill levels: Robot Maze 3.3 (new), Star Quiz 1.7 → 3.4 (+1.7) · 80 points earned',
    );
    expect(mail?.html).toContain('Star Quiz 1.7 → 3.4 (+1.7)');
  });

  it('says a skill that held as steady, and a fall with its minus sign', async () => {
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
    expect(mail?.text).toContain('skill levels: Leaf Match 5.0 (steady), Moon Steps 5.0 → 3.5 (−1.5) ·');
    expect(mail?.html).toContain('Leaf Match 5.0 (steady)');
    expect(mail?.html).toContain('Moon Steps 5.0 → 3.5 (−1.5)');
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
      expect(mail?.raw).toContain('Sol: 0 minutes of study =C2=B7');
      expect(smtp.outbox()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
