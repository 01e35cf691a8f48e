// The lesson room's rules (docs/lesson-room.md): who is in a booking's room and as what, when it
// is open, the ICE servers a participant gets, attendance, and the chat kept with the booking
// under the rules of messages.
import type { User } from '#contract/accounts.ts';
import {
  LESSON_NOT_OPEN,
  type LessonAttendance,
  type LessonChat,
  type LessonRole,
  type LessonRoom,
  NOT_IN_LESSON,
} from '#contract/lessons.ts';
import type { Message, SendMessageInput } from '#contract/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import { isParentOf } from '#server/features/family/family.service.ts';
import * as messages from '#server/features/messages/messages.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { attendeesOf, wasAttended } from './attendance.ts';
import { iceServersFor } from './ice-servers.ts';
import { type LessonWindow, lessonWindow, stateAt } from './lesson-window.ts';
import * as repo from './lessons.repository.ts';

export const NO_SUCH_LESSON = 'We could not find that lesson';
/** The most chat lines a room answers (a lesson's chat is far shorter). */
const CHAT_LINES = 500;

export interface Lesson {
  row: repo.LessonRow;
  window: LessonWindow;
  /** The demo's lesson, open at any hour of the demo. */
  alwaysOpen: boolean;
}

/** The booking's room; 404 for an unknown or cancelled booking (a cancelled lesson has no room). */
export async function findLesson(ctx: AppContext, id: number): Promise<Lesson> {
  const row = await repo.findLesson(ctx.db, id);
  if (!row || row.status === 'cancelled') throw AppError.notFound(NO_SUCH_LESSON);
  // Demo mode only, and only the one lesson the demo seed named.
  const alwaysOpen = ctx.config.demoMode && (await repo.demoLessonId(ctx.db)) === row.id;
  return { row, window: lessonWindow(row.startsAt), alwaysOpen };
}

/**
 * The reader's part in the lesson: the tutor's account, the learner, the booker, or a parent with
 * an accepted link to the learner; null for anyone else (an admin included).
 */
export async function roleIn(ctx: AppContext, lesson: Lesson, user: User): Promise<LessonRole | null> {
  const { row } = lesson;
  if (row.tutorUserId === user.id) return 'tutor';
  if (row.learnerId === user.id) return 'learner';
  if (row.bookedByUserId === user.id) return 'parent';
  if (await isParentOf(ctx, user.id, row.learnerId)) return 'parent';
  return null;
}

/** The lesson and the reader's role in it: 404, or 403 for someone not in it. */
export async function lessonFor(ctx: AppContext, user: User, id: number) {
  const lesson = await findLesson(ctx, id);
  const role = await roleIn(ctx, lesson, user);
  if (!role) throw AppError.forbidden(NOT_IN_LESSON);
  return { lesson, role };
}

export function isOpen(ctx: AppContext, lesson: Lesson): boolean {
  return stateAt(lesson.window, ctx.clock.now(), lesson.alwaysOpen) === 'open';
}

/** How someone appears in the room: the tutor by their name, a family member by their first name. */
export function nameIn(lesson: Lesson, user: User, role: LessonRole): string {
  return role === 'tutor' ? lesson.row.tutorName : messages.firstNameOf(user.name);
}

export async function room(ctx: AppContext, user: User, id: number): Promise<LessonRoom> {
  const { lesson, role } = await lessonFor(ctx, user, id);
  const now = ctx.clock.now();
  const state = stateAt(lesson.window, now, lesson.alwaysOpen);
  return {
    sessionId: lesson.row.id,
    opensAt: lesson.window.opensAt.toISOString(),
    closesAt: lesson.window.closesAt.toISOString(),
    startsAt: lesson.row.startsAt.toISOString(),
    state,
    role,
    subject: lesson.row.subject,
    tutorName: lesson.row.tutorName,
    learnerFirstName: messages.firstNameOf(lesson.row.learnerName),
    myName: nameIn(lesson, user, role),
    iceServers: state === 'open' ? iceServersFor(ctx.config.ice, user.id, now) : [],
    alwaysOpen: lesson.alwaysOpen,
  };
}

/** Attendance of many lessons at once (the admin's bookings, the tutor's past sessions). */
export async function attendanceOf(
  ctx: AppContext,
  lessons: readonly { id: number; startsAt: Date }[],
): Promise<Map<number, LessonAttendance>> {
  const visits = await repo.visitsOf(
    ctx.db,
    lessons.map((l) => l.id),
  );
  const now = ctx.clock.now();
  const answer = new Map<number, LessonAttendance>();
  for (const lesson of lessons) {
    const own = visits.filter((v) => v.sessionId === lesson.id);
    const window = lessonWindow(lesson.startsAt);
    answer.set(lesson.id, {
      sessionId: lesson.id,
      attendees: attendeesOf(own, window, now),
      attended: wasAttended(own, window, now),
    });
  }
  return answer;
}

/** For the lesson's participants and admins, at any time. */
export async function attendance(ctx: AppContext, user: User, id: number): Promise<LessonAttendance> {
  const lesson = await findLesson(ctx, id);
  if (!user.isAdmin && !(await roleIn(ctx, lesson, user))) throw AppError.forbidden(NOT_IN_LESSON);
  const answer = await attendanceOf(ctx, [{ id: lesson.row.id, startsAt: lesson.row.startsAt }]);
  return answer.get(lesson.row.id) ?? { sessionId: lesson.row.id, attendees: [], attended: false };
}

export async function chat(ctx: AppContext, user: User, id: number): Promise<LessonChat> {
  const { lesson } = await lessonFor(ctx, user, id);
  const conversationId = await messages.conversationIdOf(ctx, lesson.row.tutorId, lesson.row.learnerId, {
    open: false,
  });
  if (conversationId === undefined) return { messages: [] };
  return {
    messages: await messages.sessionMessages(ctx, user, conversationId, lesson.row.id, CHAT_LINES),
  };
}

/** A chat line, said while the room is open; `told` hands it to the room's sockets. */
export async function sendChat(
  ctx: AppContext,
  user: User,
  id: number,
  input: SendMessageInput,
  told: (sessionId: number, message: Message, senderId: number, senderRole: LessonRole) => Promise<void>,
): Promise<Message> {
  const { lesson } = await lessonFor(ctx, user, id);
  if (!isOpen(ctx, lesson)) throw AppError.conflict(LESSON_NOT_OPEN);
  const conversationId = await messages.conversationIdOf(ctx, lesson.row.tutorId, lesson.row.learnerId, {
    open: true,
  });
  if (conversationId === undefined) throw AppError.notFound(NO_SUCH_LESSON);
  const message = await messages.sendMessage(ctx, user, conversationId, input, lesson.row.id);
  await told(lesson.row.id, message, user.id, message.senderRole);
  return message;
}
