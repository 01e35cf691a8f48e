// The notes tutors write after a lesson, as the tutors feature keeps them
// (docs/tutoring.md#notes-and-practice-after-a-lesson). What a note's practice names and whether
// it is done is read across features in src/server/cross-feature/lesson-notes.
import { MAX_UNPAGED_ROWS } from '#contract/common.ts';
import type { AppContext } from '#server/app-context.ts';
import * as repo from './lesson-notes.repository.ts';

export type { NoteRow, PracticeRow } from './lesson-notes.repository.ts';

export function sessionForNote(ctx: Pick<AppContext, 'db'>, sessionId: number) {
  return repo.findSessionForNote(ctx.db, sessionId);
}

/** Writes a session's note and its practice in one transaction; `created` on its first posting. */
export function saveNote(
  ctx: Pick<AppContext, 'db'>,
  note: { sessionId: number; text: string; items: repo.PracticeRow[]; at: Date },
) {
  return ctx.db.transaction((tx) => repo.saveNote(tx, note));
}

export function notesOfSessions(ctx: Pick<AppContext, 'db'>, sessionIds: readonly number[]) {
  return repo.notesOfSessions(ctx.db, sessionIds);
}

export function latestNotesOf(ctx: Pick<AppContext, 'db'>, learnerId: number, limit: number) {
  return repo.latestNotesOf(ctx.db, learnerId, limit);
}

export function notesPostedSince(ctx: Pick<AppContext, 'db'>, learnerIds: readonly number[], since: Date) {
  return repo.notesPostedSince(ctx.db, learnerIds, since);
}

export function practiceOfNotes(ctx: Pick<AppContext, 'db'>, noteIds: readonly number[]) {
  return repo.itemsOfNotes(ctx.db, noteIds);
}

/** Every note a learner was written, with its practice items (the account export). */
export async function learnerNotesData(ctx: Pick<AppContext, 'db'>, learnerId: number) {
  const notes = await repo.latestNotesOf(ctx.db, learnerId, MAX_UNPAGED_ROWS);
  const items = await repo.itemsOfNotes(
    ctx.db,
    notes.map((n) => n.id),
  );
  return notes.map((note) => ({
    id: note.id,
    sessionId: note.sessionId,
    tutor: note.tutorName,
    subject: note.subject,
    text: note.text,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
    practice: items.filter((i) => i.noteId === note.id).map(({ noteId: _note, ...item }) => item),
  }));
}
