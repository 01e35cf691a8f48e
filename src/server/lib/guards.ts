// Who may call a route, asked on the onRequest hook of the route or of a whole scope. These
// guards read only the signed-in user the session plugin put on the request, so every feature
// can use them without importing another feature; the guards that ask a feature's own records
// (a parent's link, a managed child) live in that feature.

import type { FastifyRequest } from 'fastify';
import type { User } from '#contract/accounts.ts';
import { CONSENT_NEEDED } from '#contract/consent.ts';
import { ChildIdParamsSchema } from '#contract/family.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    user: User | null;
    /** The hash of the session token (to end it at logout). */
    sessionTokenHash: string | null;
    /**
     * Whether the signed-in account is a child's (under 13 by its birth year, or still waiting
     * for a parent's yes), whatever its type says: the session plugin reads it with the user.
     */
    isChildAccount: boolean;
  }
}

// Every guard runs on the onRequest hook (on a route, `onRequest: requireUser`, or on a whole
// scope, `app.addHook('onRequest', requireAdmin)`): after the session hook has found the user
// and before the body is read, so a guest gets 401 before any 400, 413 or 415.

/** onRequest guard: 401 for a guest. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
}

/**
 * onRequest guard for every call that would make a child visible to others or bind them
 * (reviews, buying, booking, family links): 401 for a guest, 403 for a child under 13 whose
 * parent has not said yes yet.
 */
export async function requireConsent(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
  if (request.user.consent === 'pending') throw AppError.forbidden(CONSENT_NEEDED);
}

/** onRequest guard: 401 for a guest, 403 for a signed-in user who is not an admin. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
  if (!request.user.isAdmin) throw AppError.forbidden('Only administrators can do that');
}

export const CHILD_ADDS_NO_CHILDREN = 'Only a grown-up can add or link children. Ask your grown-up.';

/**
 * onRequest guard: 401 for a guest, 403 for a signed-in user who is not a parent, and for a
 * child's account whatever its type says (one may have become a parent before children could
 * not): every parent call adds, links, sees or answers for children.
 */
export async function requireParent(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
  if (request.user.userType !== 'parent') throw AppError.forbidden('Only parent accounts can do that');
  if (request.isChildAccount) throw AppError.forbidden(CHILD_ADDS_NO_CHILDREN);
}

/** onRequest guard: 401 for a guest, 403 for a signed-in user who teaches as no tutor. */
export async function requireTutor(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
  if (request.user.tutorId === null) throw AppError.forbidden('Only tutors can do that');
}

/**
 * The `:childId` of a call about one child, as the contract reads it; undefined when it is no id
 * (the guards then leave it to the route's schema, which answers 400).
 */
export function childIdParam(request: FastifyRequest): number | undefined {
  return ChildIdParamsSchema.safeParse(request.params).data?.childId;
}

/** The signed-in user of a route guarded by requireUser (or its stricter kin). */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
