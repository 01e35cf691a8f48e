import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StudySession } from '#contract/study.ts';
import { createStudySession } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { studyJobs } from './study.service.ts';

const START = '2026-06-01T12:00:00.000Z';
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterEach(() => {
  t.clock.set(START);
});
afterAll(async () => {
  await t.close();
});

const start = (cookie: string, payload: Record<string, unknown> = { subject: 'Mathematics' }) =>
  t.inject({ method: 'POST', url: '/api/study-sessions', headers: { cookie }, payload });
const complete = (cookie: string, id: number, payload?: Record<string, unknown>) =>
  t.inject({
    method: 'POST',
    url: `/api/study-sessions/${id}/complete`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const list = async (cookie: string) =>
  (await t.inject({ method: 'GET', url: '/api/study-sessions', headers: { cookie } })).json<StudySession[]>();

describe('POST /api/study-sessions', () => {
  it('starts a session at the server time, in progress', async () => {
    const { cookie } = await t.signUp();
    const res = await start(cookie, { subject: '  Science ', notes: 'Plants' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      subject: 'Science',
      notes: 'Plants',
      startTime: START,
      completed: false,
      endTime: null,
      duration: null,
    });
    expect((await list(cookie)).map((s) => s.completed)).toEqual([false]);
  });

  it('allows one running session at a time (409 for a second)', async () => {
    const { cookie } = await t.signUp();
    expect((await start(cookie)).statusCode).toBe(201);
    const second = await start(cookie, { subject: 'Reading' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already have a study session running/);
  });

  it('refuses a missing or too short subject with the field named', async () => {
    const { cookie } = await t.signUp();
    const res = await start(cookie, { subject: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'subject', message: 'Please choose a subject' });
  });
});

describe('POST /api/study-sessions/:id/complete', () => {
  it('records the end and the duration in whole minutes, rounded', async () => {
    const { cookie } = await t.signUp();
    const { id } = (await start(cookie)).json<StudySession>();
    t.clock.advance(25 * MINUTE + 31_000);
    const res = await complete(cookie, id, { notes: 'Fractions' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ completed: true, duration: 26, notes: 'Fractions' });
    expect(res.json().endTime).toBe(new Date(Date.parse(START) + 25 * MINUTE + 31_000).toISOString());
    // A new one may start now.
    expect((await start(cookie)).statusCode).toBe(201);
  });

  it('works with no body and keeps the notes given at the start', async () => {
    const { cookie } = await t.signUp();
    const { id } = (await start(cookie, { subject: 'Reading', notes: 'Chapter 3' })).json<StudySession>();
    t.clock.advance(10 * MINUTE + 29_000);
    const res = await complete(cookie, id);
    expect(res.json()).toMatchObject({ duration: 10, notes: 'Chapter 3' });
  });

  it('lets only the owner stop a session (403), and a finished one not again (409)', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const { id } = (await start(owner.cookie)).json<StudySession>();
    expect((await complete(stranger.cookie, id)).statusCode).toBe(403);
    expect((await complete(owner.cookie, id)).statusCode).toBe(200);
    expect((await complete(owner.cookie, id)).statusCode).toBe(409);
    expect((await complete(owner.cookie, 999_999)).statusCode).toBe(404);
  });

  it('caps a session stopped after more than 4 hours at 240 minutes', async () => {
    const { cookie } = await t.signUp();
    const { id } = (await start(cookie)).json<StudySession>();
    t.clock.advance(5 * 60 * MINUTE);
    const done = (await complete(cookie, id)).json<StudySession>();
    expect(done.duration).toBe(240);
    expect(done.endTime).toBe(new Date(Date.parse(START) + 240 * MINUTE).toISOString());
  });
});

describe('the 4-hour close', () => {
  it('closes a session left open at 4 hours, so a new one can start', async () => {
    const { cookie } = await t.signUp();
    const { id } = (await start(cookie)).json<StudySession>();
    t.clock.advance(4 * 60 * MINUTE - MINUTE);
    expect((await list(cookie))[0]?.completed).toBe(false);
    t.clock.advance(MINUTE);
    const [closed] = await list(cookie);
    expect(closed).toMatchObject({ id, completed: true, duration: 240 });
    expect(closed?.endTime).toBe(new Date(Date.parse(START) + 240 * MINUTE).toISOString());
    expect((await start(cookie)).statusCode).toBe(201);
  });

  it('is also done by the background job, for everyone', async () => {
    const { user, cookie } = await t.signUp();
    const open = await createStudySession(t.database.db, {
      userId: user.id,
      startTime: new Date(Date.parse(START) - 5 * 60 * MINUTE),
    });
    for (const job of studyJobs(t.app.ctx)) await job.run();
    const row = (await list(cookie)).find((s) => s.id === open.id);
    expect(row).toMatchObject({ completed: true, duration: 240 });
  });
});
