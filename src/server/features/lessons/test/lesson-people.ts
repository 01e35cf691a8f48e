// The people of a lesson, for the lesson room's tests: a tutor with an account, a family (a child
// and a linked parent), a stranger, and a booking at a chosen time.
import type { User } from '#contract/accounts.ts';
import { createFamilyLink, createTutor, createTutorSession } from '#server/test/factories.ts';
import { type TestApp, uniqueUsername } from '#server/test/test-app.ts';

export interface Person {
  user: User;
  cookie: string;
}

export async function tutorAccount(t: TestApp, name = 'Maria Lopez'): Promise<Person & { tutorId: number }> {
  const signed = await t.signUp({
    name,
    userType: 'tutor',
    email: `${uniqueUsername('t')}@tutor.test`,
    isEmailVerified: true,
  });
  const tutor = await createTutor(t.database.db, { name, userId: signed.user.id });
  return { ...signed, tutorId: tutor.id };
}

/** A child of 8 whose parent said yes, and that parent, linked. */
export async function family(t: TestApp): Promise<{ child: Person; parent: Person }> {
  const year = t.clock.now().getUTCFullYear();
  const child = await t.signUp({ name: 'Sam Child', birthYear: year - 8, consent: 'given' });
  const parent = await t.signUp({ name: 'Pat Parent', userType: 'parent' });
  await createFamilyLink(t.database.db, {
    parentId: parent.user.id,
    childId: child.user.id,
    status: 'accepted',
  });
  return { child, parent };
}

export const MINUTE = 60_000;

/** A booking of `learnerId` with the tutor starting `minutesFromNow` after the app's clock. */
export async function lessonIn(
  t: TestApp,
  options: { tutorId: number; learnerId: number; minutesFromNow: number; bookedByUserId?: number },
) {
  const startsAt = new Date(t.clock.now().getTime() + options.minutesFromNow * MINUTE);
  startsAt.setUTCSeconds(0, 0);
  const session = await createTutorSession(t.database.db, {
    tutorId: options.tutorId,
    userId: options.learnerId,
    startsAt,
    ...(options.bookedByUserId === undefined ? {} : { bookedByUserId: options.bookedByUserId }),
  });
  return session;
}

/** A tutor, a family and a lesson between them starting `minutesFromNow` from the app's clock. */
export async function lessonWithFamily(t: TestApp, minutesFromNow = 5) {
  const tutor = await tutorAccount(t);
  const { child, parent } = await family(t);
  const session = await lessonIn(t, {
    tutorId: tutor.tutorId,
    learnerId: child.user.id,
    minutesFromNow,
    bookedByUserId: parent.user.id,
  });
  return { tutor, child, parent, session };
}
