// Merchandise reviews (spec "Merchandise reviews panel", DESIGN section 5 "Reviews"): one per user
// per item, only its author edits or deletes it, and the item's average and count are recomputed
// in the same transaction, a catalog write (the shop's cards show them).
import type { PaginationQuery } from '@contract/common';
import type { MerchandiseReview, MerchandiseReviewInput } from '@contract/store';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeCatalog } from '../../lib/catalog-write';
import { isUniqueViolation } from '../../lib/db-errors';
import { type ListPage, pageOf } from '../../lib/lists';
import * as repo from './reviews.repository';

export const ITEM_NOT_FOUND = 'This item is not in the store';
export const REVIEW_NOT_FOUND = 'Review not found';
export const ALREADY_REVIEWED = 'You have already reviewed this item. You can edit your review instead.';
export const NOT_YOUR_REVIEW = 'You can only change your own review';

function toReview(row: repo.ReviewRow): MerchandiseReview {
  const { username, dateSubmitted, hiddenAt, ...rest } = row;
  return {
    ...rest,
    dateSubmitted: dateSubmitted.toISOString(),
    hidden: hiddenAt !== null,
    user: { username },
  };
}

async function reviewById(db: Executor, id: number): Promise<MerchandiseReview> {
  const row = await repo.findReview(db, id);
  if (!row) throw AppError.notFound(REVIEW_NOT_FOUND);
  return toReview(row);
}

export async function listReviews(
  ctx: AppContext,
  merchandiseId: number,
  query: PaginationQuery,
  viewerId?: number,
): Promise<ListPage<MerchandiseReview>> {
  const [exists, rows, total] = await Promise.all([
    repo.itemExists(ctx.db, merchandiseId),
    repo.listReviews(ctx.db, merchandiseId, pageOf(query), viewerId),
    query.limit === undefined ? undefined : repo.countReviews(ctx.db, merchandiseId, viewerId),
  ]);
  if (!exists) throw AppError.notFound(ITEM_NOT_FOUND);
  return { items: rows.map(toReview), ...(total === undefined ? {} : { total }) };
}

export async function addReview(
  ctx: AppContext,
  merchandiseId: number,
  userId: number,
  input: MerchandiseReviewInput,
): Promise<MerchandiseReview> {
  let id: number;
  try {
    id = await writeCatalog(ctx, ['merchandise'], async (tx) => {
      if (!(await repo.lockReviewableItem(tx, merchandiseId))) throw AppError.notFound(ITEM_NOT_FOUND);
      if (await repo.reviewExists(tx, merchandiseId, userId)) throw AppError.conflict(ALREADY_REVIEWED);
      const reviewId = await repo.insertReview(tx, { merchandiseId, userId, ...input, now: ctx.clock.now() });
      await repo.recomputeRating(tx, merchandiseId);
      return reviewId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(ALREADY_REVIEWED);
    throw error;
  }
  return reviewById(ctx.db, id);
}

/** Locks the user's own review: 404 when there is none, 403 when it is another user's. */
async function lockOwnReview(tx: Executor, reviewId: number, userId: number) {
  const review = await repo.lockReview(tx, reviewId);
  if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
  if (review.userId !== userId) throw AppError.forbidden(NOT_YOUR_REVIEW);
  return review;
}

export async function updateReview(
  ctx: AppContext,
  reviewId: number,
  userId: number,
  input: MerchandiseReviewInput,
): Promise<MerchandiseReview> {
  await writeCatalog(ctx, ['merchandise'], async (tx) => {
    const review = await lockOwnReview(tx, reviewId, userId);
    await repo.updateReview(tx, reviewId, { ...input, now: ctx.clock.now() });
    await repo.recomputeRating(tx, review.merchandiseId);
  });
  return reviewById(ctx.db, reviewId);
}

export async function deleteReview(ctx: AppContext, reviewId: number, userId: number): Promise<void> {
  await writeCatalog(ctx, ['merchandise'], async (tx) => {
    const review = await lockOwnReview(tx, reviewId, userId);
    await repo.deleteReview(tx, reviewId);
    await repo.recomputeRating(tx, review.merchandiseId);
  });
}

/** An item's rating again, in the caller's transaction (an account's reviews deleted). */
export function recomputeItemRating(tx: Executor, merchandiseId: number) {
  return repo.recomputeRating(tx, merchandiseId);
}
