// A tutor's note after a lesson and the practice it sets, read with what the learner has done of
// it (docs/tutoring.md#notes-and-practice-after-a-lesson). It reads across features: the note
// and its session are the tutors feature's, a game's levels and the rounds that finish them the
// games feature's, the reads the articles feature's, and who hears of a note the family's.
import {
  type LessonNote,
  type LessonNoteInput,
  NOTE_NEEDS_COMPLETED_LESSON,
  type PracticeItem,
  type SessionNotePage,
} from '#contract/lesson-notes.ts';
import type { TeachSession, TeachSessionsQuery } from '#contract/teach.ts';
import type { AppContext } from '#server/app-context.ts';
import { findAccount } from '#server/features/accounts/accounts.service.ts';
import { articleCards, readsAfter } from '#server/features/articles/articles.service.ts';
import { familyRecipients } from '#server/features/family/family.service.ts';
import { gameCards } from '#server/features/games/catalog.service.ts';
import { levelsFinishedAfter } from '#server/features/games/player-facts.service.ts';
import * as notes from '#server/features/tutors/lesson-notes.service.ts';
import { listTeachSessions } from '#server/features/tutors/teach.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { greetingTo, renderEmail } from '#server/lib/email-template.ts';
import { translate, translateOption } from '#server/lib/i18n.ts';

const SESSION_NOT_FOUND = 'Session not found';
/** The notes a learner's dashboard and their parents' settings show. */
export const NOTES_SHOWN = 5;

type ReadContext = Pick<AppContext, 'db'>;

/** The first word of a learner's name: all a tutor is told (docs/tutoring.md). */
function firstName(name: string, username: string): string {
  return name.trim().split(/\s+/)[0] || username;
}

/** The tutor's own session, or 404 (another tutor's session is not told apart from none). */
async function ownSession(ctx: ReadContext, tutorId: number, sessionId: number) {
  const session = await notes.sessionForNote(ctx, sessionId);
  if (!session || session.tutorId !== tutorId) throw AppError.notFound(SESSION_NOT_FOUND);
  return session;
}

/**
 * The notes of these rows with their practice and what is done: a fixed number of queries for
 * any number of notes (the items, the games, the articles, the finished levels, the reads).
 */
async function withPractice(ctx: ReadContext, rows: readonly notes.NoteRow[]): Promise<LessonNote[]> {
  const items = await notes.practiceOfNotes(
    ctx,
    rows.map((r) => r.id),
  );
  const noteOf = new Map(rows.map((r) => [r.id, r]));
  const keyOf = (item: (typeof items)[number], i: number) => `${item.noteId}:${i}`;
  const gameAsks = items.flatMap((item, i) => {
    const note = noteOf.get(item.noteId);
    return item.kind === 'game' && item.gameId !== null && item.level !== null && note
      ? [
          {
            key: keyOf(item, i),
            userId: note.learnerId,
            gameId: item.gameId,
            level: item.level,
            after: note.createdAt,
          },
        ]
      : [];
  });
  const articleAsks = items.flatMap((item, i) => {
    const note = noteOf.get(item.noteId);
    return item.kind === 'article' && item.articleId !== null && note
      ? [{ key: keyOf(item, i), userId: note.learnerId, articleId: item.articleId, after: note.createdAt }]
      : [];
  });
  const [games, articles, finished, read] = await Promise.all([
    gameCards(ctx, [...new Set(gameAsks.map((a) => a.gameId))]),
    articleCards(ctx, [...new Set(articleAsks.map((a) => a.articleId))]),
    levelsFinishedAfter(ctx, gameAsks),
    readsAfter(ctx, articleAsks),
  ]);
  const practice = new Map<number, PracticeItem[]>();
  items.forEach((item, i) => {
    const key = keyOf(item, i);
    let shown: PracticeItem | null = null;
    if (item.kind === 'game' && item.gameId !== null && item.level !== null) {
      const game = games.get(item.gameId);
      shown = {
        kind: 'game',
        gameId: item.gameId,
        level: item.level,
        levelName: game?.levels[item.level - 1]?.name ?? `Level ${item.level}`,
        title: game?.title ?? 'A game',
        imageUrl: game?.imageUrl ?? null,
        done: finished.has(key),
      };
    } else if (item.kind === 'article' && item.articleId !== null) {
      const article = articles.get(item.articleId);
      shown = {
        kind: 'article',
        articleId: item.articleId,
        title: article?.title ?? 'An article',
        imageUrl: article?.imageUrl ?? null,
        done: read.has(key),
      };
    }
    if (shown) practice.set(item.noteId, [...(practice.get(item.noteId) ?? []), shown]);
  });
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.sessionId,
    tutorName: row.tutorName,
    tutorImageUrl: row.tutorImageUrl,
    subject: row.subject,
    lessonAt: row.lessonAt.toISOString(),
    text: row.text,
    postedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    practice: practice.get(row.id) ?? [],
  }));
}

/** Each session's note with its practice and what is done, by session id (what /teach lists). */
export async function notesForSessions(
  ctx: ReadContext,
  sessionIds: readonly number[],
): Promise<Map<number, LessonNote>> {
  const shown = await withPractice(ctx, await notes.notesOfSessions(ctx, sessionIds));
  return new Map(shown.map((note) => [note.sessionId, note]));
}

/**
 * GET /api/teach/sessions: the tutor's sessions, each completed lesson with its note and what the
 * learner has done of it, in the same fixed number of queries however long the list.
 */
export async function teachSessionsWithNotes(
  ctx: AppContext,
  tutorId: number,
  query: TeachSessionsQuery,
): Promise<TeachSession[]> {
  const sessions = await listTeachSessions(ctx, tutorId, query);
  const noted = await notesForSessions(
    ctx,
    sessions.filter((s) => s.status === 'completed').map((s) => s.id),
  );
  return sessions.map((s) => ({ ...s, note: noted.get(s.id) ?? null }));
}

/** GET /api/teach/sessions/{id}/note: the tutor's own session and its note. */
export async function sessionNotePage(
  ctx: ReadContext,
  tutorId: number,
  sessionId: number,
): Promise<SessionNotePage> {
  const session = await ownSession(ctx, tutorId, sessionId);
  const note = (await notesForSessions(ctx, [sessionId])).get(sessionId) ?? null;
  return {
    sessionId: session.id,
    subject: session.subject,
    startsAt: session.startsAt.toISOString(),
    status: session.status,
    learnerFirstName: firstName(session.learnerName, session.learnerUsername),
    note,
  };
}

/** Each item names something that is there: an active game with that level, an active article. */
async function refuseUnknownPractice(ctx: ReadContext, practice: LessonNoteInput['practice']) {
  const [games, articles] = await Promise.all([
    gameCards(
      ctx,
      practice.flatMap((p) => (p.kind === 'game' ? [p.gameId] : [])),
    ),
    articleCards(
      ctx,
      practice.flatMap((p) => (p.kind === 'article' ? [p.articleId] : [])),
    ),
  ]);
  practice.forEach((item, i) => {
    if (item.kind === 'game') {
      const game = games.get(item.gameId);
      if (!game?.isActive) throw AppError.invalidField(`practice.${i}.gameId`, 'We could not find that game');
      if (!game.levels[item.level - 1])
        throw AppError.invalidField(
          `practice.${i}.level`,
          game.levels.length === 0
            ? `${game.title} has no levels to set`
            : `${game.title} has levels 1 to ${game.levels.length}`,
        );
    } else if (!articles.get(item.articleId)?.isActive)
      throw AppError.invalidField(`practice.${i}.articleId`, 'We could not find that article');
  });
}

/**
 * PUT /api/teach/sessions/{id}/note: the session's tutor writes the note after a completed lesson,
 * or replaces it (its practice counts from its first posting). The first posting mails the family.
 */
export async function saveSessionNote(
  ctx: AppContext,
  tutorId: number,
  sessionId: number,
  input: LessonNoteInput,
): Promise<LessonNote> {
  const session = await ownSession(ctx, tutorId, sessionId);
  if (session.status !== 'completed') throw AppError.conflict(NOTE_NEEDS_COMPLETED_LESSON);
  await refuseUnknownPractice(ctx, input.practice);
  const saved = await notes.saveNote(ctx, {
    sessionId,
    text: input.text,
    items: input.practice.map((p) =>
      p.kind === 'game'
        ? { kind: 'game' as const, gameId: p.gameId, level: p.level, articleId: null }
        : { kind: 'article' as const, gameId: null, level: null, articleId: p.articleId },
    ),
    at: ctx.clock.now(),
  });
  const note = (await notesForSessions(ctx, [sessionId])).get(sessionId);
  if (!note) throw new Error(`lesson note of session ${sessionId} not found after saving it`);
  if (saved.created) await mailFamily(ctx, session.userId, note);
  return note;
}

/** The learner's family hears of a new note: their own address, and a managed child's parents. */
async function mailFamily(ctx: AppContext, learnerId: number, note: LessonNote) {
  const learner = await findAccount(ctx, learnerId);
  if (!learner) return;
  const name = firstName(learner.name, learner.username);
  for (const to of await familyRecipients(ctx, learner)) {
    const lang = to.locale;
    const things = note.practice.length;
    const values = { tutor: note.tutorName, whose: to.isSelf ? 'self' : 'child', child: name };
    await ctx.mailer.send({
      to: to.email,
      ...renderEmail({
        subject: translate(lang, 'mail.noteSubject', values),
        greeting: greetingTo(to.name, lang),
        paragraphs: [
          translate(lang, 'mail.noteText', { ...values, subject: translateOption(lang, note.subject) }),
          things === 0
            ? translate(lang, 'mail.noteReadIt')
            : translate(lang, 'mail.notePractice', { things }),
        ],
        action: to.isSelf
          ? { label: translate(lang, 'mail.openMyDashboard'), url: `${ctx.config.publicUrl}/user-panel` }
          : {
              label: translate(lang, 'mail.openParentSettings'),
              url: `${ctx.config.publicUrl}/user-panel?tab=parent`,
            },
        lang,
      }),
    });
  }
}

/** GET /api/lesson-notes and a parent's view of a child: the learner's latest notes. */
export async function notesOfLearner(ctx: ReadContext, learnerId: number): Promise<LessonNote[]> {
  return withPractice(ctx, await notes.latestNotesOf(ctx, learnerId, NOTES_SHOWN));
}

/** The notes first posted since an instant to each of these learners (the weekly digest). */
export async function notesPostedSince(
  ctx: ReadContext,
  learnerIds: readonly number[],
  since: Date,
): Promise<Map<number, LessonNote[]>> {
  const rows = await notes.notesPostedSince(ctx, learnerIds, since);
  const shown = await withPractice(ctx, rows);
  const byLearner = new Map<number, LessonNote[]>();
  rows.forEach((row, i) => {
    const note = shown[i];
    if (note) byLearner.set(row.learnerId, [...(byLearner.get(row.learnerId) ?? []), note]);
  });
  return byLearner;
}
