import type { User } from '#contract/accounts.ts';
import { type AuthzContext, type AuthzRow, oncePerContext } from '#server/test/authorization.ts';
import { createTutor, createTutorSession } from '#server/test/factories.ts';

/** A lesson of `learner` with a new tutor, starting in 5 minutes on the app's clock: its room is open. */
async function openLessonOf(ctx: AuthzContext, learner: User) {
  const db = ctx.t.database.db;
  const tutor = await createTutor(db);
  const startsAt = new Date(ctx.t.clock.now().getTime() + 5 * 60_000);
  const session = await createTutorSession(db, { tutorId: tutor.id, userId: learner.id, startsAt });
  return session.id;
}

const studentsLesson = oncePerContext((ctx) => openLessonOf(ctx, ctx.users.student));
const othersLesson = oncePerContext((ctx) => openLessonOf(ctx, ctx.users.other));

/** The lesson's participants only: the student, their linked parent, a child in their own lesson. */
function participantsRow(call: string, suffix: string, status: number, payload?: unknown): AuthzRow {
  const request = (id: number) => ({ url: `/api/lessons/${id}${suffix}`, ...(payload ? { payload } : {}) });
  return {
    call,
    request: async (ctx) => request(await studentsLesson(ctx)),
    expect: { guest: 401, student: status, parent: 403, admin: 403 },
    otherUsersResource: { request: async (ctx) => request(await othersLesson(ctx)), status: 403 },
    aboutChild: {
      request: async (ctx) => request(await studentsLesson(ctx)),
      linkedParent: status,
      unlinkedParent: 403,
    },
    asChild: { status, request: async (ctx, child) => request(await openLessonOf(ctx, child.user)) },
  };
}

export const lessonsAuthzRows: AuthzRow[] = [
  participantsRow('GET /api/lessons/:id', '', 200),
  {
    // Admins read attendance too.
    ...participantsRow('GET /api/lessons/:id/attendance', '/attendance', 200),
    expect: { guest: 401, student: 200, parent: 403, admin: 200 },
  },
  participantsRow('GET /api/lessons/:id/chat', '/chat', 200),
  participantsRow('POST /api/lessons/:id/chat', '/chat', 201, { text: 'Hello from the lesson' }),
];
