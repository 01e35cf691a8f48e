// The note a tutor writes after a completed lesson, with up to three things to practise, and
// what the learner has done of them (docs/tutoring.md#notes-and-practice-after-a-lesson).
import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';
import { SESSION_STATUSES } from './sessions.ts';

export const NOTE_TEXT_MAX = 2000;
export const MAX_PRACTICE_ITEMS = 3;
export const NOTE_NEEDS_COMPLETED_LESSON =
  'You can write a note once the lesson is marked completed. Mark it completed first.';
export const SAME_PRACTICE_TWICE = 'Each practice item can be set only once';

export const GamePracticeInputSchema = z.object({
  kind: z.literal('game'),
  gameId: IdSchema,
  level: z
    .number({ error: 'Choose a level' })
    .int('Choose a level')
    .min(1, 'Choose a level')
    .max(50, 'Choose a level'),
});
export const ArticlePracticeInputSchema = z.object({ kind: z.literal('article'), articleId: IdSchema });

/** One thing to practise: finish a level of a game, or read an article. */
export const PracticeInputSchema = z.discriminatedUnion('kind', [
  GamePracticeInputSchema,
  ArticlePracticeInputSchema,
]);
export type PracticeInput = z.infer<typeof PracticeInputSchema>;

/** What a practice item is, as a key: the same item set twice is one item. */
export function practiceKey(item: PracticeInput): string {
  return item.kind === 'game' ? `game:${item.gameId}:${item.level}` : `article:${item.articleId}`;
}

export const LessonNoteInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write a note for the learner')
    .max(NOTE_TEXT_MAX, `The note must be at most ${NOTE_TEXT_MAX} characters`),
  practice: z
    .array(PracticeInputSchema)
    .max(MAX_PRACTICE_ITEMS, `Set at most ${MAX_PRACTICE_ITEMS} practice items`)
    .refine((items) => new Set(items.map(practiceKey)).size === items.length, SAME_PRACTICE_TWICE),
});
export type LessonNoteInput = z.infer<typeof LessonNoteInputSchema>;

const PracticeShownFields = {
  /** The game's or the article's title. */
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** Done after the note was first posted: a finished level, or a read. */
  done: z.boolean(),
};

export const PracticeItemSchema = z.discriminatedUnion('kind', [
  GamePracticeInputSchema.extend({ ...PracticeShownFields, levelName: z.string() }),
  ArticlePracticeInputSchema.extend(PracticeShownFields),
]);
export type PracticeItem = z.infer<typeof PracticeItemSchema>;

/** A note as the learner, their parents and the tutor read it. */
export const LessonNoteSchema = z.object({
  id: IdSchema,
  sessionId: IdSchema,
  tutorName: z.string(),
  tutorImageUrl: z.string().nullable(),
  subject: z.string(),
  /** When the lesson started. */
  lessonAt: DateTimeSchema,
  text: z.string(),
  /** When the note was first posted: practice counts from here. */
  postedAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  practice: z.array(PracticeItemSchema),
});
export type LessonNote = z.infer<typeof LessonNoteSchema>;

/** The tutor's page of one session's note: the lesson, and its note once written. */
export const SessionNotePageSchema = z.object({
  sessionId: IdSchema,
  subject: z.string(),
  startsAt: DateTimeSchema,
  status: z.enum(SESSION_STATUSES),
  /** The first word of the learner's name, nothing more. */
  learnerFirstName: z.string(),
  note: LessonNoteSchema.nullable(),
});
export type SessionNotePage = z.infer<typeof SessionNotePageSchema>;

/** How many of a note's practice items are done, in words: "1 of 2 done". */
export function practiceDoneWords(practice: readonly { done: boolean }[]): string {
  return `${practice.filter((p) => p.done).length} of ${practice.length} done`;
}
