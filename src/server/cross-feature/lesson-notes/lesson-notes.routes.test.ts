import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonNote, SessionNotePage } from '#contract/lesson-notes.ts';
import { NOTE_NEEDS_COMPLETED_LESSON } from '#contract/lesson-notes.ts';
import type { TeachSession } from '#contract/teach.ts';
import { tutors } from '#server/db/schema/index.ts';
import {
  createArticle,
  createFamilyLink,
  createLevelledGame,
  createMathChallengeGame,
  createTutor,
  createTutorSession,
} from '#server/test/factories.ts';
import { playRound } from '#server/test/game-rounds.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const NOW = '2026-06-15T10:00:00.000Z';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let game: { id: number };
let article: { id: number };

beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  // Game 1 is the Math Quick Challenge, which plays by its own rules.
  await createMathChallengeGame(t.database.db);
  game = await createLevelledGame(t.database.db, { title: 'Word Trail', levels: 3 });
  article = await createArticle(t.database.db, { title: 'Why leaves are green' });
});
afterAll(async () => {
  await t.close();
});

/** A tutor profile with a signed-in account. */
async function tutorAccount() {
  const tutor = await createTutor(t.database.db, { name: 'Amara Okafor' });
  const account = await t.signUp({ userType: 'parent', isEmailVerified: true });
  await t.database.db.update(tutors).set({ userId: account.user.id }).where(eq(tutors.id, tutor.id));
  return { tutor, cookie: account.cookie };
}

/** A lesson of the tutor with the learner, an hour ago, with the status given. */
let lessons = 0;
function lesson(
  tutorId: number,
  userId: number,
  status: 'completed' | 'scheduled' | 'no-show' = 'completed',
) {
  lessons += 1;
  return createTutorSession(t.database.db, {
    tutorId,
    userId,
    // Each an hour before the last: a tutor teaches one lesson at a time.
    startsAt: new Date(t.clock.now().getTime() - (1 + lessons) * HOUR),
    status,
  });
}

const goodNote = () => ({
  text: 'Great work on long vowels today!',
  practice: [
    { kind: 'game', gameId: game.id, level: 1 },
    { kind: 'article', articleId: article.id },
  ],
});

function putNote(cookie: string, sessionId: number, payload: object) {
  return t.inject({
    method: 'PUT',
    url: `/api/teach/sessions/${sessionId}/note`,
    headers: { cookie },
    payload,
  });
}

/** A passing (9 of 10) or failing round of a level of the game. */
function playLevel(cookie: string, level: number, correct: number) {
  return playRound(t, cookie, {
    gameId: game.id,
    level,
    score: correct * 5,
    correctAnswers: correct,
    totalQuestions: 10,
    timeSpent: 100,
  });
}

function readArticle(cookie: string) {
  return t.inject({ method: 'POST', url: `/api/articles/${article.id}/read`, headers: { cookie } });
}

async function notesOf(cookie: string): Promise<LessonNote[]> {
  const res = await t.inject({ method: 'GET', url: '/api/lesson-notes', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('PUT /api/teach/sessions/{id}/note', () => {
  it('lets only the session’s tutor write it, and only after a completed lesson', async () => {
    const { tutor, cookie } = await tutorAccount();
    const other = await tutorAccount();
    const learner = await t.signUp();
    const done = await lesson(tutor.id, learner.user.id);

    expect((await putNote(learner.cookie, done.id, goodNote())).statusCode).toBe(403);
    expect((await putNote(other.cookie, done.id, goodNote())).statusCode).toBe(404);
    expect((await putNote(cookie, 999_999, goodNote())).statusCode).toBe(404);

    for (const status of ['scheduled', 'no-show'] as const) {
      const notYet = await lesson(tutor.id, learner.user.id, status);
      const res = await putNote(cookie, notYet.id, goodNote());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NOTE_NEEDS_COMPLETED_LESSON);
    }

    const res = await putNote(cookie, done.id, goodNote());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LessonNote>()).toMatchObject({
      sessionId: done.id,
      tutorName: 'Amara Okafor',
      text: 'Great work on long vowels today!',
      practice: [
        { kind: 'game', gameId: game.id, level: 1, title: 'Word Trail', levelName: 'Level 1', done: false },
        { kind: 'article', articleId: article.id, title: 'Why leaves are green', done: false },
      ],
    });
  });

  it('refuses practice that names no game, level or article, and more than three items', async () => {
    const { tutor, cookie } = await tutorAccount();
    const learner = await t.signUp();
    const done = await lesson(tutor.id, learner.user.id);
    const hidden = await createArticle(t.database.db, { isActive: false });
    const cases: [unknown[], string][] = [
      [[{ kind: 'game', gameId: 999_999, level: 1 }], 'practice.0.gameId'],
      [[{ kind: 'game', gameId: game.id, level: 4 }], 'practice.0.level'],
      [[{ kind: 'article', articleId: 999_999 }], 'practice.0.articleId'],
      [
        [
          { kind: 'article', articleId: article.id },
          { kind: 'article', articleId: hidden.id },
        ],
        'practice.1.articleId',
      ],
    ];
    for (const [practice, path] of cases) {
      const res = await putNote(cookie, done.id, { text: 'Well done', practice });
      expect(res.statusCode, JSON.stringify(practice)).toBe(400);
      expect(res.json().issues[0].path).toBe(path);
    }
    const four = Array.from({ length: 4 }, (_, i) => ({ kind: 'game', gameId: game.id, level: (i % 3) + 1 }));
    expect((await putNote(cookie, done.id, { text: 'Well done', practice: four })).statusCode).toBe(400);
    const twice = [goodNote().practice[1], goodNote().practice[1]];
    expect((await putNote(cookie, done.id, { text: 'Well done', practice: twice })).statusCode).toBe(400);
    expect((await putNote(cookie, done.id, { text: '   ', practice: [] })).statusCode).toBe(400);
    expect((await putNote(cookie, done.id, { text: 'x'.repeat(2001), practice: [] })).statusCode).toBe(400);
    // Nothing was kept by the refusals.
    const page = await t.inject({
      method: 'GET',
      url: `/api/teach/sessions/${done.id}/note`,
      headers: { cookie },
    });
    expect(page.json<SessionNotePage>().note).toBeNull();
  });

  it('marks practice done by the learner’s real play and reading after the note, not before', async () => {
    const { tutor, cookie } = await tutorAccount();
    const learner = await t.signUp();
    const done = await lesson(tutor.id, learner.user.id);
    // Before the note: a finished level 1 and a read count for nothing.
    await playLevel(learner.cookie, 1, 9);
    expect((await readArticle(learner.cookie)).statusCode).toBe(200);
    t.clock.advance(60_000);

    const posted = await putNote(cookie, done.id, goodNote());
    expect(posted.json<LessonNote>().practice.map((p) => p.done)).toEqual([false, false]);

    // A round that does not complete the level is not done; one that does is.
    t.clock.advance(60_000);
    await playLevel(learner.cookie, 1, 7);
    expect((await notesOf(learner.cookie))[0]?.practice.map((p) => p.done)).toEqual([false, false]);
    await playLevel(learner.cookie, 1, 8);
    expect((await notesOf(learner.cookie))[0]?.practice.map((p) => p.done)).toEqual([true, false]);

    // Reading it again after the note is done.
    expect((await readArticle(learner.cookie)).statusCode).toBe(200);
    expect((await notesOf(learner.cookie))[0]?.practice.map((p) => p.done)).toEqual([true, true]);

    // Editing replaces the text and items but keeps when it was first posted, so done stays done.
    t.clock.advance(60_000);
    const edited = await putNote(cookie, done.id, { ...goodNote(), text: 'Also try level 2' });
    expect(edited.statusCode).toBe(200);
    const note = edited.json<LessonNote>();
    expect(note.text).toBe('Also try level 2');
    expect(note.postedAt).toBe(posted.json<LessonNote>().postedAt);
    expect(note.updatedAt > note.postedAt).toBe(true);
    expect(note.practice.map((p) => p.done)).toEqual([true, true]);

    // The tutor sees the same.
    const page = await t.inject({
      method: 'GET',
      url: `/api/teach/sessions/${done.id}/note`,
      headers: { cookie },
    });
    expect(page.json<SessionNotePage>()).toMatchObject({
      sessionId: done.id,
      status: 'completed',
      note: { practice: [{ done: true }, { done: true }] },
    });
  });

  it('mails a child’s parents (never the child) on the first posting only, with a link', async () => {
    const { tutor, cookie } = await tutorAccount();
    const parent = await t.signUp({ userType: 'parent', email: 'mum@example.com', isEmailVerified: true });
    const child = await t.signUp({ name: 'Remy Lee', birthYear: 2019, consent: 'given', email: null });
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    const done = await lesson(tutor.id, child.user.id);
    const before = t.outbox().length;

    expect((await putNote(cookie, done.id, goodNote())).statusCode).toBe(200);
    const sent = t.outbox().slice(before);
    expect(sent.map((m) => m.to)).toEqual(['mum@example.com']);
    expect(sent[0]?.subject).toBe('Amara Okafor wrote Remy a note after the lesson');
    expect(sent[0]?.text).toContain('/user-panel?tab=parent');

    expect((await putNote(cookie, done.id, goodNote())).statusCode).toBe(200);
    expect(t.outbox().length).toBe(before + 1);
  });
});

describe('GET /api/teach/sessions', () => {
  it('carries each completed lesson’s note with what is done, and none on the others', async () => {
    const { tutor, cookie } = await tutorAccount();
    const learner = await t.signUp();
    const noted = await lesson(tutor.id, learner.user.id);
    const bare = await lesson(tutor.id, learner.user.id);
    const missed = await lesson(tutor.id, learner.user.id, 'no-show');
    expect((await putNote(cookie, noted.id, goodNote())).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await readArticle(learner.cookie)).statusCode).toBe(200);
    // Every lesson above started hours ago and lasted an hour or has ended: all are past.
    t.clock.advance(2 * HOUR);

    const res = await t.inject({ method: 'GET', url: '/api/teach/sessions?when=past', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json<TeachSession[]>().map((s) => [s.id, s]));
    expect(byId.get(noted.id)?.note).toMatchObject({
      text: goodNote().text,
      practice: [
        { kind: 'game', done: false },
        { kind: 'article', done: true },
      ],
    });
    expect(byId.get(bare.id)?.note).toBeNull();
    expect(byId.get(missed.id)?.note).toBeNull();
    expect(byId.get(noted.id)?.learner.id).toBe(learner.user.id);
  });
});

describe('GET /api/teach/sessions/{id}/note', () => {
  it('tells the tutor the learner’s first name only, and nobody else the session', async () => {
    const { tutor, cookie } = await tutorAccount();
    const other = await tutorAccount();
    const learner = await t.signUp({ name: 'Remy Lee' });
    const done = await lesson(tutor.id, learner.user.id);
    const res = await t.inject({
      method: 'GET',
      url: `/api/teach/sessions/${done.id}/note`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionNotePage>()).toMatchObject({ learnerFirstName: 'Remy', note: null });
    expect(res.body).not.toContain('Lee');
    const stranger = await t.inject({
      method: 'GET',
      url: `/api/teach/sessions/${done.id}/note`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    const student = await t.inject({
      method: 'GET',
      url: `/api/teach/sessions/${done.id}/note`,
      headers: { cookie: learner.cookie },
    });
    expect(student.statusCode).toBe(403);
  });
});

describe('GET /api/lesson-notes and /api/parent/children/{childId}/lesson-notes', () => {
  it('shows a note to its learner and their linked parents, not to anyone else', async () => {
    const { tutor, cookie } = await tutorAccount();
    const parent = await t.signUp({ userType: 'parent', isEmailVerified: true });
    const child = await t.signUp();
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    const done = await lesson(tutor.id, child.user.id);
    await putNote(cookie, done.id, goodNote());

    expect((await notesOf(child.cookie)).map((n) => n.sessionId)).toEqual([done.id]);
    const url = `/api/parent/children/${child.user.id}/lesson-notes`;
    const asParent = await t.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
    expect(asParent.statusCode).toBe(200);
    expect(asParent.json<LessonNote[]>().map((n) => n.sessionId)).toEqual([done.id]);

    // The learner's data download carries it.
    const exported = await t.inject({
      method: 'GET',
      url: '/api/users/export',
      headers: { cookie: child.cookie },
    });
    expect(exported.json().lessonNotes).toEqual([
      expect.objectContaining({
        sessionId: done.id,
        text: 'Great work on long vowels today!',
        tutor: 'Amara Okafor',
      }),
    ]);

    const stranger = await t.signUp();
    expect(await notesOf(stranger.cookie)).toEqual([]);
    const otherParent = await t.signUp({ userType: 'parent', isEmailVerified: true });
    expect((await t.inject({ method: 'GET', url, headers: { cookie: otherParent.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } })).statusCode).toBe(
      403,
    );
  });
});
