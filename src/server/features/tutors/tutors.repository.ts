import type { TutorListFilters } from '@contract/tutors';
import {
  and,
  asc,
  count,
  desc,
  eq,
  type InferColumnsDataTypes,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tutorReviews, tutors, users } from '../../db/schema';

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
  rating: tutors.rating,
  ratingCount: tutors.ratingCount,
};

/** A row as the select of `tutorColumns` answers it, inferred from the schema. */
export type TutorRow = InferColumnsDataTypes<typeof tutorColumns>;

/** `%`, `_` and `\` in search text are literal characters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(filters: Omit<TutorListFilters, 'limit' | 'offset'>): SQL[] {
  const conditions: SQL[] = [eq(tutors.isActive, true)];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const matches = or(
      sql`${tutors.name} ilike ${pattern}`,
      sql`${tutors.subjects} ilike ${pattern}`,
      sql`${tutors.bio} ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
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
  const [row] = await tx
    .select({ id: tutors.id })
    .from(tutors)
    .where(and(eq(tutors.id, id), eq(tutors.isActive, true)))
    .for('no key update');
  return row !== undefined;
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
  username: users.username,
};

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
    .where(eq(tutorReviews.tutorId, tutorId))
    .orderBy(desc(tutorReviews.dateSubmitted), desc(tutorReviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReviews(db: Executor, tutorId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tutorReviews)
    .where(eq(tutorReviews.tutorId, tutorId));
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

/** Sets a tutor's rating (average of its reviews, one decimal) and count from its reviews. */
export async function recomputeRating(db: Executor, tutorId: number) {
  await db
    .update(tutors)
    .set({
      rating: sql`coalesce((select round(avg(${tutorReviews.rating}), 1) from ${tutorReviews}
        where ${tutorReviews.tutorId} = ${tutorId}), 0)`,
      ratingCount: sql`(select count(*) from ${tutorReviews} where ${tutorReviews.tutorId} = ${tutorId})`,
    })
    .where(eq(tutors.id, tutorId));
}
