import type { User } from '#contract/accounts.ts';
import { conversations, messageReports, messages } from '#server/db/schema/index.ts';
import type { AuthzContext, AuthzRow } from '#server/test/authorization.ts';
import { createTutor, createTutorSession } from '#server/test/factories.ts';

const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });
const adminOnly = { guest: 401, student: 403, parent: 403, admin: 200 };

/** A new tutor with a booking of `learner`: a conversation between them may be opened. */
async function bookedTutor(ctx: AuthzContext, learner: User) {
  const db = ctx.t.database.db;
  const tutor = await createTutor(db);
  await createTutorSession(db, { tutorId: tutor.id, userId: learner.id });
  return tutor.id;
}

/** A conversation of `learner` with a new tutor, holding one message from the learner. */
async function conversationOf(ctx: AuthzContext, learner: User) {
  const db = ctx.t.database.db;
  const tutorId = await bookedTutor(ctx, learner);
  const [conversation] = await db
    .insert(conversations)
    .values({ tutorId, learnerId: learner.id })
    .returning();
  if (!conversation) throw new Error('no conversation');
  const [message] = await db
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: learner.id,
      senderRole: 'learner',
      text: 'Hello tutor',
    })
    .returning();
  if (!message) throw new Error('no message');
  return { conversationId: conversation.id, messageId: message.id };
}

/** The student's own conversation for the student's row; everyone else asks about it too. */
const studentsConversation = (ctx: AuthzContext) => conversationOf(ctx, ctx.users.student);

export const messagesAuthzRows: AuthzRow[] = [
  {
    call: 'GET /api/messages',
    request: () => ({ url: '/api/messages' }),
    expect: signedIn(200),
    asChild: { status: 200 },
  },
  {
    call: 'POST /api/messages',
    // The student opens one with their booked tutor; others name the student's tutor without a booking of their own.
    request: async (ctx) => {
      const tutorId = await bookedTutor(ctx, ctx.users.student);
      return { url: '/api/messages', payload: { tutorId } };
    },
    expect: { guest: 401, student: 201, parent: 403, admin: 403 },
    aboutChild: {
      request: async (ctx) => ({
        url: '/api/messages',
        payload: { tutorId: await bookedTutor(ctx, ctx.users.student), learnerId: ctx.users.student.id },
      }),
      linkedParent: 201,
      unlinkedParent: 403,
    },
    asChild: {
      status: 201,
      request: async (ctx, child) => ({
        url: '/api/messages',
        payload: { tutorId: await bookedTutor(ctx, child.user) },
      }),
    },
  },
  {
    call: 'GET /api/messages/:conversationId',
    request: async (ctx) => ({ url: `/api/messages/${(await studentsConversation(ctx)).conversationId}` }),
    expect: { guest: 401, student: 200, parent: 403, admin: 403 },
    otherUsersResource: {
      request: async (ctx) => ({
        url: `/api/messages/${(await conversationOf(ctx, ctx.users.other)).conversationId}`,
      }),
      status: 403,
    },
    aboutChild: {
      request: async (ctx) => ({ url: `/api/messages/${(await studentsConversation(ctx)).conversationId}` }),
      linkedParent: 200,
      unlinkedParent: 403,
    },
    asChild: {
      status: 200,
      request: async (ctx, child) => ({
        url: `/api/messages/${(await conversationOf(ctx, child.user)).conversationId}`,
      }),
    },
  },
  {
    call: 'POST /api/messages/:conversationId',
    request: async (ctx) => ({
      url: `/api/messages/${(await studentsConversation(ctx)).conversationId}`,
      payload: { text: 'See you on Tuesday' },
    }),
    expect: { guest: 401, student: 201, parent: 403, admin: 403 },
    otherUsersResource: {
      request: async (ctx) => ({
        url: `/api/messages/${(await conversationOf(ctx, ctx.users.other)).conversationId}`,
        payload: { text: 'Hello' },
      }),
      status: 403,
    },
    aboutChild: {
      request: async (ctx) => ({
        url: `/api/messages/${(await studentsConversation(ctx)).conversationId}`,
        payload: { text: 'Thank you' },
      }),
      linkedParent: 201,
      unlinkedParent: 403,
    },
    asChild: {
      status: 201,
      request: async (ctx, child) => ({
        url: `/api/messages/${(await conversationOf(ctx, child.user)).conversationId}`,
        payload: { text: 'I liked the lesson' },
      }),
    },
  },
  {
    call: 'POST /api/messages/:messageId/report',
    request: async (ctx) => ({
      url: `/api/messages/${(await studentsConversation(ctx)).messageId}/report`,
      payload: { reason: 'Not kind' },
    }),
    expect: { guest: 401, student: 201, parent: 403, admin: 403 },
    otherUsersResource: {
      request: async (ctx) => ({
        url: `/api/messages/${(await conversationOf(ctx, ctx.users.other)).messageId}/report`,
        payload: { reason: 'Not kind' },
      }),
      status: 403,
    },
    aboutChild: {
      request: async (ctx) => ({
        url: `/api/messages/${(await studentsConversation(ctx)).messageId}/report`,
        payload: { reason: 'Not kind' },
      }),
      linkedParent: 201,
      unlinkedParent: 403,
    },
  },
  {
    call: 'GET /api/admin/message-reports',
    request: () => ({ url: '/api/admin/message-reports' }),
    expect: adminOnly,
  },
  {
    call: 'POST /api/admin/message-reports/:id/handled',
    request: async (ctx) => {
      const { messageId } = await studentsConversation(ctx);
      const [report] = await ctx.t.database.db
        .insert(messageReports)
        .values({ messageId, reporterId: ctx.users.student.id, reason: 'Not kind' })
        .returning();
      return { url: `/api/admin/message-reports/${report?.id}/handled` };
    },
    expect: adminOnly,
  },
];
