// Tutor accounts (docs/tutoring.md#tutor-accounts-and-teach): the invitations, and the link of a
// tutor profile to its account (tutors.user_id), which this feature alone writes.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { tutorInvites, tutors, users } from '#server/db/schema/index.ts';

/** An active tutor with its account's id and username, if linked. */
export async function findTutorWithAccount(db: Executor, tutorId: number) {
  const [row] = await db
    .select({ id: tutors.id, name: tutors.name, userId: tutors.userId, username: users.username })
    .from(tutors)
    .leftJoin(users, eq(users.id, tutors.userId))
    .where(and(eq(tutors.id, tutorId), eq(tutors.isActive, true)));
  return row;
}

/** Every active tutor with its account (if linked) and its invitation (if any), in one query. */
export function listAccountStates(db: Executor) {
  return db
    .select({
      tutorId: tutors.id,
      tutorName: tutors.name,
      username: users.username,
      email: tutorInvites.email,
      invitedAt: tutorInvites.createdAt,
      expiresAt: tutorInvites.expiresAt,
    })
    .from(tutors)
    .leftJoin(users, eq(users.id, tutors.userId))
    .leftJoin(tutorInvites, eq(tutorInvites.tutorId, tutors.id))
    .where(eq(tutors.isActive, true))
    .orderBy(asc(tutors.id));
}

/** Saves a tutor's invitation, replacing an earlier one (its link stops working). */
export async function saveInvite(
  db: Executor,
  invite: { tutorId: number; email: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  const values = {
    email: invite.email,
    tokenHash: invite.tokenHash,
    expiresAt: invite.expiresAt,
    createdAt: invite.now,
  };
  await db
    .insert(tutorInvites)
    .values({ tutorId: invite.tutorId, ...values })
    .onConflictDoUpdate({ target: tutorInvites.tutorId, set: values });
}

/** An invitation by its link, while it works, with the tutor it is for (active, not linked). */
export async function findOpenInvite(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ tutorId: tutorInvites.tutorId, email: tutorInvites.email, tutorName: tutors.name })
    .from(tutorInvites)
    .innerJoin(tutors, eq(tutors.id, tutorInvites.tutorId))
    .where(
      and(
        eq(tutorInvites.tokenHash, tokenHash),
        gt(tutorInvites.expiresAt, now),
        eq(tutors.isActive, true),
        isNull(tutors.userId),
      ),
    );
  return row;
}

/** Uses an invitation's link (deletes it while it still works): answers whether it did. */
export async function consumeInvite(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(tutorInvites)
    .where(and(eq(tutorInvites.tokenHash, tokenHash), gt(tutorInvites.expiresAt, now)))
    .returning({ tutorId: tutorInvites.tutorId });
  return rows.length > 0;
}

/** Links a profile that has no account yet to one: answers whether it did. */
export async function linkAccount(db: Executor, tutorId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(tutors)
    .set({ userId })
    .where(and(eq(tutors.id, tutorId), isNull(tutors.userId)))
    .returning({ id: tutors.id });
  return rows.length > 0;
}

/** Unlinks a profile's account: answers the account's id, or undefined when none was linked. */
export async function unlinkAccount(db: Executor, tutorId: number): Promise<number | undefined> {
  const [before] = await db
    .select({ userId: tutors.userId })
    .from(tutors)
    .where(eq(tutors.id, tutorId))
    .for('update');
  if (!before?.userId) return undefined;
  await db.update(tutors).set({ userId: null }).where(eq(tutors.id, tutorId));
  return before.userId;
}
