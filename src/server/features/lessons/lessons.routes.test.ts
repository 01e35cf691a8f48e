import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_REFUSED } from '#contract/contact-details.ts';
import type { LessonChat, LessonRoom } from '#contract/lessons.ts';
import { LESSON_NOT_OPEN, NOT_IN_LESSON, TURN_CREDENTIAL_SECONDS } from '#contract/lessons.ts';
import type { Conversation, Message } from '#contract/messages.ts';
import { appMeta, DEMO_LESSON_KEY, tutorSessions } from '#server/db/schema/index.ts';
import { createFamilyLink } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { family, lessonIn, lessonWithFamily, MINUTE, tutorAccount } from './test/lesson-people.ts';

const TURN_SECRET = 'a-secret-coturn-shares-with-sprout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      ice: {
        stunUrls: ['stun:stun.sprout.test:3478'],
        turnUrls: ['turn:turn.sprout.test:3478', 'turns:turn.sprout.test:5349'],
        turnSecret: TURN_SECRET,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const readRoom = (id: number, cookie: string) =>
  t.inject({ method: 'GET', url: `/api/lessons/${id}`, headers: { cookie } });

describe('GET /api/lessons/:id', () => {
  it('lets in the tutor, the learner, the booker and a linked parent, each in their role', async () => {
    const { tutor, child, parent, session } = await lessonWithFamily(t);
    const secondParent = await t.signUp({ name: 'Lee Other', userType: 'parent' });
    await createFamilyLink(t.database.db, {
      parentId: secondParent.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    const roles = [];
    for (const person of [tutor, child, parent, secondParent]) {
      const res = await readRoom(session.id, person.cookie);
      expect(res.statusCode, res.body).toBe(200);
      roles.push(res.json<LessonRoom>().role);
    }
    expect(roles).toEqual(['tutor', 'learner', 'parent', 'parent']);
    const asChild = (await readRoom(session.id, child.cookie)).json<LessonRoom>();
    expect(asChild).toMatchObject({
      tutorName: 'Maria Lopez',
      learnerFirstName: 'Sam',
      myName: 'Sam',
      alwaysOpen: false,
    });
    expect((await readRoom(session.id, tutor.cookie)).json<LessonRoom>().myName).toBe('Maria Lopez');
  });

  it('refuses a stranger, a parent of another child and an admin (403), a guest (401), an unknown id (404)', async () => {
    const { session } = await lessonWithFamily(t);
    const stranger = await t.signUp();
    const otherFamily = await family(t);
    const admin = await t.signUp({ isAdmin: true });
    for (const person of [stranger, otherFamily.parent, admin]) {
      const res = await readRoom(session.id, person.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_IN_LESSON);
    }
    expect((await t.inject({ method: 'GET', url: `/api/lessons/${session.id}` })).statusCode).toBe(401);
    expect((await readRoom(999_999, stranger.cookie)).statusCode).toBe(404);
  });

  it('answers 404 for a cancelled booking: a cancelled lesson has no room', async () => {
    const { child, session } = await lessonWithFamily(t);
    await t.database.db
      .update(tutorSessions)
      .set({ status: 'cancelled' })
      .where(eq(tutorSessions.id, session.id));
    expect((await readRoom(session.id, child.cookie)).statusCode).toBe(404);
  });

  it('is waiting until 10 minutes before the start, open until 15 minutes after the end, then closed', async () => {
    const tutor = await tutorAccount(t);
    const learner = await t.signUp();
    const session = await lessonIn(t, {
      tutorId: tutor.tutorId,
      learnerId: learner.user.id,
      minutesFromNow: 30,
    });
    const startsAt = session.startsAt.getTime();
    const stateAt = async (at: number) => {
      t.clock.set(new Date(at));
      return (await readRoom(session.id, learner.cookie)).json<LessonRoom>();
    };
    try {
      const before = await stateAt(startsAt - 10 * MINUTE - 1000);
      expect(before).toMatchObject({ state: 'waiting', iceServers: [] });
      expect(before.opensAt).toBe(new Date(startsAt - 10 * MINUTE).toISOString());
      expect(before.closesAt).toBe(new Date(startsAt + 75 * MINUTE).toISOString());
      expect((await stateAt(startsAt - 10 * MINUTE)).state).toBe('open');
      expect((await stateAt(startsAt + 75 * MINUTE - 1000)).state).toBe('open');
      expect(await stateAt(startsAt + 75 * MINUTE)).toMatchObject({ state: 'closed', iceServers: [] });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('gives the ICE servers while open, with a TURN credential for this user that expires in 2 hours', async () => {
    const { child, session } = await lessonWithFamily(t);
    const room = (await readRoom(session.id, child.cookie)).json<LessonRoom>();
    expect(room.state).toBe('open');
    expect(room.iceServers[0]).toEqual({ urls: ['stun:stun.sprout.test:3478'] });
    const turn = room.iceServers[1];
    expect(turn?.urls).toEqual(['turn:turn.sprout.test:3478', 'turns:turn.sprout.test:5349']);
    const [expiry, userId] = (turn?.username ?? '').split(':');
    expect(Number(userId)).toBe(child.user.id);
    expect(Number(expiry)).toBe(Math.floor(t.clock.now().getTime() / 1000) + TURN_CREDENTIAL_SECONDS);
    const expected = createHmac('sha1', TURN_SECRET)
      .update(turn?.username ?? '')
      .digest('base64');
    expect(turn?.credential).toBe(expected);
  });
});

describe('the room chat (GET/POST /api/lessons/:id/chat)', () => {
  const say = (id: number, cookie: string, text: string) =>
    t.inject({ method: 'POST', url: `/api/lessons/${id}/chat`, headers: { cookie }, payload: { text } });

  it('keeps what is said with the booking, as messages of the tutor and learner conversation', async () => {
    const { tutor, child, parent, session } = await lessonWithFamily(t);
    const sent = await say(session.id, child.cookie, 'Can you see my drawing?');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<Message>()).toMatchObject({
      text: 'Can you see my drawing?',
      senderRole: 'learner',
      mine: true,
    });
    expect((await say(session.id, tutor.cookie, 'Yes, well done!')).statusCode).toBe(201);

    const chat = await t.inject({
      method: 'GET',
      url: `/api/lessons/${session.id}/chat`,
      headers: { cookie: parent.cookie },
    });
    expect(chat.json<LessonChat>().messages.map((m) => [m.senderName, m.text, m.mine])).toEqual([
      ['Sam', 'Can you see my drawing?', false],
      ['Maria Lopez', 'Yes, well done!', false],
    ]);
    // The same lines are in Messages, where they can be reported like any message.
    const list = await t.inject({ method: 'GET', url: '/api/messages', headers: { cookie: tutor.cookie } });
    const conversation = list.json<Conversation[]>().find((c) => c.learnerId === child.user.id);
    expect(conversation?.lastMessage?.text).toBe('Yes, well done!');
    const messageId = sent.json<Message>().id;
    const report = await t.inject({
      method: 'POST',
      url: `/api/messages/${messageId}/report`,
      headers: { cookie: tutor.cookie },
      payload: { reason: 'Testing the report' },
    });
    expect(report.statusCode).toBe(201);
    // A second lesson of the pair has its own chat.
    const next = await lessonIn(t, {
      tutorId: tutor.tutorId,
      learnerId: child.user.id,
      minutesFromNow: 3 * 24 * 60,
    });
    const nextChat = await t.inject({
      method: 'GET',
      url: `/api/lessons/${next.id}/chat`,
      headers: { cookie: child.cookie },
    });
    expect(nextChat.json<LessonChat>().messages).toEqual([]);
  });

  it("refuses contact details in a child's lesson", async () => {
    const { child, session } = await lessonWithFamily(t);
    const res = await say(session.id, child.cookie, 'write to me at sam at gmail dot com');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONTACT_DETAILS_REFUSED);
  });

  it("says the room's refusals in a Spanish reader's language", async () => {
    const tutor = await tutorAccount(t);
    const learner = await t.signUp({ locale: 'es' });
    const later = await lessonIn(t, {
      tutorId: tutor.tutorId,
      learnerId: learner.user.id,
      minutesFromNow: 60,
    });
    const waiting = await say(later.id, learner.cookie, '¿Hola?');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('La sala de clase no está abierta ahora');
    const { session } = await lessonWithFamily(t);
    const stranger = await t.signUp({ locale: 'es' });
    const refused = await readRoom(session.id, stranger.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Solo el tutor y la familia de esta clase pueden entrar');
  });

  it('refuses a line while the room is not open (409) and from a stranger (403)', async () => {
    const tutor = await tutorAccount(t);
    const learner = await t.signUp();
    const later = await lessonIn(t, {
      tutorId: tutor.tutorId,
      learnerId: learner.user.id,
      minutesFromNow: 60,
    });
    const waiting = await say(later.id, learner.cookie, 'Hello?');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(LESSON_NOT_OPEN);
    const { session } = await lessonWithFamily(t);
    const stranger = await t.signUp();
    expect((await say(session.id, stranger.cookie, 'Hello')).statusCode).toBe(403);
    const read = await t.inject({
      method: 'GET',
      url: `/api/lessons/${session.id}/chat`,
      headers: { cookie: stranger.cookie },
    });
    expect(read.statusCode).toBe(403);
  });
});

describe("the demo's lesson", () => {
  it('is open at any hour in demo mode only, and only the lesson the demo seed named', async () => {
    const tutor = await tutorAccount(t);
    const learner = await t.signUp();
    const inDays = (days: number) =>
      lessonIn(t, { tutorId: tutor.tutorId, learnerId: learner.user.id, minutesFromNow: days * 24 * 60 });
    const demoLesson = await inDays(3);
    const otherLesson = await inDays(5);
    // As the demo seed names its lesson.
    await t.database.db
      .insert(appMeta)
      .values({ key: DEMO_LESSON_KEY, value: String(demoLesson.id) })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: String(demoLesson.id) } });
    expect(t.config.demoMode).toBe(true);
    const demo = (await readRoom(demoLesson.id, learner.cookie)).json<LessonRoom>();
    expect(demo).toMatchObject({ alwaysOpen: true, state: 'open' });
    expect((await readRoom(otherLesson.id, learner.cookie)).json<LessonRoom>()).toMatchObject({
      alwaysOpen: false,
      state: 'waiting',
    });
    const notDemo = await createTestApp({ database: t.database, config: { demoMode: false } });
    try {
      const res = await notDemo.inject({
        method: 'GET',
        url: `/api/lessons/${demoLesson.id}`,
        headers: { cookie: learner.cookie },
      });
      expect(res.json<LessonRoom>()).toMatchObject({ alwaysOpen: false, state: 'waiting' });
    } finally {
      await notDemo.close();
    }
  });
});
