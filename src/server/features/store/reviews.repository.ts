// Merchandise reviews' storage. Each function takes the database or the caller's transaction.
import { and, desc, eq, type InferColumnsDataTypes, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { merchandise, merchandiseReviews, users } from '../../db/schema';

const reviewColumns = {
  id: merchandiseReviews.id,
  merchandiseId: merchandiseReviews.merchandiseId,
  userId: merchandiseReviews.userId,
  rating: merchandiseReviews.rating,
  comment: merchandiseReviews.comment,
  dateSubmitted: merchandiseReviews.dateSubmitted,
  hiddenAt: merchandiseReviews.hiddenAt,
  // Usernames only: real names stay private on public lists (DESIGN section 1).
  username: users.username,
};

function selectReviews(db: Executor) {
  return db
    .select(reviewColumns)
    .from(merchandiseReviews)
    .innerJoin(users, eq(users.id, merchandiseReviews.userId));
}
/** A row as the select of `reviewColumns` answers it, inferred from the schema. */
export type ReviewRow = InferColumnsDataTypes<typeof reviewColumns>;

/**
 * The reviews of an item someone may see: those a moderator has not hidden, and the viewer's own
 * (shown to its author marked hidden).
 */
function visibleTo(merchandiseId: number, viewerId: number | undefined): SQL | undefined {
  const shown = isNull(merchandiseReviews.hiddenAt);
  return and(
    eq(merchandiseReviews.merchandiseId, merchandiseId),
    viewerId === undefined ? shown : or(shown, eq(merchandiseReviews.userId, viewerId)),
  );
}

/** An item's reviews the viewer may see, newest first. */
export async function listReviews(
  db: Executor,
  merchandiseId: number,
  page: { limit: number; offset: number },
  viewerId?: number,
) {
  return selectReviews(db)
    .where(visibleTo(merchandiseId, viewerId))
    .orderBy(desc(merchandiseReviews.dateSubmitted), desc(merchandiseReviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReviews(db: Executor, merchandiseId: number, viewerId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(merchandiseReviews)
    .where(visibleTo(merchandiseId, viewerId));
  return row?.n ?? 0;
}

export async function findReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(eq(merchandiseReviews.id, id));
  return row;
}

/** An item that exists (even hidden: an inventory entry still opens its reviews). */
export async function itemExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: merchandise.id }).from(merchandise).where(eq(merchandise.id, id));
  return rows.length > 0;
}

/**
 * Locks an item that is not deleted, so reviews written at once each see the others when the
 * rating is recomputed; answers whether there is one.
 */
export async function lockReviewableItem(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: merchandise.id })
    .from(merchandise)
    .where(and(eq(merchandise.id, id), eq(merchandise.isDeleted, false)))
    .for('update');
  return rows.length > 0;
}

export async function reviewExists(tx: Executor, merchandiseId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: merchandiseReviews.id })
    .from(merchandiseReviews)
    .where(and(eq(merchandiseReviews.merchandiseId, merchandiseId), eq(merchandiseReviews.userId, userId)));
  return rows.length > 0;
}

export async function insertReview(
  tx: Executor,
  review: { merchandiseId: number; userId: number; rating: number; comment: string; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(merchandiseReviews)
    .values({
      merchandiseId: review.merchandiseId,
      userId: review.userId,
      rating: review.rating,
      comment: review.comment,
      dateSubmitted: review.now,
    })
    .returning({ id: merchandiseReviews.id });
  if (!row) throw new Error('insert into merchandise_reviews returned no row');
  return row.id;
}

/** The owner and item of a review, locked for an edit or a delete. */
export async function lockReview(tx: Executor, id: number) {
  const [row] = await tx
    .select({ userId: merchandiseReviews.userId, merchandiseId: merchandiseReviews.merchandiseId })
    .from(merchandiseReviews)
    .where(eq(merchandiseReviews.id, id))
    .for('update');
  return row;
}

export async function updateReview(
  tx: Executor,
  id: number,
  change: { rating: number; comment: string; now: Date },
): Promise<void> {
  await tx
    .update(merchandiseReviews)
    .set({ rating: change.rating, comment: change.comment, updatedAt: change.now })
    .where(eq(merchandiseReviews.id, id));
}

export async function deleteReview(tx: Executor, id: number): Promise<void> {
  await tx.delete(merchandiseReviews).where(eq(merchandiseReviews.id, id));
}

/**
 * Recomputes an item's average (one decimal) and count from its reviews a moderator has not
 * hidden: after every write, moderation included.
 */
export async function recomputeRating(tx: Executor, merchandiseId: number): Promise<void> {
  const shown = sql`${merchandiseReviews.merchandiseId} = ${merchandiseId} and ${merchandiseReviews.hiddenAt} is null`;
  await tx
    .update(merchandise)
    .set({
      averageRating: sql`coalesce((select round(avg(${merchandiseReviews.rating}), 1) from ${merchandiseReviews} where ${shown}), 0)`,
      reviewCount: sql`(select count(*) from ${merchandiseReviews} where ${shown})`,
    })
    .where(eq(merchandise.id, merchandiseId));
}

/** Every merchandise review of one user, hidden ones too (the account export). */
export function reviewsOfUser(db: Executor, userId: number) {
  return db
    .select()
    .from(merchandiseReviews)
    .where(eq(merchandiseReviews.userId, userId))
    .orderBy(merchandiseReviews.id);
}

/** Deletes every review of one user; answers the items they were about. */
export async function deleteReviewsOfUser(tx: Executor, userId: number): Promise<number[]> {
  const rows = await tx
    .delete(merchandiseReviews)
    .where(eq(merchandiseReviews.userId, userId))
    .returning({ merchandiseId: merchandiseReviews.merchandiseId });
  return [...new Set(rows.map((r) => r.merchandiseId))];
}
