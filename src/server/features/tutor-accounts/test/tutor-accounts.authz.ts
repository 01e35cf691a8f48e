import type { AuthzContext, AuthzRow } from '#server/test/authorization.ts';
import { createTutor } from '#server/test/factories.ts';
import { sessionCookieOf, uniqueUsername } from '#server/test/test-app.ts';

const adminOnly = (status: number) => ({ guest: 401, student: 403, parent: 403, admin: status });
/** The link is the key: anyone who holds it gets the same answer. */
const anyone = (status: number) => ({ guest: status, student: status, parent: status, admin: status });

/** A new tutor invited by a new admin; answers the tutor's id and the mailed link's token. */
export async function invitedTutor(ctx: AuthzContext): Promise<{ tutorId: number; token: string }> {
  const tutor = await createTutor(ctx.t.database.db);
  const email = `${uniqueUsername('tutor')}@example.com`;
  const res = await ctx.t.inject({
    method: 'POST',
    url: `/api/admin/tutors/${tutor.id}/invite`,
    headers: { cookie: ctx.cookieOf('admin') },
    payload: { email },
  });
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  const token = ctx.t
    .outbox()
    .find((m) => m.to === email)
    ?.text.match(/\/tutor-invite\/([\w-]+)/)?.[1];
  if (!token) throw new Error('no invitation e-mail');
  return { tutorId: tutor.id, token };
}

/** A new tutor with an account (invited and accepted); answers the tutor's id and the account's cookie. */
export async function linkedTutor(
  ctx: AuthzContext,
): Promise<{ tutorId: number; cookie: string; userId: number }> {
  const { tutorId, token } = await invitedTutor(ctx);
  const res = await ctx.t.inject({
    method: 'POST',
    url: `/api/tutor-invites/${token}/accept`,
    payload: { username: uniqueUsername('tutor'), password: 'teach-well-42' },
  });
  if (res.statusCode !== 201) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  return { tutorId, cookie: sessionCookieOf(res), userId: res.json<{ id: number }>().id };
}

export const tutorAccountsAuthzRows: AuthzRow[] = [
  {
    call: 'GET /api/admin/tutor-accounts',
    request: () => ({ url: '/api/admin/tutor-accounts' }),
    expect: adminOnly(200),
  },
  {
    call: 'POST /api/admin/tutors/:id/invite',
    request: async (ctx) => ({
      url: `/api/admin/tutors/${(await createTutor(ctx.t.database.db)).id}/invite`,
      payload: { email: 'new-tutor@example.com' },
    }),
    expect: adminOnly(201),
  },
  {
    call: 'DELETE /api/admin/tutors/:id/account',
    request: async (ctx) => ({ url: `/api/admin/tutors/${(await linkedTutor(ctx)).tutorId}/account` }),
    expect: adminOnly(200),
  },
  {
    call: 'GET /api/tutor-invites/:token',
    request: async (ctx) => ({ url: `/api/tutor-invites/${(await invitedTutor(ctx)).token}` }),
    expect: anyone(200),
  },
  {
    call: 'POST /api/tutor-invites/:token/accept',
    request: async (ctx) => ({
      url: `/api/tutor-invites/${(await invitedTutor(ctx)).token}/accept`,
      payload: { username: uniqueUsername('tutor'), password: 'teach-well-42' },
    }),
    expect: anyone(201),
  },
];
