import type { AuthzContext, AuthzRow, Role } from '#server/test/authorization.ts';
import { createStudySession } from '#server/test/factories.ts';

const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });

/** A running session of the role's user, started ten minutes ago. */
async function openSessionOf(ctx: AuthzContext, owner: Exclude<Role, 'guest'> | 'other') {
  return createStudySession(ctx.t.database.db, {
    userId: ctx.users[owner].id,
    startTime: new Date(ctx.t.clock.now().getTime() - 10 * 60_000),
  });
}

export const studyAuthzRows: AuthzRow[] = [
  { call: 'GET /api/study-sessions', request: () => ({ url: '/api/study-sessions' }), expect: signedIn(200) },
  {
    call: 'POST /api/study-sessions',
    request: () => ({ url: '/api/study-sessions', payload: { subject: 'Mathematics' } }),
    expect: signedIn(201),
    // One running session per user: each role starts as a new user.
    freshUser: true,
  },
  {
    call: 'POST /api/study-sessions/:id/complete',
    request: async (ctx, role) => ({
      url: `/api/study-sessions/${role === 'guest' ? 1 : (await openSessionOf(ctx, role)).id}/complete`,
      payload: { notes: 'Done' },
    }),
    expect: signedIn(200),
    otherUsersResource: {
      request: async (ctx) => ({
        url: `/api/study-sessions/${(await openSessionOf(ctx, 'other')).id}/complete`,
      }),
      status: 403,
    },
  },
];
