import type { AuthzRow } from '#server/test/authorization.ts';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });

export const testimonialsAuthzRows: AuthzRow[] = [
  { call: 'GET /api/testimonials', request: () => ({ url: '/api/testimonials' }), expect: allRoles(200) },
];
