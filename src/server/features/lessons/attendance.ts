// Attendance as the visits add up (docs/lesson-room.md#attendance): each person's visits merged
// (two tabs at once count once) and clipped to the room's window; the lesson was attended when
// the tutor and the learner were in the room together for LESSON_ATTENDED_MINUTES.
import { LESSON_ATTENDED_MINUTES, type LessonAttendee, type LessonRole } from '#contract/lessons.ts';
import type { LessonWindow } from './lesson-window.ts';

const MINUTE_MS = 60_000;

export interface Visit {
  userId: number;
  role: LessonRole;
  name: string;
  joinedAt: Date;
  /** Null while the visit goes on. */
  leftAt: Date | null;
}

type Span = [start: number, end: number];

/** The visits' spans clipped to the window (an open one ends now), merged where they overlap. */
function spansOf(visits: readonly Visit[], window: LessonWindow, now: Date): Span[] {
  const from = window.opensAt.getTime();
  const to = window.closesAt.getTime();
  const clipped = visits
    .map((v): Span => [Math.max(v.joinedAt.getTime(), from), Math.min((v.leftAt ?? now).getTime(), to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of clipped) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

const lengthOf = (spans: readonly Span[]) => spans.reduce((sum, [start, end]) => sum + end - start, 0);

function overlap(a: readonly Span[], b: readonly Span[]): number {
  let total = 0;
  for (const [aStart, aEnd] of a) {
    for (const [bStart, bEnd] of b) total += Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));
  }
  return total;
}

/** One line per person (and role), in the order they first came. */
export function attendeesOf(visits: readonly Visit[], window: LessonWindow, now: Date): LessonAttendee[] {
  const people = new Map<string, Visit[]>();
  for (const visit of visits) {
    const key = `${visit.userId}:${visit.role}`;
    people.set(key, [...(people.get(key) ?? []), visit]);
  }
  return [...people.values()].flatMap((own) => {
    const first = own[0];
    if (!first) return [];
    return [
      {
        role: first.role,
        name: first.name,
        firstJoinedAt: first.joinedAt.toISOString(),
        minutes: Math.floor(lengthOf(spansOf(own, window, now)) / MINUTE_MS),
      },
    ];
  });
}

/** The tutor and the learner in the room together for LESSON_ATTENDED_MINUTES. */
export function wasAttended(visits: readonly Visit[], window: LessonWindow, now: Date): boolean {
  const tutor = spansOf(
    visits.filter((v) => v.role === 'tutor'),
    window,
    now,
  );
  const learner = spansOf(
    visits.filter((v) => v.role === 'learner'),
    window,
    now,
  );
  return overlap(tutor, learner) >= LESSON_ATTENDED_MINUTES * MINUTE_MS;
}
