import { and, asc, count, desc, eq, type InferColumnsDataTypes, inArray, type SQL, sql } from 'drizzle-orm';
import type { TutorListFilters } from '#contract/tutors.ts';
import type { Executor } from '../../db/client';
import { tutors } from '../../db/schema';
import { containsText } from '../../db/search';
import type { RowsPage } from '../../lib/lists';

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
  page: RowsPage,
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
  page: RowsPage,
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

/** A new tutor starts with no rating (docs/product.md#entities: rating 0, ratingCount 0). */
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

/** Makes `userId` the account of the tutor profile (the browser tests' stand-in for an invitation). */
export async function setTutorAccount(db: Executor, tutorId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(tutors)
    .set({ userId })
    .where(eq(tutors.id, tutorId))
    .returning({ id: tutors.id });
  return rows.length > 0;
}
