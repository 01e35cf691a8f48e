import type { AuthzRow } from '#server/test/authorization.ts';

/** /teach's calls are a tutor's: the table's roles teach as no one (a tutor's own are in teach.routes.test.ts). */
const tutorsOnly = { guest: 401, student: 403, parent: 403, admin: 403 };

export const teachAuthzRows: AuthzRow[] = [
  {
    call: 'GET /api/teach/sessions',
    request: () => ({ url: '/api/teach/sessions?when=upcoming' }),
    expect: tutorsOnly,
  },
  {
    call: 'POST /api/teach/sessions/:id/status',
    request: () => ({ url: '/api/teach/sessions/1/status', payload: { status: 'completed' } }),
    expect: tutorsOnly,
  },
  {
    call: 'POST /api/teach/sessions/:id/cancel',
    request: () => ({ url: '/api/teach/sessions/1/cancel', payload: { reason: 'I am unwell today' } }),
    expect: tutorsOnly,
  },
];
