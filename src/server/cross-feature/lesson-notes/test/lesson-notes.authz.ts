import type { AuthzContext, AuthzRow } from '#server/test/authorization.ts';
import { createArticle, createTutor, createTutorSession } from '#server/test/factories.ts';

/** The tutor's calls: none of the table's roles teaches as a tutor (the API tests sign one in). */
const tutorsOnly = { guest: 401, student: 403, parent: 403, admin: 403 };
const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });
/** Calls about the table's student: no role is their linked parent. */
const aboutStudent = { guest: 401, student: 403, parent: 403, admin: 403 };

/** A completed lesson of a new tutor with the table's student. */
async function completedLesson(ctx: AuthzContext) {
  const tutor = await createTutor(ctx.t.database.db);
  return createTutorSession(ctx.t.database.db, {
    tutorId: tutor.id,
    userId: ctx.users.student.id,
    startsAt: new Date(ctx.t.clock.now().getTime() - 2 * 60 * 60 * 1000),
    status: 'completed',
  });
}

const childNotesUrl = (ctx: AuthzContext) => `/api/parent/children/${ctx.users.student.id}/lesson-notes`;

export const lessonNotesAuthzRows: AuthzRow[] = [
  {
    call: 'GET /api/teach/sessions/:id/note',
    request: async (ctx) => ({ url: `/api/teach/sessions/${(await completedLesson(ctx)).id}/note` }),
    expect: tutorsOnly,
  },
  {
    call: 'PUT /api/teach/sessions/:id/note',
    request: async (ctx) => {
      const article = await createArticle(ctx.t.database.db);
      return {
        url: `/api/teach/sessions/${(await completedLesson(ctx)).id}/note`,
        payload: { text: 'Well done today', practice: [{ kind: 'article', articleId: article.id }] },
      };
    },
    expect: tutorsOnly,
  },
  { call: 'GET /api/lesson-notes', request: () => ({ url: '/api/lesson-notes' }), expect: signedIn(200) },
  {
    call: 'GET /api/parent/children/:childId/lesson-notes',
    request: (ctx) => ({ url: childNotesUrl(ctx) }),
    expect: aboutStudent,
    aboutChild: { request: (ctx) => ({ url: childNotesUrl(ctx) }), linkedParent: 200, unlinkedParent: 403 },
  },
];
