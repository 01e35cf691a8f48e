// The notes tutors write after a lesson, as the tutors feature keeps them
// (docs/tutoring.md#notes-and-practice-after-a-lesson). What a note's practice names and whether
// it is done is read across features in src/server/cross-feature/lesson-notes.
import type { AppContext } from '../../app-context';
import * as repo from './lesson-notes.repository';

export type { NoteRow, PracticeRow } from './lesson-notes.repository';

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
