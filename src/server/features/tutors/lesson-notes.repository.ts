// The notes tutors write after a lesson and their practice items
// (docs/tutoring.md#notes-and-practice-after-a-lesson). Each function takes the database or the
// caller's transaction.
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { lessonNotes, lessonPracticeItems, tutorSessions, tutors, users } from '#server/db/schema/index.ts';

/** A session as its note's page needs it: the lesson, its tutor and its learner's name. */
export async function findSessionForNote(db: Executor, sessionId: number) {
  const [row] = await db
    .select({
      id: tutorSessions.id,
      tutorId: tutorSessions.tutorId,
      userId: tutorSessions.userId,
      status: tutorSessions.status,
      subject: tutorSessions.subject,
      startsAt: tutorSessions.startsAt,
      learnerName: users.name,
      learnerUsername: users.username,
    })
    .from(tutorSessions)
    .innerJoin(users, eq(users.id, tutorSessions.userId))
    .where(eq(tutorSessions.id, sessionId));
  return row;
}

export type PracticeRow = {
  kind: 'game' | 'article';
  gameId: number | null;
  level: number | null;
  articleId: number | null;
};

/** Writes a session's note (a new one, or the text of the one there, keeping when it was first posted) and replaces its items. */
export async function saveNote(
  tx: Executor,
  note: { sessionId: number; text: string; items: PracticeRow[]; at: Date },
): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(lessonNotes)
    .values({ sessionId: note.sessionId, text: note.text, createdAt: note.at, updatedAt: note.at })
    .onConflictDoUpdate({ target: lessonNotes.sessionId, set: { text: note.text, updatedAt: note.at } })
    // A row that was inserted has xmax 0; an updated one does not.
    .returning({ id: lessonNotes.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('insert into lesson_notes returned no row');
  await tx.delete(lessonPracticeItems).where(eq(lessonPracticeItems.noteId, row.id));
  if (note.items.length > 0)
    await tx
      .insert(lessonPracticeItems)
      .values(note.items.map((item, position) => ({ ...item, noteId: row.id, position })));
  return row;
}

const noteColumns = {
  id: lessonNotes.id,
  sessionId: lessonNotes.sessionId,
  text: lessonNotes.text,
  createdAt: lessonNotes.createdAt,
  updatedAt: lessonNotes.updatedAt,
  learnerId: tutorSessions.userId,
  tutorId: tutorSessions.tutorId,
  tutorName: tutors.name,
  tutorImageUrl: tutors.imageUrl,
  subject: tutorSessions.subject,
  lessonAt: tutorSessions.startsAt,
};

function selectNotes(db: Executor, where: SQL | undefined, limit?: number) {
  const query = db
    .select(noteColumns)
    .from(lessonNotes)
    .innerJoin(tutorSessions, eq(tutorSessions.id, lessonNotes.sessionId))
    .innerJoin(tutors, eq(tutors.id, tutorSessions.tutorId))
    .where(where)
    .orderBy(desc(tutorSessions.startsAt), desc(lessonNotes.id));
  return limit === undefined ? query : query.limit(limit);
}

export type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

/** The notes of these sessions. */
export function notesOfSessions(db: Executor, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return selectNotes(db, inArray(lessonNotes.sessionId, [...sessionIds]));
}

/** A learner's latest notes, the latest lesson first. */
export function latestNotesOf(db: Executor, learnerId: number, limit: number) {
  return selectNotes(db, eq(tutorSessions.userId, learnerId), limit);
}

/** The notes first posted since an instant to any of these learners (the weekly digest). */
export function notesPostedSince(db: Executor, learnerIds: readonly number[], since: Date) {
  if (learnerIds.length === 0) return Promise.resolve([]);
  return selectNotes(
    db,
    and(inArray(tutorSessions.userId, [...learnerIds]), gte(lessonNotes.createdAt, since)),
  );
}

/** The practice items of these notes, in each note's order. */
export function itemsOfNotes(db: Executor, noteIds: readonly number[]) {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      noteId: lessonPracticeItems.noteId,
      kind: lessonPracticeItems.kind,
      gameId: lessonPracticeItems.gameId,
      level: lessonPracticeItems.level,
      articleId: lessonPracticeItems.articleId,
    })
    .from(lessonPracticeItems)
    .where(inArray(lessonPracticeItems.noteId, [...noteIds]))
    .orderBy(asc(lessonPracticeItems.noteId), asc(lessonPracticeItems.position));
}
