// A tutor teaches (docs/tutoring.md#tutor-accounts-and-teach): a tutor account, made only by an
// admin's invitation, earns and spends no points, keeps no points goal, links no children, is
// never a child and never becomes a parent. Its type is "tutor" for good, also once unlinked
// from its profile, so an unlinked tutor account does not turn into a learner's. Every call that
// would earn or spend points, or bind a family, asks here, so the rule has one home and one answer.
import type { FastifyRequest } from 'fastify';
import type { User } from '#contract/accounts.ts';
import { AppError } from '#server/lib/app-error.ts';

export const TUTOR_TEACHES =
  'A tutor account is for teaching: it earns and spends no points and links no children.';

export function isTutorAccount(user: Pick<User, 'userType'>): boolean {
  return user.userType === 'tutor';
}

/** 403 for a tutor account (see above); nothing for anyone else. */
export function assertNotATutor(user: Pick<User, 'userType'>): void {
  if (isTutorAccount(user)) throw AppError.forbidden(TUTOR_TEACHES);
}

/**
 * onRequest guard of every call that earns or spends points or binds a family: 401 for a guest,
 * 403 for a tutor account.
 */
export async function requireLearner(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
  assertNotATutor(request.user);
}
