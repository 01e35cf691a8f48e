// The note a tutor writes after a completed lesson and the practice it sets
// (docs/tutoring.md#notes-and-practice-after-a-lesson).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { createdAt, tstz } from './columns.ts';
import { games } from './games.ts';
import { tutorSessions } from './tutors.ts';

/** One note per session; editing replaces its text and keeps `createdAt`, from which practice counts. */
export const lessonNotes = pgTable(
  'lesson_notes',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tutorSessions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_notes_session_id_key').on(t.sessionId),
    index('lesson_notes_created_at_idx').on(t.createdAt),
  ],
);

/** A thing to practise: a level of a game, or an article; in the order the tutor set them. */
export const lessonPracticeItems = pgTable(
  'lesson_practice_items',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => lessonNotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['game', 'article'] }).notNull(),
    gameId: integer('game_id').references(() => games.id),
    level: integer('level'),
    articleId: integer('article_id').references(() => articles.id),
  },
  (t) => [
    uniqueIndex('lesson_practice_items_note_position_key').on(t.noteId, t.position),
    index('lesson_practice_items_game_id_idx').on(t.gameId),
    index('lesson_practice_items_article_id_idx').on(t.articleId),
    check(
      'lesson_practice_items_kind_fields',
      sql`(${t.kind} = 'game' and ${t.gameId} is not null and ${t.level} is not null and ${t.articleId} is null)
        or (${t.kind} = 'article' and ${t.articleId} is not null and ${t.gameId} is null and ${t.level} is null)`,
    ),
  ],
);
