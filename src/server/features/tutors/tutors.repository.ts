import type { TutorListFilters } from '@contract/tutors';
import {
  and,
  asc,
  count,
  desc,
  eq,
  type InferColumnsDataTypes,
  inArray,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tutorReviews, tutors, users } from '../../db/schema';
import { containsText } from '../../lib/search';

/** The tutor's grade level that matches every grade filter. */
export const ALL_GRADES = 'All Grades';

const tutorColumns = {
  id: tutors.id,
  name: tutors.name,
  imageUrl: tutors.imageUrl,
  bio: tutors.bio,
  subjects: tutors.subjects,
  gradeLevel: tutors.gradeLevel,
  sessionType: tutors.sessionType,
  availability: tutors.availability,
  timeZone: tutors.timeZone,
  rating: tutors.rating,
  ratingCount: tutors.ratingCount,
};

/** A row as the select of `tutorColumns` answers it, inferred from the schema. */
export type TutorRow = InferColumnsDataTypes<typeof tutorColumns>;

function filterConditions(filters: Omit<TutorListFilters, 'limit' | 'offset'>): SQL[] {
  const conditions: SQL[] = [eq(tutors.isActive, true)];
  if (filters.q) conditions.push(containsText(filters.q, [tutors.name, tutors.subjects, tutors.bio]));
  if (filters.subject) {
    // One of the comma-separated subjects, ignoring case: `subject_keys` holds them split and
    // in lower case (a generated column with a GIN index).
    conditions.push(sql`${tutors.subjectKeys} @> array[lower(btrim(${filters.subject}))]::text[]`);
  }
  if (filters.grade) conditions.push(inArray(tutors.gradeLevel, [filters.grade, ALL_GRADES]));
  if (filters.availability) {
    conditions.push(sql`${tutors.availability} @> array[${filters.availability}]::text[]`);
  }
  if (filters.sessionType) conditions.push(eq(tutors.sessionType, filters.sessionType));
  return conditions;
}

/** Active tutors matching the filters, best rated first (then by id, so pages are stable). */
export async function listTutors(
  db: Executor,
  filters: TutorListFilters,
  page: { limit: number; offset: number },
): Promise<TutorRow[]> {
  return (
    db
      .select(tutorColumns)
      .from(tutors)
      .where(and(...filterConditions(filters)))
      // "nulls last" as in tutors_active_rating_idx, so the index gives this order without a sort.
      .orderBy(sql`${tutors.rating} desc nulls last`, asc(tutors.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}

export async function countTutors(db: Executor, filters: TutorListFilters): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tutors)
    .where(and(...filterConditions(filters)));
  return row?.total ?? 0;
}

export async function findActiveTutor(db: Executor, id: number): Promise<TutorRow | undefined> {
  const [row] = await db
    .select(tutorColumns)
    .from(tutors)
    .where(and(eq(tutors.id, id), eq(tutors.isActive, true)));
  return row;
}

/**
 * Locks an active tutor's row for the rest of the transaction, so reviews written at once
 * recompute its rating one after the other, and bookings made at once each see the others when
 * they check for an overlap. "No key update" still lets other rows reference the tutor.
 */
export async function lockActiveTutor(tx: Executor, id: number): Promise<boolean> {
  return (await lockBookableTutor(tx, id)) !== undefined;
}

/** What a booking checks of a tutor: their session type and hours. */
export type BookableTutor = Pick<TutorRow, 'name' | 'sessionType' | 'availability' | 'timeZone'>;

/** lockActiveTutor, answering what a booking checks of the tutor. */
export async function lockBookableTutor(tx: Executor, id: number): Promise<BookableTutor | undefined> {
  const [row] = await tx
    .select({
      name: tutors.name,
      sessionType: tutors.sessionType,
      availability: tutors.availability,
      timeZone: tutors.timeZone,
    })
    .from(tutors)
    .where(and(eq(tutors.id, id), eq(tutors.isActive, true)))
    .for('no key update');
  return row;
}

export async function activeTutorExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tutors.id })
    .from(tutors)
    .where(and(eq(tutors.id, id), eq(tutors.isActive, true)));
  return row !== undefined;
}

// ------------------------------------------------------------------ reviews

const reviewColumns = {
  id: tutorReviews.id,
  tutorId: tutorReviews.tutorId,
  userId: tutorReviews.userId,
  rating: tutorReviews.rating,
  comment: tutorReviews.comment,
  dateSubmitted: tutorReviews.dateSubmitted,
  hiddenAt: tutorReviews.hiddenAt,
  username: users.username,
};

/** Reviews the public sees: not hidden by a moderator. */
const visible = isNull(tutorReviews.hiddenAt);

/** A row as the select of `reviewColumns` answers it, inferred from the schema. */
export type TutorReviewRow = InferColumnsDataTypes<typeof reviewColumns>;

/** A tutor's reviews, newest first, with each reviewer's username (one query, no per-row reads). */
export async function listReviews(
  db: Executor,
  tutorId: number,
  page: { limit: number; offset: number },
): Promise<TutorReviewRow[]> {
  return db
    .select(reviewColumns)
    .from(tutorReviews)
    .innerJoin(users, eq(users.id, tutorReviews.userId))
    .where(and(eq(tutorReviews.tutorId, tutorId), visible))
    .orderBy(desc(tutorReviews.dateSubmitted), desc(tutorReviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReviews(db: Executor, tutorId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tutorReviews)
    .where(and(eq(tutorReviews.tutorId, tutorId), visible));
  return row?.total ?? 0;
}

/** The review a user wrote of a tutor, if any. */
export async function findUserReview(
  db: Executor,
  tutorId: number,
  userId: number,
): Promise<TutorReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(tutorReviews)
    .innerJoin(users, eq(users.id, tutorReviews.userId))
    .where(and(eq(tutorReviews.tutorId, tutorId), eq(tutorReviews.userId, userId)));
  return row;
}

export async function reviewExists(db: Executor, tutorId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tutorReviews.id })
    .from(tutorReviews)
    .where(and(eq(tutorReviews.tutorId, tutorId), eq(tutorReviews.userId, userId)));
  return row !== undefined;
}

export async function insertReview(
  db: Executor,
  review: { tutorId: number; userId: number; rating: number; comment: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(tutorReviews)
    .values({
      tutorId: review.tutorId,
      userId: review.userId,
      rating: review.rating,
      comment: review.comment,
      dateSubmitted: review.now,
    })
    .returning({ id: tutorReviews.id });
  if (!row) throw new Error('insert into tutor_reviews returned no row');
  return row.id;
}

export async function findReview(db: Executor, id: number): Promise<TutorReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(tutorReviews)
    .innerJoin(users, eq(users.id, tutorReviews.userId))
    .where(eq(tutorReviews.id, id));
  return row;
}

/** Sets a tutor's rating (average of its visible reviews, one decimal) and count from them. */
export async function recomputeRating(db: Executor, tutorId: number) {
  const shown = sql`${tutorReviews.tutorId} = ${tutorId} and ${tutorReviews.hiddenAt} is null`;
  await db
    .update(tutors)
    .set({
      rating: sql`coalesce((select round(avg(${tutorReviews.rating}), 1) from ${tutorReviews} where ${shown}), 0)`,
      ratingCount: sql`(select count(*) from ${tutorReviews} where ${shown})`,
    })
    .where(eq(tutors.id, tutorId));
}

// ------------------------------------------------------------------ admin writes

export type TutorValues = Pick<
  typeof tutors.$inferInsert,
  'name' | 'imageUrl' | 'bio' | 'subjects' | 'gradeLevel' | 'sessionType' | 'availability' | 'timeZone'
>;

const notDeleted = eq(tutors.isActive, true);

/** The admin's list: every tutor not deleted, newest first; `q` searches name, subjects and bio. */
export async function adminListTutors(
  db: Executor,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<TutorRow[]> {
  return db
    .select(tutorColumns)
    .from(tutors)
    .where(and(notDeleted, q ? containsText(q, [tutors.name, tutors.subjects, tutors.bio]) : undefined))
    .orderBy(desc(tutors.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function adminCountTutors(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tutors)
    .where(and(notDeleted, q ? containsText(q, [tutors.name, tutors.subjects, tutors.bio]) : undefined));
  return row?.total ?? 0;
}

/** A new tutor starts with no rating (spec section 3: rating 0, ratingCount 0). */
export async function insertTutor(tx: Executor, values: TutorValues): Promise<number> {
  const [row] = await tx.insert(tutors).values(values).returning({ id: tutors.id });
  if (!row) throw new Error('insert into tutors returned no row');
  return row.id;
}

/** Updates a tutor that is not deleted; answers whether there was one. */
export async function updateTutor(tx: Executor, id: number, values: Partial<TutorValues>): Promise<boolean> {
  const rows = await tx
    .update(tutors)
    .set(values)
    .where(and(eq(tutors.id, id), notDeleted))
    .returning({ id: tutors.id });
  return rows.length > 0;
}

/** Deleting hides: bookings and reviews keep the tutor they name. */
export async function hideTutor(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .update(tutors)
    .set({ isActive: false })
    .where(and(eq(tutors.id, id), notDeleted))
    .returning({ id: tutors.id });
  return rows.length > 0;
}

/** Every review of a tutor for the moderator, hidden ones too, newest first. */
export async function adminListReviews(db: Executor, tutorId: number): Promise<TutorReviewRow[]> {
  return db
    .select(reviewColumns)
    .from(tutorReviews)
    .innerJoin(users, eq(users.id, tutorReviews.userId))
    .where(eq(tutorReviews.tutorId, tutorId))
    .orderBy(desc(tutorReviews.dateSubmitted), desc(tutorReviews.id))
    .limit(500);
}

/** Hides or shows a review; answers its tutor's id, or undefined for no such review. */
export async function setReviewHidden(
  tx: Executor,
  reviewId: number,
  hidden: { at: Date; by: number } | null,
): Promise<number | undefined> {
  const [row] = await tx
    .update(tutorReviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenBy: hidden?.by ?? null })
    .where(eq(tutorReviews.id, reviewId))
    .returning({ tutorId: tutorReviews.tutorId });
  return row?.tutorId;
}

// ------------------------------------------------------------------ personal data (DESIGN 9)

/** Every tutor review of one user, hidden ones too (the account export). */
export function reviewsOfUser(db: Executor, userId: number) {
  return db.select().from(tutorReviews).where(eq(tutorReviews.userId, userId)).orderBy(tutorReviews.id);
}

/** Deletes every review of one user; answers the tutors they were about. */
export async function deleteReviewsOfUser(tx: Executor, userId: number): Promise<number[]> {
  const rows = await tx
    .delete(tutorReviews)
    .where(eq(tutorReviews.userId, userId))
    .returning({ tutorId: tutorReviews.tutorId });
  return [...new Set(rows.map((r) => r.tutorId))];
}
