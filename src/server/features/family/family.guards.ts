// The guard of a parent's call about one child: it asks the family's own links, so it lives here
// and the session plugin imports no feature beyond accounts.
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { childIdParam, requireParent, signedInUser } from '#server/lib/guards.ts';
import { isParentOf, NOT_LINKED } from './family.service.ts';

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
