import type { AuthzContext, AuthzRow } from '#server/test/authorization.ts';
import { uniqueUsername } from '#server/test/test-app.ts';

const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });
const parentsOnly = (status: number) => ({ guest: 401, student: 403, parent: status, admin: 403 });
/** The link is the key: anyone who holds it gets the same answer. */
const anyone = (status: number) => ({ guest: status, student: status, parent: status, admin: status });
/** Calls about the table's student, whom no role manages (nobody gave their consent). */
const aboutStudent = { guest: 401, student: 403, parent: 403, admin: 403 };
const notManaged = { linkedParent: 403, unlinkedParent: 403 };

/** A child of 8 signs up alone; answers the token of the link mailed to the parent. */
async function consentToken(ctx: AuthzContext): Promise<string> {
  const parentEmail = `${uniqueUsername('parent')}@example.com`;
  await ctx.t.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Mia Small',
      username: uniqueUsername('kid'),
      email: parentEmail,
      password: 'secret123',
      birthYear: 2018,
    },
  });
  const token = ctx.t
    .outbox()
    .find((m) => m.to === parentEmail)
    ?.text.match(/\/consent\/([\w-]+)/)?.[1];
  if (!token) throw new Error('no consent e-mail');
  return token;
}

const studentId = (ctx: AuthzContext) => ctx.users.student.id;

export const consentAuthzRows: AuthzRow[] = [
  // The table's users are 13 or over: nothing of theirs waits for a parent (400).
  { call: 'GET /api/consent/mine', request: () => ({ url: '/api/consent/mine' }), expect: signedIn(400) },
  {
    call: 'POST /api/consent/resend',
    request: () => ({ url: '/api/consent/resend' }),
    expect: signedIn(400),
  },
  {
    call: 'PUT /api/consent/parent-email',
    request: () => ({ url: '/api/consent/parent-email', payload: { parentEmail: 'dad@example.com' } }),
    expect: signedIn(400),
  },
  {
    call: 'GET /api/consent/:token',
    request: async (ctx) => ({ url: `/api/consent/${await consentToken(ctx)}` }),
    expect: anyone(200),
  },
  {
    // Without a body: a signed-in parent says yes; a guest must sign in or create a parent.
    call: 'POST /api/consent/:token/approve',
    request: async (ctx) => ({ url: `/api/consent/${await consentToken(ctx)}/approve` }),
    expect: { guest: 401, student: 403, parent: 200, admin: 403 },
    // With { name, username, password } a guest creates the parent account that says yes.
    guestSignsInWithBody: true,
    asChild: { status: 403 },
  },
  {
    call: 'POST /api/consent/:token/decline',
    request: async (ctx) => ({ url: `/api/consent/${await consentToken(ctx)}/decline` }),
    expect: anyone(200),
  },
  {
    call: 'POST /api/parent/children',
    request: () => ({
      url: '/api/parent/children',
      payload: {
        name: 'Leo Rivers',
        username: uniqueUsername('leo'),
        password: 'secret123',
        birthYear: 2017,
      },
    }),
    expect: parentsOnly(201),
    asChild: { status: 403 },
  },
  {
    call: 'GET /api/parent/managed-children',
    request: () => ({ url: '/api/parent/managed-children' }),
    expect: parentsOnly(200),
    asChild: { status: 403 },
  },
  {
    call: 'PUT /api/parent/children/:childId/consent',
    request: (ctx) => ({
      url: `/api/parent/children/${studentId(ctx)}/consent`,
      payload: { parentUsername: ctx.users.linkedParent.username },
    }),
    expect: aboutStudent,
    aboutChild: {
      request: (ctx) => ({
        url: `/api/parent/children/${studentId(ctx)}/consent`,
        payload: { parentUsername: ctx.users.unlinkedParent.username },
      }),
      ...notManaged,
    },
    // Its own consent, handed to itself or to anyone: a child hands nothing over.
    asChild: {
      status: 403,
      request: (ctx, child) => ({
        url: `/api/parent/children/${child.user.id}/consent`,
        payload: { parentUsername: ctx.users.linkedParent.username },
      }),
    },
  },
  {
    call: 'PUT /api/parent/children/:childId/password',
    request: (ctx) => ({
      url: `/api/parent/children/${studentId(ctx)}/password`,
      payload: { password: 'hijack123' },
    }),
    expect: aboutStudent,
    aboutChild: {
      request: (ctx) => ({
        url: `/api/parent/children/${studentId(ctx)}/password`,
        payload: { password: 'hijack123' },
      }),
      ...notManaged,
    },
  },
  {
    call: 'GET /api/parent/children/:childId/export',
    request: (ctx) => ({ url: `/api/parent/children/${studentId(ctx)}/export` }),
    expect: aboutStudent,
    aboutChild: {
      request: (ctx) => ({ url: `/api/parent/children/${studentId(ctx)}/export` }),
      ...notManaged,
    },
  },
  {
    call: 'DELETE /api/parent/children/:childId',
    request: (ctx) => ({ url: `/api/parent/children/${studentId(ctx)}` }),
    expect: aboutStudent,
    aboutChild: { request: (ctx) => ({ url: `/api/parent/children/${studentId(ctx)}` }), ...notManaged },
  },
];
