import type { AuthzRow } from '#server/test/authorization.ts';
import { uniqueUsername } from '#server/test/test-app.ts';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });
const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });

export const accountsAuthzRows: AuthzRow[] = [
  { call: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: allRoles(200) },
  { call: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expect: allRoles(200) },
  { call: 'GET /api/app-info', request: () => ({ url: '/api/app-info' }), expect: allRoles(200) },
  { call: 'GET /api/user', request: () => ({ url: '/api/user' }), expect: signedIn(200) },
  {
    call: 'POST /api/register',
    request: () => {
      const username = uniqueUsername('authz');
      return {
        url: '/api/register',
        payload: { name: 'New Kid', username, email: `${username}@example.com`, password: 'secret123' },
      };
    },
    expect: allRoles(201),
    freshUser: true,
  },
  {
    call: 'POST /api/login',
    request: (ctx) => ({
      url: '/api/login',
      payload: { username: ctx.users.other.username, password: 'password123' },
    }),
    expect: allRoles(200),
    freshUser: true,
  },
  {
    call: 'POST /api/logout',
    request: () => ({ url: '/api/logout' }),
    expect: allRoles(200),
    freshUser: true,
  },
  {
    call: 'POST /api/resend-verification',
    request: () => ({ url: '/api/resend-verification' }),
    // Every signed-in role here is already verified: nothing to resend.
    expect: signedIn(400),
  },
  {
    call: 'GET /api/verify-email',
    request: () => ({ url: '/api/verify-email?token=unknown' }),
    expect: allRoles(302),
  },
  {
    call: 'PUT /api/users/profile',
    request: () => ({ url: '/api/users/profile', payload: { userType: 'parent' } }),
    expect: signedIn(200),
    freshUser: true,
    asChild: { status: 403 },
  },
  // A child chooses their own language like anyone (it is no data shared with others).
  {
    call: 'PUT /api/users/locale',
    request: () => ({ url: '/api/users/locale', payload: { locale: 'es' } }),
    expect: signedIn(200),
    freshUser: true,
    asChild: { status: 200 },
  },
  { call: 'GET /api/users/points', request: () => ({ url: '/api/users/points' }), expect: signedIn(200) },
  // Recovery and control (docs/rules.md#families-consent-and-privacy). Every user of the table has "password123".
  {
    call: 'POST /api/password-reset',
    request: () => ({ url: '/api/password-reset', payload: { email: 'anyone@example.com' } }),
    expect: allRoles(200),
  },
  {
    call: 'POST /api/password-reset/confirm',
    // Nobody can use a link they were not sent: an unknown token is a 400 for everyone.
    request: () => ({
      url: '/api/password-reset/confirm',
      payload: { token: 'not-a-real-token', password: 'green tractor 7' },
    }),
    expect: allRoles(400),
  },
  {
    call: 'PUT /api/users/password',
    request: () => ({
      url: '/api/users/password',
      payload: { currentPassword: 'password123', newPassword: 'green tractor 7' },
    }),
    expect: signedIn(200),
    freshUser: true,
  },
  {
    call: 'PUT /api/users/email',
    request: () => ({
      url: '/api/users/email',
      payload: { email: `${uniqueUsername('authz')}@example.com`, password: 'password123' },
    }),
    expect: signedIn(200),
    freshUser: true,
    asChild: { status: 403 },
  },
  {
    call: 'DELETE /api/users/sessions',
    request: () => ({ url: '/api/users/sessions' }),
    expect: signedIn(200),
    freshUser: true,
  },
  { call: 'GET /api/users/export', request: () => ({ url: '/api/users/export' }), expect: signedIn(200) },
  {
    call: 'DELETE /api/users/me',
    request: () => ({ url: '/api/users/me', payload: { password: 'password123' } }),
    expect: signedIn(200),
    freshUser: true,
  },
];
