// Everything Sprout keeps about one account, read for its export and removed with it (DESIGN
// section 9). The one place that reads other features' tables by user: an account's data spans
// them all, and reading them here keeps the export and the deletion in step with each other.
import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  consentRecords,
  familyLinks,
  gameProgress,
  gameScores,
  merchandiseReviews,
  pointsLedger,
  purchases,
  savingsGoals,
  studySessions,
  tutorReviews,
  tutorSessions,
  users,
} from '../../db/schema';

export async function readAccountData(db: Executor, userId: number) {
  const [profile] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      userType: users.userType,
      grade: users.grade,
      age: users.age,
      birthYear: users.birthYear,
      consent: users.consent,
      points: users.points,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return undefined;
  return {
    profile,
    pointsLedger: await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    gameScores: await db.select().from(gameScores).where(eq(gameScores.userId, userId)),
    gameProgress: await db.select().from(gameProgress).where(eq(gameProgress.userId, userId)),
    purchases: await db.select().from(purchases).where(eq(purchases.userId, userId)),
    tutorReviews: await db.select().from(tutorReviews).where(eq(tutorReviews.userId, userId)),
    merchandiseReviews: await db
      .select()
      .from(merchandiseReviews)
      .where(eq(merchandiseReviews.userId, userId)),
    bookings: await db.select().from(tutorSessions).where(eq(tutorSessions.userId, userId)),
    studySessions: await db.select().from(studySessions).where(eq(studySessions.userId, userId)),
    savingsGoal: await db.select().from(savingsGoals).where(eq(savingsGoals.userId, userId)),
    familyLinks: await db
      .select()
      .from(familyLinks)
      .where(or(eq(familyLinks.parentId, userId), eq(familyLinks.childId, userId))),
    consent: await db.select().from(consentRecords).where(eq(consentRecords.childId, userId)),
  };
}

/** The tutors and items this user reviewed: their ratings are recomputed once the reviews go. */
export async function reviewedBy(db: Executor, userId: number) {
  const tutorIds = await db
    .selectDistinct({ id: tutorReviews.tutorId })
    .from(tutorReviews)
    .where(eq(tutorReviews.userId, userId));
  const itemIds = await db
    .selectDistinct({ id: merchandiseReviews.merchandiseId })
    .from(merchandiseReviews)
    .where(eq(merchandiseReviews.userId, userId));
  return { tutorIds: tutorIds.map((r) => r.id), itemIds: itemIds.map((r) => r.id) };
}

/**
 * Deletes the user row; the foreign keys cascade to sessions, tokens, the ledger, plays, scores,
 * progress, purchases (without restocking), reviews, bookings, study sessions, family links and
 * consent. Answers whether there was such a user.
 */
export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
