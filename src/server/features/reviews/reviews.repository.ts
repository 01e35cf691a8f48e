// Reviews' storage, one set of queries for every kind of thing reviewed (tutors, merchandise).
// Each kind keeps its own table (its foreign keys stay real); `REVIEW_TABLES` names, per kind,
// the review table, the column naming what is reviewed, and where the subject keeps its rating.
// Each function takes the database or the caller's transaction.

import {
  and,
  asc,
  desc,
  eq,
  type InferColumnsDataTypes,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ReviewedKind } from '#contract/reviews.ts';
import type { Executor } from '#server/db/client.ts';
import {
  merchandise,
  merchandiseReviews,
  purchases,
  reviewReports,
  tutorReviews,
  tutorSessions,
  tutors,
  users,
} from '#server/db/schema/index.ts';
import type { RowsPage } from '#server/lib/lists.ts';

const REVIEW_TABLES = {
  tutors: {
    reviews: tutorReviews,
    subjectId: tutorReviews.tutorId,
    subject: tutors,
    subjectKey: tutors.id,
    subjectName: tutors.name,
    rating: 'rating',
    count: 'ratingCount',
    /** A deleted tutor is inactive. */
    live: eq(tutors.isActive, true),
  },
  merchandise: {
    reviews: merchandiseReviews,
    subjectId: merchandiseReviews.merchandiseId,
    subject: merchandise,
    subjectKey: merchandise.id,
    subjectName: merchandise.name,
    rating: 'averageRating',
    count: 'reviewCount',
    /** A deleted item is hidden, never removed; a hidden (inactive) one may still be reviewed by its owner. */
    live: eq(merchandise.isDeleted, false),
  },
} as const;

function tableOf(kind: ReviewedKind) {
  // One shape for both: the columns the queries below use are named alike in each table.
  return REVIEW_TABLES[kind] as (typeof REVIEW_TABLES)['tutors'];
}

function columnsOf(kind: ReviewedKind) {
  const t = tableOf(kind);
  return {
    id: t.reviews.id,
    subjectId: t.subjectId,
    rating: t.reviews.rating,
    comment: t.reviews.comment,
    dateSubmitted: t.reviews.dateSubmitted,
    hiddenAt: t.reviews.hiddenAt,
    // Usernames only: real names stay private on public lists (docs/product.md#departures-from-the-first-brief).
    username: users.username,
  };
}

/** A review row with its reviewer's username, whatever its kind. */
export type ReviewRow = InferColumnsDataTypes<ReturnType<typeof columnsOf>>;

function selectReviews(db: Executor, kind: ReviewedKind) {
  const t = tableOf(kind);
  return db.select(columnsOf(kind)).from(t.reviews).innerJoin(users, eq(users.id, t.reviews.userId));
}

/**
 * The reviews of a subject someone may see: those a moderator has not hidden, and the viewer's
 * own (shown to its author marked hidden).
 */
function visibleTo(kind: ReviewedKind, subjectId: number, viewerId: number | undefined): SQL | undefined {
  const t = tableOf(kind);
  const shown = isNull(t.reviews.hiddenAt);
  return and(
    eq(t.subjectId, subjectId),
    viewerId === undefined ? shown : or(shown, eq(t.reviews.userId, viewerId)),
  );
}

/** A subject's reviews the viewer may see, newest first (one query, no per-row reads). */
export async function listReviews(
  db: Executor,
  kind: ReviewedKind,
  subjectId: number,
  page: RowsPage,
  viewerId?: number,
): Promise<ReviewRow[]> {
  const t = tableOf(kind);
  return selectReviews(db, kind)
    .where(visibleTo(kind, subjectId, viewerId))
    .orderBy(desc(t.reviews.dateSubmitted), desc(t.reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReviews(
  db: Executor,
  kind: ReviewedKind,
  subjectId: number,
  viewerId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tableOf(kind).reviews)
    .where(visibleTo(kind, subjectId, viewerId));
  return row?.n ?? 0;
}

/** Every review of a subject for the moderator, hidden ones too, newest first. */
export async function listAllReviews(
  db: Executor,
  kind: ReviewedKind,
  subjectId: number,
): Promise<ReviewRow[]> {
  const t = tableOf(kind);
  return selectReviews(db, kind)
    .where(eq(t.subjectId, subjectId))
    .orderBy(desc(t.reviews.dateSubmitted), desc(t.reviews.id))
    .limit(500);
}

export async function findReview(
  db: Executor,
  kind: ReviewedKind,
  id: number,
): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db, kind).where(eq(tableOf(kind).reviews.id, id));
  return row;
}

/** The review a user wrote of a subject, if any. */
export async function findUserReview(
  db: Executor,
  kind: ReviewedKind,
  subjectId: number,
  userId: number,
): Promise<ReviewRow | undefined> {
  const t = tableOf(kind);
  const [row] = await selectReviews(db, kind).where(
    and(eq(t.subjectId, subjectId), eq(t.reviews.userId, userId)),
  );
  return row;
}

/** A subject that exists (for merchandise even a deleted one: an inventory entry still opens its reviews). */
export async function subjectExists(db: Executor, kind: ReviewedKind, id: number): Promise<boolean> {
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.subjectKey })
    .from(t.subject)
    .where(and(eq(t.subjectKey, id), kind === 'tutors' ? t.live : undefined));
  return rows.length > 0;
}

/** A subject that is not deleted, without locking it (what the review form asks before it opens). */
export async function subjectIsLive(db: Executor, kind: ReviewedKind, id: number): Promise<boolean> {
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.subjectKey })
    .from(t.subject)
    .where(and(eq(t.subjectKey, id), t.live));
  return rows.length > 0;
}

/**
 * Locks a subject that is not deleted, so reviews written at once each see the others when the
 * rating is recomputed; answers whether there is one. "No key update" still lets other rows
 * (bookings, purchases) reference it.
 */
export async function lockLiveSubject(tx: Executor, kind: ReviewedKind, id: number): Promise<boolean> {
  const t = tableOf(kind);
  const rows = await tx
    .select({ id: t.subjectKey })
    .from(t.subject)
    .where(and(eq(t.subjectKey, id), t.live))
    .for('no key update');
  return rows.length > 0;
}

export async function reviewExists(
  db: Executor,
  kind: ReviewedKind,
  subjectId: number,
  userId: number,
): Promise<boolean> {
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.reviews.id })
    .from(t.reviews)
    .where(and(eq(t.subjectId, subjectId), eq(t.reviews.userId, userId)));
  return rows.length > 0;
}

export async function insertReview(
  tx: Executor,
  kind: ReviewedKind,
  review: { subjectId: number; userId: number; rating: number; comment: string; now: Date },
): Promise<number> {
  const t = tableOf(kind);
  const { subjectId, now, ...fields } = review;
  // The one column named differently in each table: what the review is about.
  const about = kind === 'tutors' ? { tutorId: subjectId } : { merchandiseId: subjectId };
  const [row] = await tx
    .insert(t.reviews)
    .values({ ...(about as { tutorId: number }), ...fields, dateSubmitted: now })
    .returning({ id: t.reviews.id });
  if (!row) throw new Error(`insert into ${kind} reviews returned no row`);
  return row.id;
}

/** The author and subject of a review, locked for an edit, a delete or a moderation. */
export async function lockReview(tx: Executor, kind: ReviewedKind, id: number) {
  const t = tableOf(kind);
  const [row] = await tx
    .select({ userId: t.reviews.userId, subjectId: t.subjectId })
    .from(t.reviews)
    .where(eq(t.reviews.id, id))
    .for('update');
  return row;
}

/** A review's author and subject, or undefined for no such review. */
export async function reviewSubject(db: Executor, kind: ReviewedKind, id: number) {
  const t = tableOf(kind);
  const [row] = await db
    .select({ userId: t.reviews.userId, subjectId: t.subjectId })
    .from(t.reviews)
    .where(eq(t.reviews.id, id));
  return row;
}

export async function updateReview(
  tx: Executor,
  kind: ReviewedKind,
  id: number,
  change: { rating: number; comment: string; now: Date },
): Promise<void> {
  if (kind !== 'merchandise') throw new Error(`${kind} reviews are not edited`);
  await tx
    .update(merchandiseReviews)
    .set({ rating: change.rating, comment: change.comment, updatedAt: change.now })
    .where(eq(merchandiseReviews.id, id));
}

export async function deleteReview(tx: Executor, kind: ReviewedKind, id: number): Promise<void> {
  const t = tableOf(kind);
  await tx.delete(t.reviews).where(eq(t.reviews.id, id));
}

/** Hides or shows a review; answers its subject's id, or undefined for no such review. */
export async function setReviewHidden(
  tx: Executor,
  kind: ReviewedKind,
  reviewId: number,
  hidden: { at: Date; by: number } | null,
): Promise<number | undefined> {
  const t = tableOf(kind);
  const [row] = await tx
    .update(t.reviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenBy: hidden?.by ?? null })
    .where(eq(t.reviews.id, reviewId))
    .returning({ subjectId: t.subjectId });
  return row?.subjectId;
}

/**
 * Recomputes a subject's average (one decimal) and count from its reviews a moderator has not
 * hidden: after every write, moderation included.
 */
export async function recomputeRating(tx: Executor, kind: ReviewedKind, subjectId: number): Promise<void> {
  const t = tableOf(kind);
  const shown = sql`${t.subjectId} = ${subjectId} and ${t.reviews.hiddenAt} is null`;
  await tx
    .update(t.subject)
    .set({
      [t.rating]: sql`coalesce((select round(avg(${t.reviews.rating}), 1) from ${t.reviews} where ${shown}), 0)`,
      [t.count]: sql`(select count(*) from ${t.reviews} where ${shown})`,
    })
    .where(eq(t.subjectKey, subjectId));
}

/** Every review of one user of one kind, hidden ones too (the account export). */
export function reviewsOfUser(db: Executor, kind: ReviewedKind, userId: number) {
  const t = tableOf(kind);
  return db.select().from(t.reviews).where(eq(t.reviews.userId, userId)).orderBy(t.reviews.id);
}

/** Deletes every review of one user of one kind; answers the reviews and the subjects they were about. */
export async function deleteReviewsOfUser(tx: Executor, kind: ReviewedKind, userId: number) {
  const t = tableOf(kind);
  const rows = await tx
    .delete(t.reviews)
    .where(eq(t.reviews.userId, userId))
    .returning({ id: t.reviews.id, subjectId: t.subjectId });
  return { reviewIds: rows.map((r) => r.id), subjectIds: [...new Set(rows.map((r) => r.subjectId))] };
}

// ------------------------------------------------------------------ experience (who may review)

/**
 * Whether a user had a session with a tutor: one marked completed, or one whose start has passed
 * and that was neither cancelled nor a no-show (docs/rules.md#promises-kept).
 */
export async function hadSessionWith(
  db: Executor,
  tutorId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: tutorSessions.id })
    .from(tutorSessions)
    .where(
      and(
        eq(tutorSessions.userId, userId),
        eq(tutorSessions.tutorId, tutorId),
        or(
          eq(tutorSessions.status, 'completed'),
          and(eq(tutorSessions.status, 'scheduled'), lte(tutorSessions.startsAt, now)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a user bought an item (any unit, whatever they did with it since). */
export async function boughtItem(db: Executor, merchandiseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.merchandiseId, merchandiseId)))
    .limit(1);
  return rows.length > 0;
}

// ------------------------------------------------------------------ reports

/** Adds a user's report of a review; the unique key refuses a second one by the same user. */
export async function insertReport(
  tx: Executor,
  report: { kind: ReviewedKind; reviewId: number; userId: number; reason: string; now: Date },
): Promise<void> {
  const { now, ...values } = report;
  await tx.insert(reviewReports).values({ ...values, createdAt: now });
}

/** The open reports of one kind, oldest first, each with its review, reviewer and subject: one query. */
export async function openReports(db: Executor, kind: ReviewedKind) {
  const t = tableOf(kind);
  return db
    .select({
      reportId: reviewReports.id,
      reason: reviewReports.reason,
      reportedAt: reviewReports.createdAt,
      review: columnsOf(kind),
      itemName: t.subjectName,
    })
    .from(reviewReports)
    .innerJoin(t.reviews, eq(t.reviews.id, reviewReports.reviewId))
    .innerJoin(users, eq(users.id, t.reviews.userId))
    .innerJoin(t.subject, eq(t.subjectKey, t.subjectId))
    .where(and(eq(reviewReports.kind, kind), isNull(reviewReports.resolvedAt)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
    .limit(500);
}

/** Closes every open report of a review; answers how many there were. */
export async function resolveReports(
  tx: Executor,
  kind: ReviewedKind,
  reviewId: number,
  resolution: 'kept' | 'removed',
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(reviewReports)
    .set({ resolvedAt: now, resolution })
    .where(
      and(
        eq(reviewReports.kind, kind),
        eq(reviewReports.reviewId, reviewId),
        isNull(reviewReports.resolvedAt),
      ),
    )
    .returning({ id: reviewReports.id });
  return rows.length;
}

/** Removes the reports of deleted reviews (a user's account deletion). */
export async function deleteReportsOf(tx: Executor, kind: ReviewedKind, reviewIds: number[]): Promise<void> {
  if (reviewIds.length === 0) return;
  await tx
    .delete(reviewReports)
    .where(and(eq(reviewReports.kind, kind), inArray(reviewReports.reviewId, reviewIds)));
}
