// The guard of a parent's call about a child they manage: it asks the consent records, so it
// lives here beside them.
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { childIdParam, requireParent, signedInUser } from '#server/lib/guards.ts';
import { isManagedBy, NOT_MANAGED } from './consent-records.service.ts';

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
