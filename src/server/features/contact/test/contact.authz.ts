import type { AuthzRow } from '#server/test/authorization.ts';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });

export const contactAuthzRows: AuthzRow[] = [
  {
    call: 'POST /api/contact',
    request: (_ctx, role) => ({
      url: '/api/contact',
      payload: {
        name: 'Jamie Parent',
        email: 'jamie@example.com',
        subject: 'A question',
        message: `Hello from a ${role}, how do bookings work?`,
      },
    }),
    expect: allRoles(201),
  },
];
