// Reviews of tutors and merchandise, one set of rules for both (spec "Tutor reviews" and
// "Merchandise reviews panel", docs/rules.md#rules-the-product-leaves-open and docs/rules.md#promises-kept): one review per user per subject, written
// only from experience (a session with the tutor, the item bought), the subject's average and
// count recomputed in the same transaction (a catalog write: the lists show them), reports by any
// signed-in user, and the admin's moderation (hide, show, keep or remove a reported review).
import type { AdminReview } from '#contract/admin.ts';
import type { PaginationQuery } from '#contract/common.ts';
import {
  ALREADY_REPORTED,
  REVIEW_NEEDS_EXPERIENCE,
  REVIEW_SUBJECT_GONE,
  type ReportDecisionInput,
  type ReportedReview,
  type ReviewEligibility,
  type ReviewedKind,
} from '#contract/reviews.ts';
import type { MerchandiseReview } from '#contract/store.ts';
import type { TutorReview } from '#contract/tutors.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeCatalog } from '#server/lib/catalog-write.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import * as repo from './reviews.repository.ts';

/** What differs between the kinds: the words, and how experience is proved. */
const KINDS: Record<
  ReviewedKind,
  {
    notFound: string;
    alreadyReviewed: string;
    /** Whether the user has the experience a review needs. */
    experienced(db: Executor, subjectId: number, userId: number, now: Date): Promise<boolean>;
    /** Public lists of this kind are cached for everyone, so they never carry the viewer's own hidden review. */
    publicListIsShared: boolean;
  }
> = {
  tutors: {
    notFound: 'Tutor not found',
    alreadyReviewed: 'You have already reviewed this tutor. Thank you!',
    experienced: repo.hadSessionWith,
    publicListIsShared: true,
  },
  merchandise: {
    notFound: 'This item is not in the store',
    alreadyReviewed: 'You have already reviewed this item. You can edit your review instead.',
    experienced: (db, id, userId) => repo.boughtItem(db, id, userId),
    publicListIsShared: false,
  },
};

export const REVIEW_NOT_FOUND = 'Review not found';
export const NOT_YOUR_REVIEW = 'You can only change your own review';
export const OWN_REVIEW_REPORT = 'You cannot report your own review';
export const NO_OPEN_REPORTS = 'This review has no open reports';

/** A review as both kinds' public lists show it; each kind names its subject (tutorId, merchandiseId). */
interface Review {
  id: number;
  subjectId: number;
  rating: number;
  comment: string;
  dateSubmitted: string;
  hidden: boolean;
  user: { username: string };
}

function toReview(row: repo.ReviewRow): Review {
  const { username, dateSubmitted, hiddenAt, ...rest } = row;
  return {
    ...rest,
    dateSubmitted: dateSubmitted.toISOString(),
    hidden: hiddenAt !== null,
    user: { username },
  };
}

export function asTutorReview({ subjectId, ...rest }: Review): TutorReview {
  return { ...rest, tutorId: subjectId };
}

export function asMerchandiseReview({ subjectId, ...rest }: Review): MerchandiseReview {
  return { ...rest, merchandiseId: subjectId };
}

async function reviewById(db: Executor, kind: ReviewedKind, id: number): Promise<Review> {
  const row = await repo.findReview(db, kind, id);
  if (!row) throw AppError.notFound(REVIEW_NOT_FOUND);
  return toReview(row);
}

/** A subject's reviews the viewer may see, newest first (their own hidden one marked, where lists are not shared). */
export async function listReviews(
  ctx: AppContext,
  kind: ReviewedKind,
  subjectId: number,
  query: PaginationQuery,
  viewerId?: number,
): Promise<ListPage<Review>> {
  const viewer = KINDS[kind].publicListIsShared ? undefined : viewerId;
  const [exists, reviews] = await Promise.all([
    repo.subjectExists(ctx.db, kind, subjectId),
    readList(
      query,
      {
        rows: (page) => repo.listReviews(ctx.db, kind, subjectId, page, viewer),
        count: () => repo.countReviews(ctx.db, kind, subjectId, viewer),
      },
      toReview,
    ),
  ]);
  if (!exists) throw AppError.notFound(KINDS[kind].notFound);
  return reviews;
}

/** The signed-in user's own review of a subject, or null (the page shows it instead of the form). */
export async function ownReview(
  ctx: AppContext,
  kind: ReviewedKind,
  subjectId: number,
  userId: number,
): Promise<Review | null> {
  const row = await repo.findUserReview(ctx.db, kind, subjectId, userId);
  return row ? toReview(row) : null;
}

/**
 * Why a user may not review a subject yet, or null when they may: the subject deleted, a review
 * already written, or no experience of it. The web shows the sentence where the button would be.
 */
async function refusal(db: Executor, kind: ReviewedKind, subjectId: number, userId: number, now: Date) {
  const k = KINDS[kind];
  if (!(await repo.subjectIsLive(db, kind, subjectId))) return REVIEW_SUBJECT_GONE[kind];
  if (await repo.reviewExists(db, kind, subjectId, userId)) return k.alreadyReviewed;
  if (!(await k.experienced(db, subjectId, userId, now))) return REVIEW_NEEDS_EXPERIENCE[kind];
  return null;
}

export async function eligibility(
  ctx: AppContext,
  kind: ReviewedKind,
  subjectId: number,
  userId: number,
): Promise<ReviewEligibility> {
  if (!(await repo.subjectExists(ctx.db, kind, subjectId))) throw AppError.notFound(KINDS[kind].notFound);
  const reason = await refusal(ctx.db, kind, subjectId, userId, ctx.clock.now());
  return { canReview: reason === null, reason };
}

/**
 * Writes a review and recomputes the subject's rating and count in the same transaction. The
 * subject's row is locked first, so reviews written at once each see the others.
 */
export async function addReview(
  ctx: AppContext,
  kind: ReviewedKind,
  subjectId: number,
  userId: number,
  input: { rating: number; comment: string },
): Promise<Review> {
  const k = KINDS[kind];
  const now = ctx.clock.now();
  let id: number;
  try {
    id = await writeCatalog(ctx, [kind], async (tx) => {
      if (!(await repo.lockLiveSubject(tx, kind, subjectId))) throw AppError.notFound(k.notFound);
      if (await repo.reviewExists(tx, kind, subjectId, userId)) throw AppError.conflict(k.alreadyReviewed);
      if (!(await k.experienced(tx, subjectId, userId, now)))
        throw AppError.forbidden(REVIEW_NEEDS_EXPERIENCE[kind]);
      const reviewId = await repo.insertReview(tx, kind, { subjectId, userId, ...input, now });
      await repo.recomputeRating(tx, kind, subjectId);
      return reviewId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(k.alreadyReviewed);
    throw error;
  }
  return reviewById(ctx.db, kind, id);
}

/** Locks the user's own review: 404 when there is none, 403 when it is another user's. */
async function lockOwnReview(tx: Executor, kind: ReviewedKind, reviewId: number, userId: number) {
  const review = await repo.lockReview(tx, kind, reviewId);
  if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
  if (review.userId !== userId) throw AppError.forbidden(NOT_YOUR_REVIEW);
  return review;
}

/** Edits the author's own merchandise review (tutor reviews are written once). */
export async function updateReview(
  ctx: AppContext,
  kind: 'merchandise',
  reviewId: number,
  userId: number,
  input: { rating: number; comment: string },
): Promise<Review> {
  await writeCatalog(ctx, [kind], async (tx) => {
    const review = await lockOwnReview(tx, kind, reviewId, userId);
    await repo.updateReview(tx, kind, reviewId, { ...input, now: ctx.clock.now() });
    await repo.recomputeRating(tx, kind, review.subjectId);
  });
  return reviewById(ctx.db, kind, reviewId);
}

export async function deleteReview(ctx: AppContext, kind: ReviewedKind, reviewId: number, userId: number) {
  await writeCatalog(ctx, [kind], async (tx) => {
    const review = await lockOwnReview(tx, kind, reviewId, userId);
    await repo.deleteReview(tx, kind, reviewId);
    await repo.deleteReportsOf(tx, kind, [reviewId]);
    await repo.recomputeRating(tx, kind, review.subjectId);
  });
}

/** Every review a user wrote, of both kinds (the account export). */
export async function reviewerData(ctx: AppContext, userId: number) {
  const [tutorReviews, merchandiseReviews] = await Promise.all([
    repo.reviewsOfUser(ctx.db, 'tutors', userId),
    repo.reviewsOfUser(ctx.db, 'merchandise', userId),
  ]);
  return { tutorReviews, merchandiseReviews };
}

/**
 * Removes every review of a user whose account is being deleted and recomputes the subjects'
 * ratings, in the caller's transaction; the caller invalidates the catalog scopes after it.
 */
export async function removeReviewsOf(tx: Executor, userId: number): Promise<void> {
  for (const kind of ['tutors', 'merchandise'] as const) {
    const { reviewIds, subjectIds } = await repo.deleteReviewsOfUser(tx, kind, userId);
    await repo.deleteReportsOf(tx, kind, reviewIds);
    for (const subjectId of subjectIds) await repo.recomputeRating(tx, kind, subjectId);
  }
}

// ------------------------------------------------------------------ reports

/** Any signed-in user reports a review someone else wrote, once (docs/rules.md#promises-kept). */
export async function reportReview(
  ctx: AppContext,
  kind: ReviewedKind,
  reviewId: number,
  userId: number,
  reason: string,
): Promise<void> {
  const review = await repo.reviewSubject(ctx.db, kind, reviewId);
  if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
  if (review.userId === userId) throw AppError.forbidden(OWN_REVIEW_REPORT);
  try {
    await repo.insertReport(ctx.db, { kind, reviewId, userId, reason, now: ctx.clock.now() });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(ALREADY_REPORTED);
    throw error;
  }
}

/** The admin's queue: every review with open reports, oldest report first, its reasons gathered. */
export async function reportedReviews(ctx: AppContext): Promise<ReportedReview[]> {
  const queue = new Map<string, ReportedReview>();
  for (const kind of ['tutors', 'merchandise'] as const) {
    for (const row of await repo.openReports(ctx.db, kind)) {
      const key = `${kind}:${row.review.id}`;
      const entry = queue.get(key) ?? {
        kind,
        id: row.review.id,
        itemId: row.review.subjectId,
        itemName: row.itemName,
        username: row.review.username,
        rating: row.review.rating,
        comment: row.review.comment,
        dateSubmitted: row.review.dateSubmitted.toISOString(),
        reports: [],
      };
      entry.reports.push({ reason: row.reason, reportedAt: row.reportedAt.toISOString() });
      queue.set(key, entry);
    }
  }
  return [...queue.values()];
}

/** Keeps a reported review (its reports closed) or removes it (hidden, the rating recomputed). */
export async function decideReport(
  ctx: AppContext,
  kind: ReviewedKind,
  reviewId: number,
  decision: ReportDecisionInput['decision'],
  adminId: number,
): Promise<void> {
  const now = ctx.clock.now();
  await writeCatalog(ctx, [kind], async (tx) => {
    const review = await repo.lockReview(tx, kind, reviewId);
    if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
    const closed = await repo.resolveReports(
      tx,
      kind,
      reviewId,
      decision === 'keep' ? 'kept' : 'removed',
      now,
    );
    if (closed === 0) throw AppError.notFound(NO_OPEN_REPORTS);
    if (decision === 'remove') {
      await repo.setReviewHidden(tx, kind, reviewId, { at: now, by: adminId });
      await repo.recomputeRating(tx, kind, review.subjectId);
    }
  });
}

// ------------------------------------------------------------------ moderation

function toAdminReview(row: repo.ReviewRow): AdminReview {
  const { hiddenAt, dateSubmitted, subjectId, ...rest } = row;
  return {
    ...rest,
    itemId: subjectId,
    dateSubmitted: dateSubmitted.toISOString(),
    hidden: hiddenAt !== null,
  };
}

/** Every review of a subject for the moderator, hidden ones too. */
export async function moderatedReviews(ctx: AppContext, kind: ReviewedKind, subjectId: number) {
  return (await repo.listAllReviews(ctx.db, kind, subjectId)).map(toAdminReview);
}

/** Hides (or shows again) a review; the subject's rating is recomputed without hidden reviews. */
export async function setReviewHidden(
  ctx: AppContext,
  kind: ReviewedKind,
  reviewId: number,
  hidden: { at: Date; by: number } | null,
): Promise<AdminReview> {
  const subjectId = await writeCatalog(ctx, [kind], async (tx) => {
    const id = await repo.setReviewHidden(tx, kind, reviewId, hidden);
    if (id !== undefined) await repo.recomputeRating(tx, kind, id);
    return id;
  });
  const row = subjectId === undefined ? undefined : await repo.findReview(ctx.db, kind, reviewId);
  if (!row) throw AppError.notFound('No such review');
  return toAdminReview(row);
}
