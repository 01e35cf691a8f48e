import { createUser } from '#server/db/factories.ts';
import type { AuthzContext, AuthzRow, Role } from '#server/test/authorization.ts';
import { createFamilyLink } from '#server/test/factories.ts';
import { uniqueUsername } from '#server/test/test-app.ts';

const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });
/** Parent calls: only a parent account (the table's `parent` has no linked child). */
const parentsOnly = (status: number) => ({ guest: 401, student: 403, parent: status, admin: 403 });
/** Calls about the table's student: no role is their linked parent. */
const aboutStudent = { guest: 401, student: 403, parent: 403, admin: 403 };

const newUser = (ctx: AuthzContext, userType: 'student' | 'parent') =>
  createUser(ctx.t.database.db, { username: uniqueUsername(userType), userType });

/** A pending request from a new parent to the role's user (a guest's names the other user). */
async function requestTo(ctx: AuthzContext, child: Role | 'other') {
  const childId = child === 'guest' ? ctx.users.other.id : ctx.users[child].id;
  return createFamilyLink(ctx.t.database.db, { parentId: (await newUser(ctx, 'parent')).id, childId });
}

const studentId = (ctx: AuthzContext) => ctx.users.student.id;

/**
 * A pending request from a new parent to a child under 13 whose account the table's linked parent
 * added (so gave the consent): that parent answers it, no other (docs/rules.md#families-consent-and-privacy).
 */
async function requestToManagedChild(ctx: AuthzContext) {
  const added = await ctx.t.inject({
    method: 'POST',
    url: '/api/parent/children',
    headers: { cookie: ctx.cookieOf('linkedParent') },
    payload: {
      name: 'Managed Kid',
      username: uniqueUsername('managed'),
      password: 'secret123',
      birthYear: ctx.t.clock.now().getUTCFullYear() - 8,
    },
  });
  const childId = added.json<{ id: number }>().id;
  return createFamilyLink(ctx.t.database.db, { parentId: (await newUser(ctx, 'parent')).id, childId });
}

export const familyAuthzRows: AuthzRow[] = [
  {
    call: 'POST /api/parent/link-child',
    request: async (ctx) => ({
      url: '/api/parent/link-child',
      payload: { childUsername: (await newUser(ctx, 'student')).username, relationship: 'guardian' },
    }),
    expect: parentsOnly(201),
    asChild: { status: 403 },
  },
  {
    call: 'GET /api/parent/link-requests',
    request: () => ({ url: '/api/parent/link-requests' }),
    expect: parentsOnly(200),
  },
  {
    call: 'GET /api/parent/children',
    request: () => ({ url: '/api/parent/children' }),
    expect: parentsOnly(200),
  },
  {
    call: 'GET /api/parent/children-study-sessions',
    request: () => ({ url: '/api/parent/children-study-sessions' }),
    expect: parentsOnly(200),
    aboutChild: {
      request: (ctx) => ({ url: `/api/parent/children-study-sessions?childId=${studentId(ctx)}` }),
      linkedParent: 200,
      unlinkedParent: 403,
    },
  },
  {
    call: 'GET /api/parent/child-activity/:childId',
    request: (ctx) => ({ url: `/api/parent/child-activity/${studentId(ctx)}` }),
    expect: aboutStudent,
    aboutChild: {
      request: (ctx) => ({ url: `/api/parent/child-activity/${studentId(ctx)}` }),
      linkedParent: 200,
      unlinkedParent: 403,
    },
  },
  {
    call: 'GET /api/parent/child-activity/:childId/daily',
    request: (ctx) => ({ url: `/api/parent/child-activity/${studentId(ctx)}/daily?days=14` }),
    expect: aboutStudent,
    aboutChild: {
      request: (ctx) => ({ url: `/api/parent/child-activity/${studentId(ctx)}/daily?days=14` }),
      linkedParent: 200,
      unlinkedParent: 403,
    },
  },
  {
    call: 'GET /api/family/requests',
    request: () => ({ url: '/api/family/requests' }),
    expect: signedIn(200),
  },
  { call: 'GET /api/family/parents', request: () => ({ url: '/api/family/parents' }), expect: signedIn(200) },
  ...(['accept', 'decline'] as const).map(
    (action): AuthzRow => ({
      call: `POST /api/family/requests/:id/${action}`,
      request: async (ctx, role) => ({
        url: `/api/family/requests/${(await requestTo(ctx, role)).id}/${action}`,
      }),
      expect: signedIn(200),
      otherUsersResource: {
        request: async (ctx) => ({
          url: `/api/family/requests/${(await requestTo(ctx, 'other')).id}/${action}`,
        }),
        status: 403,
      },
      aboutChild: {
        request: async (ctx) => ({
          url: `/api/family/requests/${(await requestToManagedChild(ctx)).id}/${action}`,
        }),
        linkedParent: 200,
        unlinkedParent: 403,
      },
    }),
  ),
  {
    call: 'DELETE /api/family/links/:id',
    request: async (ctx, role) => ({ url: `/api/family/links/${(await requestTo(ctx, role)).id}` }),
    expect: signedIn(200),
    otherUsersResource: {
      request: async (ctx) => ({ url: `/api/family/links/${(await requestTo(ctx, 'other')).id}` }),
      status: 403,
    },
    // The link of the parent who said yes: "Ask your grown-up".
    asChild: { status: 403, request: (_ctx, child) => ({ url: `/api/family/links/${child.linkId}` }) },
  },
];
