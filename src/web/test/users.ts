// Signed-in users for component tests, as the contract shapes them (GET /api/user).
import type { User } from '#contract/accounts.ts';

/** A verified student: a child playing, reading and shopping; `overrides` says who. */
export function aStudent(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'leafy_kid',
    name: 'Leafy Kid',
    email: 'kid@example.com',
    role: 'user',
    isAdmin: false,
    isEmailVerified: true,
    userType: 'student',
    grade: null,
    age: null,
    profilePic: null,
    consent: null,
    tutorId: null,
    locale: 'en',
    ...overrides,
  };
}
