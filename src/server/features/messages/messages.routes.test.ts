import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { CONSENT_NEEDED } from '#contract/consent.ts';
import { CONTACT_DETAILS_REFUSED } from '#contract/contact-details.ts';
import type { Conversation, ConversationMessages, Message, MessageReport } from '#contract/messages.ts';
import { NO_BOOKING_YET } from '#contract/messages.ts';
import { tutors } from '#server/db/schema/index.ts';
import { createFamilyLink, createTutor, createTutorSession } from '#server/test/factories.ts';
import { createTestApp, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Person {
  user: User;
  cookie: string;
}

const year = () => t.clock.now().getUTCFullYear();

async function tutorAccount(): Promise<Person & { tutorId: number }> {
  const signed = await t.signUp({
    name: 'Maria Lopez',
    email: `${uniqueUsername('t')}@tutor.test`,
    isEmailVerified: true,
  });
  const tutor = await createTutor(t.database.db, { name: 'Maria Lopez', userId: signed.user.id });
  return { ...signed, tutorId: tutor.id };
}

/** A family: a child of 8 (with an address of its own, which mail must never use) and two linked parents. */
async function family(): Promise<{ child: Person; parent: Person; otherParent: Person }> {
  const child = await t.signUp({
    name: 'Sam Child Surname',
    birthYear: year() - 8,
    consent: 'given',
    email: `${uniqueUsername('kid')}@child.test`,
    isEmailVerified: true,
  });
  const parent = await t.signUp({
    name: 'Pat Parent',
    userType: 'parent',
    email: `${uniqueUsername('p')}@parent.test`,
    isEmailVerified: true,
  });
  const otherParent = await t.signUp({
    name: 'Lee Parent',
    userType: 'parent',
    email: `${uniqueUsername('p')}@parent.test`,
    isEmailVerified: true,
  });
  for (const p of [parent, otherParent]) {
    await createFamilyLink(t.database.db, {
      parentId: p.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
  }
  return { child, parent, otherParent };
}

function book(tutorId: number, learnerId: number) {
  return createTutorSession(t.database.db, { tutorId, userId: learnerId });
}

function start(who: Person, payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/messages', headers: { cookie: who.cookie }, payload });
}

function send(who: Person, conversationId: number, text: string) {
  return t.inject({
    method: 'POST',
    url: `/api/messages/${conversationId}`,
    headers: { cookie: who.cookie },
    payload: { text },
  });
}

function read(who: Person, conversationId: number) {
  return t.inject({ method: 'GET', url: `/api/messages/${conversationId}`, headers: { cookie: who.cookie } });
}

async function list(who: Person): Promise<Conversation[]> {
  const res = await t.inject({ method: 'GET', url: '/api/messages', headers: { cookie: who.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<Conversation[]>();
}

/** A tutor, a family with a booking, and their conversation opened by the parent. */
async function conversationSetup() {
  const tutor = await tutorAccount();
  const fam = await family();
  await book(tutor.tutorId, fam.child.user.id);
  const opened = await start(fam.parent, { tutorId: tutor.tutorId, learnerId: fam.child.user.id });
  expect(opened.statusCode).toBe(201);
  return { tutor, ...fam, conversation: opened.json<Conversation>() };
}

describe('POST /api/messages', () => {
  it('is 403 until a booking between the tutor and the learner exists, then opens one conversation', async () => {
    const tutor = await tutorAccount();
    const { child, parent } = await family();
    const before = await start(parent, { tutorId: tutor.tutorId, learnerId: child.user.id });
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(NO_BOOKING_YET);
    expect((await start(tutor, { learnerId: child.user.id })).statusCode).toBe(403);

    await book(tutor.tutorId, child.user.id);
    const opened = await start(parent, { tutorId: tutor.tutorId, learnerId: child.user.id });
    expect(opened.statusCode).toBe(201);
    const again = await start(tutor, { learnerId: child.user.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>().id).toBe(opened.json<Conversation>().id);
    const byChild = await start(child, { tutorId: tutor.tutorId });
    expect(byChild.json<Conversation>().id).toBe(opened.json<Conversation>().id);
  });

  it('shows the tutor the learner’s first name and username only, and the family the tutor’s name', async () => {
    const { tutor, parent, child } = await conversationSetup();
    const [forTutor] = await list(tutor);
    expect(forTutor?.with).toEqual({ name: 'Sam', username: child.user.username });
    expect(JSON.stringify(forTutor)).not.toContain('Surname');
    const [forParent] = await list(parent);
    expect(forParent?.with).toEqual({ name: 'Maria Lopez', username: null });
    expect(forParent?.myRole).toBe('parent');
  });

  it('refuses a parent opening a conversation for a child who is not theirs', async () => {
    const tutor = await tutorAccount();
    const { child } = await family();
    await book(tutor.tutorId, child.user.id);
    const stranger = await t.signUp({ userType: 'parent' });
    const res = await start(stranger, { tutorId: tutor.tutorId, learnerId: child.user.id });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET and POST /api/messages/:conversationId', () => {
  it('is 403 for a stranger, and 404 for a conversation that does not exist', async () => {
    const { conversation } = await conversationSetup();
    const stranger = await t.signUp();
    expect((await read(stranger, conversation.id)).statusCode).toBe(403);
    expect((await send(stranger, conversation.id, 'Hello')).statusCode).toBe(403);
    expect((await list(stranger)).length).toBe(0);
    expect((await read(stranger, 999_999)).statusCode).toBe(404);
  });

  it('is 403 for a child under 13 whose parent has not said yes', async () => {
    const waiting = await t.signUp({ birthYear: year() - 9, consent: 'pending' });
    const res = await t.inject({ method: 'GET', url: '/api/messages', headers: { cookie: waiting.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CONSENT_NEEDED);
  });

  it('lets every linked parent read every message of their child’s conversation and write in it', async () => {
    const { tutor, child, parent, otherParent, conversation } = await conversationSetup();
    expect((await send(child, conversation.id, 'Can we do fractions next time?')).statusCode).toBe(201);
    expect((await send(tutor, conversation.id, 'Yes, fractions it is!')).statusCode).toBe(201);
    const fromParent = await send(otherParent, conversation.id, 'Thank you both');
    expect(fromParent.statusCode).toBe(201);
    expect(fromParent.json<Message>()).toMatchObject({ senderRole: 'parent', senderName: 'Lee', mine: true });

    const seen = await read(parent, conversation.id);
    expect(seen.statusCode).toBe(200);
    const body = seen.json<ConversationMessages>();
    expect(body.messages.map((m) => m.text)).toEqual([
      'Can we do fractions next time?',
      'Yes, fractions it is!',
      'Thank you both',
    ]);
    expect(body.messages.map((m) => m.senderName)).toEqual(['Sam', 'Maria Lopez', 'Lee']);
  });

  it('pages from the newest messages back', async () => {
    const { tutor, conversation } = await conversationSetup();
    for (const n of [1, 2, 3]) await send(tutor, conversation.id, `Note ${n}`);
    const first = await t.inject({
      method: 'GET',
      url: `/api/messages/${conversation.id}?limit=2`,
      headers: { cookie: tutor.cookie },
    });
    const page = first.json<ConversationMessages>();
    expect(page.messages.map((m) => m.text)).toEqual(['Note 2', 'Note 3']);
    expect(page.hasMore).toBe(true);
    const older = await t.inject({
      method: 'GET',
      url: `/api/messages/${conversation.id}?limit=2&before=${page.messages[0]?.id}`,
      headers: { cookie: tutor.cookie },
    });
    expect(older.json<ConversationMessages>().messages.map((m) => m.text)).toEqual(['Note 1']);
    expect(older.json<ConversationMessages>().hasMore).toBe(false);
  });

  it('counts unread messages per reader, and reading marks them read for that reader only', async () => {
    const { tutor, child, parent, conversation } = await conversationSetup();
    await send(tutor, conversation.id, 'Great lesson today');
    await send(tutor, conversation.id, 'Practise the 7 times table');
    expect((await list(parent))[0]?.unreadCount).toBe(2);
    expect((await list(child))[0]?.unreadCount).toBe(2);
    expect((await list(tutor))[0]?.unreadCount).toBe(0);
    expect((await list(parent))[0]?.lastMessage).toMatchObject({
      text: 'Practise the 7 times table',
      fromMe: false,
    });

    await read(parent, conversation.id);
    expect((await list(parent))[0]?.unreadCount).toBe(0);
    expect((await list(child))[0]?.unreadCount).toBe(2);
  });

  it('counts messages written as the tutor before the account was the profile’s as the tutor’s own', async () => {
    const { tutor, conversation } = await conversationSetup();
    await send(tutor, conversation.id, 'Written by the profile');
    // The profile gets a new account (the old one unlinked): what was written as the tutor stays theirs.
    const next = await t.signUp({ name: 'Maria Lopez' });
    await t.database.db.update(tutors).set({ userId: next.user.id }).where(eq(tutors.id, tutor.tutorId));
    const [listed] = await list(next);
    expect(listed?.unreadCount).toBe(0);
    expect(listed?.lastMessage?.fromMe).toBe(true);
    const page = (await read(next, conversation.id)).json<ConversationMessages>();
    expect(page.messages.map((m) => m.mine)).toEqual([true]);
  });

  it('refuses contact details in a child’s conversation, from anyone in it', async () => {
    const { tutor, parent, conversation } = await conversationSetup();
    for (const [who, text] of [
      [tutor, 'Email me at maria at gmail dot com'],
      [parent, 'Call me on 555-123-4567'],
      [tutor, 'Join zoom.us/j/123456 instead'],
    ] as const) {
      const res = await send(who, conversation.id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CONTACT_DETAILS_REFUSED);
    }
    expect((await send(tutor, conversation.id, 'See you Tuesday at 4:30 on 2026-12-02')).statusCode).toBe(
      201,
    );
  });

  it('refuses them too when the learner is 13 or over but a family’s child, with a linked parent', async () => {
    const tutor = await tutorAccount();
    const teen = await t.signUp({ birthYear: year() - 15 });
    const parent = await t.signUp({ userType: 'parent' });
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: teen.user.id,
      status: 'accepted',
    });
    await book(tutor.tutorId, teen.user.id);
    const opened = (await start(teen, { tutorId: tutor.tutorId })).json<Conversation>();
    expect(opened.childConversation).toBe(true);
    expect((await send(teen, opened.id, 'My e-mail is me@example.com')).statusCode).toBe(400);
  });

  it('lets a learner of 13 or over without a linked parent and their tutor share contact details', async () => {
    const tutor = await tutorAccount();
    const adult = await t.signUp({ birthYear: year() - 30 });
    await book(tutor.tutorId, adult.user.id);
    const opened = await start(adult, { tutorId: tutor.tutorId });
    expect(opened.json<Conversation>().childConversation).toBe(false);
    expect(
      (await send(adult, opened.json<Conversation>().id, 'My e-mail is me@example.com')).statusCode,
    ).toBe(201);
  });

  it('answers 429 to a 31st message within an hour', async () => {
    const { tutor, conversation } = await conversationSetup();
    for (let n = 1; n <= 30; n++) {
      expect((await send(tutor, conversation.id, `Message ${n}`)).statusCode).toBe(201);
    }
    expect((await send(tutor, conversation.id, 'One too many')).statusCode).toBe(429);
    t.clock.advance(61 * 60 * 1000);
    expect((await send(tutor, conversation.id, 'An hour later')).statusCode).toBe(201);
  });
});

describe('the account export', () => {
  it('carries the messages the account wrote', async () => {
    const { parent, conversation } = await conversationSetup();
    await send(parent, conversation.id, 'A note for the export');
    const res = await t.inject({
      method: 'GET',
      url: '/api/users/export',
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tutorMessages).toEqual([
      expect.objectContaining({
        conversationId: conversation.id,
        role: 'parent',
        text: 'A note for the export',
      }),
    ]);
  });
});

describe('mail about new messages', () => {
  it('mails each other reader at most once an hour per conversation, and never the child’s own address', async () => {
    const { tutor, child, parent, otherParent, conversation } = await conversationSetup();
    const mailsTo = (address: string | null) => t.outbox().filter((m) => m.to === address).length;

    await send(tutor, conversation.id, 'Hello family');
    await send(tutor, conversation.id, 'One more thing');
    expect(mailsTo(parent.user.email)).toBe(1);
    expect(mailsTo(otherParent.user.email)).toBe(1);
    expect(mailsTo(child.user.email)).toBe(0);
    expect(mailsTo(tutor.user.email)).toBe(0);

    await send(parent, conversation.id, 'Thanks!');
    expect(mailsTo(tutor.user.email)).toBe(1);
    expect(mailsTo(parent.user.email)).toBe(1);

    t.clock.advance(61 * 60 * 1000);
    await send(tutor, conversation.id, 'A new hour');
    expect(mailsTo(parent.user.email)).toBe(2);
    expect(mailsTo(child.user.email)).toBe(0);
  });
});

describe('reporting a message', () => {
  it('puts it in the admins’ queue with the conversation around it, until handled', async () => {
    const { tutor, parent, conversation } = await conversationSetup();
    await send(parent, conversation.id, 'Hello');
    const bad = (await send(tutor, conversation.id, 'Something unkind')).json<Message>();
    const stranger = await t.signUp();
    const refused = await t.inject({
      method: 'POST',
      url: `/api/messages/${bad.id}/report`,
      headers: { cookie: stranger.cookie },
      payload: { reason: 'Not nice' },
    });
    expect(refused.statusCode).toBe(403);

    const report = () =>
      t.inject({
        method: 'POST',
        url: `/api/messages/${bad.id}/report`,
        headers: { cookie: parent.cookie },
        payload: { reason: 'This was unkind to my child' },
      });
    expect((await report()).statusCode).toBe(201);
    expect((await report()).statusCode).toBe(409);

    const admin = await t.signUp({ isAdmin: true });
    const queue = await t.inject({
      method: 'GET',
      url: '/api/admin/message-reports',
      headers: { cookie: admin.cookie },
    });
    expect(queue.statusCode).toBe(200);
    const found = queue.json<MessageReport[]>().find((r) => r.message.id === bad.id);
    expect(found).toMatchObject({
      reason: 'This was unkind to my child',
      reporter: parent.user.username,
      message: { text: 'Something unkind', sender: tutor.user.username },
      conversation: { tutorName: 'Maria Lopez', childConversation: true },
    });
    expect(found?.conversation.around.map((m) => m.text)).toEqual(['Hello', 'Something unkind']);

    const handled = await t.inject({
      method: 'POST',
      url: `/api/admin/message-reports/${found?.id}/handled`,
      headers: { cookie: admin.cookie },
    });
    expect(handled.statusCode).toBe(200);
    const open = await t.inject({
      method: 'GET',
      url: '/api/admin/message-reports',
      headers: { cookie: admin.cookie },
    });
    expect(open.json<MessageReport[]>().some((r) => r.id === found?.id)).toBe(false);
  });
});
