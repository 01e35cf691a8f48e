import { and, asc, count, desc, eq, type InferColumnsDataTypes, inArray, type SQL, sql } from 'drizzle-orm';
import type { TutorListFilters } from '#contract/tutors.ts';
import type { Executor } from '#server/db/client.ts';
import { tutorHours, tutors } from '#server/db/schema/index.ts';
import { containsText } from '#server/db/search.ts';
import type { RowsPage } from '#server/lib/lists.ts';

/** The tutor's grade level that matches every grade filter. */
export const ALL_GRADES = 'All Grades';

const tutorColumns = {
  id: tutors.id,
  name: tutors.name,
  imageUrl: tutors.imageUrl,
  bio: tutors.bio,
  bioEs: tutors.bioEs,
  subjects: tutors.subjects,
  gradeLevel: tutors.gradeLevel,
  sessionType: tutors.sessionType,
  availability: tutors.availability,
  timeZone: tutors.timeZone,
  rating: tutors.rating,
  ratingCount: tutors.ratingCount,
  // The tutor's own hours, null for a tutor without (read with a left join of tutor_hours).
  hoursWeekly: tutorHours.weekly,
  hoursTimeOff: tutorHours.timeOff,
  hoursSessionTypes: tutorHours.sessionTypes,
};

/** A row as the select of `tutorColumns` answers it, inferred from the schema (hours left-joined). */
export type TutorRow = Omit<
  InferColumnsDataTypes<typeof tutorColumns>,
  'hoursWeekly' | 'hoursTimeOff' | 'hoursSessionTypes'
> & {
  hoursWeekly: StoredHours['weekly'] | null;
  hoursTimeOff: StoredHours['timeOff'] | null;
  hoursSessionTypes: string[] | null;
};

function filterConditions(filters: Omit<TutorListFilters, 'limit' | 'offset'>): SQL[] {
  const conditions: SQL[] = [eq(tutors.isActive, true)];
  if (filters.q)
    conditions.push(containsText(filters.q, [tutors.name, tutors.subjects, tutors.bio, tutors.bioEs]));
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
      .leftJoin(tutorHours, eq(tutorHours.tutorId, tutors.id))
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
    .leftJoin(tutorHours, eq(tutorHours.tutorId, tutors.id))
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

/** A tutor's own hours as stored, or null for a tutor who keeps the windows of their options. */
export interface StoredHours {
  weekly: { day: number; from: string; to: string }[];
  timeOff: { from: string; to: string }[];
  sessionTypes: string[];
}

/** The own hours of a row read with `tutorColumns`. */
export function hoursOfRow(row: Pick<TutorRow, 'hoursWeekly' | 'hoursTimeOff' | 'hoursSessionTypes'>) {
  if (!row.hoursWeekly || !row.hoursTimeOff || !row.hoursSessionTypes) return null;
  return { weekly: row.hoursWeekly, timeOff: row.hoursTimeOff, sessionTypes: row.hoursSessionTypes };
}

/** What a booking checks of a tutor: their session types and hours. */
export type BookableTutor = Pick<TutorRow, 'name' | 'sessionType' | 'availability' | 'timeZone'> & {
  hours: StoredHours | null;
};

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
  if (!row) return undefined;
  return { ...row, hours: await findOwnHours(tx, id) };
}

export async function findOwnHours(db: Executor, tutorId: number): Promise<StoredHours | null> {
  const [row] = await db
    .select({ weekly: tutorHours.weekly, timeOff: tutorHours.timeOff, sessionTypes: tutorHours.sessionTypes })
    .from(tutorHours)
    .where(eq(tutorHours.tutorId, tutorId));
  return row ?? null;
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
  | 'name'
  | 'imageUrl'
  | 'bio'
  | 'bioEs'
  | 'subjects'
  | 'gradeLevel'
  | 'sessionType'
  | 'availability'
  | 'timeZone'
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
    .leftJoin(tutorHours, eq(tutorHours.tutorId, tutors.id))
    .where(
      and(
        notDeleted,
        q ? containsText(q, [tutors.name, tutors.subjects, tutors.bio, tutors.bioEs]) : undefined,
      ),
    )
    .orderBy(desc(tutors.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function adminCountTutors(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tutors)
    .where(
      and(
        notDeleted,
        q ? containsText(q, [tutors.name, tutors.subjects, tutors.bio, tutors.bioEs]) : undefined,
      ),
    );
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
