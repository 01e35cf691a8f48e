// Tutors and their reviews: the public list with its filters, one tutor, the reviews, and
// writing a review (one per user per tutor; the rating is recomputed on the server).
import type { PaginationQuery } from '@contract/common';
import type { Tutor, TutorListFilters, TutorReview, TutorReviewInput } from '@contract/tutors';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeCatalog } from '../../lib/catalog-write';
import { isUniqueViolation } from '../../lib/db-errors';
import { type ListPage, pageOf } from '../../lib/lists';

import * as repo from './tutors.repository';

export const TUTOR_NOT_FOUND = 'Tutor not found';
const ALREADY_REVIEWED = 'You have already reviewed this tutor. Thank you!';

export function toTutor(row: repo.TutorRow): Tutor {
  return { ...row, rating: Number(row.rating) };
}

function toReview(row: repo.TutorReviewRow): TutorReview {
  const { username, dateSubmitted, hiddenAt, ...rest } = row;
  return {
    ...rest,
    dateSubmitted: dateSubmitted.toISOString(),
    user: { username },
    hidden: hiddenAt !== null,
  };
}

export async function listTutors(ctx: AppContext, filters: TutorListFilters): Promise<ListPage<Tutor>> {
  const page = pageOf(filters);
  const [rows, total] = await Promise.all([
    repo.listTutors(ctx.db, filters, page),
    filters.limit === undefined ? undefined : repo.countTutors(ctx.db, filters),
  ]);
  return { items: rows.map(toTutor), ...(total === undefined ? {} : { total }) };
}

export async function getTutor(ctx: AppContext, id: number): Promise<Tutor> {
  const row = await repo.findActiveTutor(ctx.db, id);
  if (!row) throw AppError.notFound(TUTOR_NOT_FOUND);
  return toTutor(row);
}

export async function listReviews(
  ctx: AppContext,
  tutorId: number,
  query: PaginationQuery,
): Promise<ListPage<TutorReview>> {
  const page = pageOf(query);
  const [exists, rows, total] = await Promise.all([
    repo.activeTutorExists(ctx.db, tutorId),
    repo.listReviews(ctx.db, tutorId, page),
    query.limit === undefined ? undefined : repo.countReviews(ctx.db, tutorId),
  ]);
  if (!exists) throw AppError.notFound(TUTOR_NOT_FOUND);
  return { items: rows.map(toReview), ...(total === undefined ? {} : { total }) };
}

/**
 * Writes a review and recomputes the tutor's rating and count in the same transaction. The
 * tutor's row is locked first, so reviews written at once each see the others.
 */
export async function addReview(
  ctx: AppContext,
  tutorId: number,
  userId: number,
  input: TutorReviewInput,
): Promise<TutorReview> {
  let reviewId: number;
  try {
    reviewId = await writeCatalog(ctx, ['tutors'], async (tx) => {
      if (!(await repo.lockActiveTutor(tx, tutorId))) throw AppError.notFound(TUTOR_NOT_FOUND);
      if (await repo.reviewExists(tx, tutorId, userId)) throw AppError.conflict(ALREADY_REVIEWED);
      const id = await repo.insertReview(tx, { tutorId, userId, ...input, now: ctx.clock.now() });
      await repo.recomputeRating(tx, tutorId);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(ALREADY_REVIEWED);
    throw error;
  }
  const row = await repo.findReview(ctx.db, reviewId);
  if (!row) throw new Error(`review ${reviewId} vanished after it was written`);
  return toReview(row);
}

/** The signed-in user's own review of a tutor, or null (the page shows it instead of the form). */
export async function getOwnReview(
  ctx: AppContext,
  tutorId: number,
  userId: number,
): Promise<TutorReview | null> {
  const row = await repo.findUserReview(ctx.db, tutorId, userId);
  return row ? toReview(row) : null;
}

/** A tutor's rating and count again, in the caller's transaction (an account's reviews deleted). */
export function recomputeTutorRating(tx: Executor, tutorId: number) {
  return repo.recomputeRating(tx, tutorId);
}
