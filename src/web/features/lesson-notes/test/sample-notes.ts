// Notes as the server answers them, for the component tests.
import type { LessonNote, SessionNotePage } from '#contract/lesson-notes.ts';

export function aNote(overrides: Partial<LessonNote> = {}): LessonNote {
  return {
    id: 1,
    sessionId: 7,
    tutorName: 'Amara Okafor',
    tutorImageUrl: null,
    subject: 'Reading',
    lessonAt: '2026-11-20T16:00:00.000Z',
    text: 'You read so well today!',
    postedAt: '2026-11-20T17:05:00.000Z',
    updatedAt: '2026-11-20T17:05:00.000Z',
    practice: [
      {
        kind: 'game',
        gameId: 4,
        level: 2,
        levelName: 'Long Vowels',
        title: 'Word Trail',
        imageUrl: null,
        done: true,
      },
      { kind: 'article', articleId: 9, title: 'Why leaves are green', imageUrl: null, done: false },
    ],
    ...overrides,
  };
}

export function aSessionPage(overrides: Partial<SessionNotePage> = {}): SessionNotePage {
  return {
    sessionId: 7,
    subject: 'Reading',
    startsAt: '2026-11-20T16:00:00.000Z',
    status: 'completed',
    learnerFirstName: 'Remy',
    note: null,
    ...overrides,
  };
}
