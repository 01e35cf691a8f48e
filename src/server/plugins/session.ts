// The cookie session: an opaque random token in an HttpOnly, SameSite=Lax cookie, stored as a
// hash in the database. Each request under /api learns its user here (a guest costs nothing).

import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '#contract/accounts.ts';
import { CONSENT_NEEDED } from '#contract/consent.ts';
import { ChildIdParamsSchema } from '#contract/family.ts';
import { usesSecureCookies } from '../config';
import { userForSessionToken } from '../features/accounts/accounts.service';
import { isManagedBy, NOT_MANAGED } from '../features/consent/consent-records.service';
import { isParentOf, NOT_LINKED } from '../features/family/family.service';
import { AppError } from '../lib/app-error';

export const SESSION_COOKIE = 'sprout_session';
/**
 * Readable by the page (not HttpOnly), holding no secret: it only tells the app that a session
 * cookie is there, so a guest's page does not ask GET /api/user and log its 401. It comes and
 * goes with the session cookie, and is cleared when the session is found invalid.
 */
export const SIGNED_IN_COOKIE = 'sprout_signed_in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    user: User | null;
    /** The hash of the session token (to end it at logout). */
    sessionTokenHash: string | null;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  // A callback hook, so a guest (no cookie: most catalog reads) costs no promise and no query.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      done();
      return;
    }
    if (token.length > 200) {
      clearSessionCookie(app, reply);
      done();
      return;
    }
    userForSessionToken(app.ctx, token).then((found) => {
      if (found) {
        request.user = found.user;
        request.sessionTokenHash = found.tokenHash;
      } else {
        clearSessionCookie(app, reply);
      }
      done();
    }, done);
  });
});

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  const options = {
    sameSite: 'lax',
    secure: usesSecureCookies(app.ctx.config),
    path: '/',
    maxAge: Math.floor(app.ctx.config.sessionMaxMs / 1000),
  } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  const options = { path: '/', sameSite: 'lax', secure: usesSecureCookies(app.ctx.config) } as const;
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, options);
}

// ------------------------------------------------------------------ guards
// Every guard runs on the onRequest hook (on a route, `onRequest: requireUser`, or on a whole
// scope, `app.addHook('onRequest', requireAdmin)`): after the session hook has found the user
// and before the body is read, so a guest gets 401 before any 400, 413 or 415 (docs/rules.md#api-rules).

/** onRequest guard: 401 for a guest. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
}

/**
 * onRequest guard for every call that would make a child visible to others or bind them
 * (reviews, buying, booking, family links): 401 for a guest, 403 for a child under 13 whose
 * parent has not said yes yet (docs/rules.md#families-consent-and-privacy).
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

/** onRequest guard: 401 for a guest, 403 for a signed-in user who is not a parent. */
export async function requireParent(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthorized();
  if (request.user.userType !== 'parent') throw AppError.forbidden('Only parent accounts can do that');
}

/**
 * The `:childId` of a call about one child, as the contract reads it; undefined when it is no id
 * (the guards then leave it to the route's schema, which answers 400).
 */
function childIdParam(request: FastifyRequest): number | undefined {
  return ChildIdParamsSchema.safeParse(request.params).data?.childId;
}

/**
 * onRequest guard of a call about one child (its `:childId`): 401 for a guest, 403 for anyone but
 * a parent whose link to the child was accepted. Pending, declined or removed links see nothing.
 * It runs before validation, as every guard does: an id that is no id is left to the route's
 * schema (400).
 */
export async function requireParentOf(request: FastifyRequest) {
  await requireParent(request);
  const childId = childIdParam(request);
  if (childId === undefined) return;
  const parentId = signedInUser(request).id;
  if (!(await isParentOf(request.server.ctx, parentId, childId))) {
    throw AppError.forbidden(NOT_LINKED);
  }
}

/**
 * onRequest guard of a parent's call about a child they manage (whose consent they gave; its
 * `:childId`): 401 for a guest, 403 for anyone else, another parent's child included.
 */
export async function requireManagingParentOf(request: FastifyRequest) {
  await requireParent(request);
  const childId = childIdParam(request);
  if (childId === undefined) return;
  if (!(await isManagedBy(request.server.ctx, signedInUser(request).id, childId))) {
    throw AppError.forbidden(NOT_MANAGED);
  }
}

/** The signed-in user of a route guarded by requireUser (or its stricter kin). */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}
