import { unsubscribeToken } from '#server/cross-feature/weekly-digest/digest.service.ts';
import type { AuthzContext, AuthzRow } from '#server/test/authorization.ts';
import { createApprovalRequest } from '#server/test/factories.ts';

const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });
const parentsOnly = (status: number) => ({ guest: 401, student: 403, parent: status, admin: 403 });
/** Calls about the table's student: no role is their linked parent. */
const aboutStudent = { guest: 401, student: 403, parent: 403, admin: 403 };

const settingsUrl = (ctx: AuthzContext) => `/api/parent/children/${ctx.users.student.id}/settings`;
/** A fresh request of the table's student, so each role answers its own. */
const studentRequest = async (ctx: AuthzContext) =>
  (await createApprovalRequest(ctx.t.database.db, { childId: ctx.users.student.id })).id;

export const parentControlsAuthzRows: AuthzRow[] = [
  {
    call: 'GET /api/parent/children/:childId/settings',
    request: (ctx) => ({ url: settingsUrl(ctx) }),
    expect: aboutStudent,
    aboutChild: { request: (ctx) => ({ url: settingsUrl(ctx) }), linkedParent: 200, unlinkedParent: 403 },
  },
  {
    call: 'PUT /api/parent/children/:childId/settings',
    request: (ctx) => ({ url: settingsUrl(ctx), payload: { dailyGameMinutes: 60 } }),
    expect: aboutStudent,
    aboutChild: {
      request: (ctx) => ({ url: settingsUrl(ctx), payload: { extraTime: 1.5 } }),
      linkedParent: 200,
      unlinkedParent: 403,
    },
  },
  {
    call: 'GET /api/parent/approvals',
    request: () => ({ url: '/api/parent/approvals' }),
    expect: parentsOnly(200),
  },
  ...(['approve', 'decline'] as const).map(
    (action): AuthzRow => ({
      call: `POST /api/parent/approvals/:id/${action}`,
      request: async (ctx) => ({ url: `/api/parent/approvals/${await studentRequest(ctx)}/${action}` }),
      expect: aboutStudent,
      aboutChild: {
        request: async (ctx) => ({ url: `/api/parent/approvals/${await studentRequest(ctx)}/${action}` }),
        linkedParent: 200,
        unlinkedParent: 403,
      },
    }),
  ),
  {
    call: 'GET /api/family/controls',
    request: () => ({ url: '/api/family/controls' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /api/family/approvals',
    request: () => ({ url: '/api/family/approvals' }),
    expect: signedIn(200),
  },
];

/** The digest's unsubscribe link of the table's parent (a real token, as the e-mail carries). */
const unsubscribeUrlOf = (ctx: AuthzContext) => {
  const parentId = ctx.users.parent.id;
  const token = unsubscribeToken({ config: ctx.t.app.ctx.config }, parentId);
  return `/api/digest/unsubscribe?parent=${parentId}&token=${token}`;
};

const digestAuthzRows: AuthzRow[] = [
  {
    call: 'GET /api/parent/digest',
    request: () => ({ url: '/api/parent/digest' }),
    expect: parentsOnly(200),
  },
  {
    call: 'PUT /api/parent/digest',
    request: () => ({ url: '/api/parent/digest', payload: { weeklyDigest: true } }),
    expect: parentsOnly(200),
  },
  // The token is the permission: anyone holding the link may use it, signed in or not.
  {
    call: 'POST /api/digest/unsubscribe',
    request: (ctx) => ({ url: unsubscribeUrlOf(ctx) }),
    expect: { guest: 200, student: 200, parent: 200, admin: 200 },
  },
  {
    call: 'GET /api/digest/unsubscribe',
    request: (ctx) => ({ url: unsubscribeUrlOf(ctx) }),
    expect: { guest: 302, student: 302, parent: 302, admin: 302 },
  },
];

parentControlsAuthzRows.push(...digestAuthzRows);
