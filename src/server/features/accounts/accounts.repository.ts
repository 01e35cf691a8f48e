import { and, eq, gt, type InferColumnsDataTypes, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens, sessions, users } from '../../db/schema';

/** The columns every user read selects: never the password hash, except where it is checked. */
export const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  isAdmin: users.isAdmin,
  isEmailVerified: users.isEmailVerified,
  userType: users.userType,
  grade: users.grade,
  age: users.age,
  profilePic: users.profilePic,
  consent: users.consent,
};

/** A row as the select of `userColumns` answers it, inferred from the schema. */
export type UserRow = InferColumnsDataTypes<typeof userColumns>;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Usernames are unique without regard to case. */
export async function findUserWithPasswordByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** Without regard to case. */
export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function usernameExists(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row !== undefined;
}

/** Which of `usernames` have an account (in any letter case), spelled as asked. */
export async function existingUsernames(db: Executor, usernames: readonly string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        usernames.map((u) => u.toLowerCase()),
      ),
    );
  const found = new Set(rows.map((r) => r.username));
  return usernames.filter((u) => found.has(u.toLowerCase()));
}

export interface NewUser {
  username: string;
  name: string;
  email: string | null;
  passwordHash: string;
  userType?: 'student' | 'parent';
  isAdmin?: boolean;
  isEmailVerified?: boolean;
  grade?: string | null;
  age?: number | null;
  birthYear?: number | null;
  consent?: 'pending' | 'given' | null;
  /** The rules' clock (a waiting child's 7 days run from it); the database's time otherwise. */
  createdAt?: Date;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning(userColumns);
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function setEmailVerified(db: Executor, userId: number) {
  await db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
}

export async function setUserType(db: Executor, userId: number, userType: 'student' | 'parent') {
  const [row] = await db.update(users).set({ userType }).where(eq(users.id, userId)).returning(userColumns);
  return row;
}

/** The parent's yes: only a child still waiting can get it (a conditional update). */
export async function setConsentGiven(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ consent: 'given' })
    .where(and(eq(users.id, userId), eq(users.consent, 'pending')))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function deleteSessionsOf(db: Executor, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function setAdmin(db: Executor, userId: number, isAdmin: boolean) {
  await db.update(users).set({ isAdmin }).where(eq(users.id, userId));
}

export async function findPoints(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points;
}

// ------------------------------------------------------------------ sessions

export async function insertSession(
  db: Executor,
  session: { tokenHash: string; userId: number; now: Date; expiresAt: Date },
) {
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    userId: session.userId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

/** The session's user, if the session is within both its idle and its absolute lifetime. */
export async function findSessionUser(db: Executor, tokenHash: string, now: Date, idleMs: number) {
  const idleCutoff = new Date(now.getTime() - idleMs);
  const [row] = await db
    .select({ user: userColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    );
  return row;
}

export async function touchSession(db: Executor, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Executor, now: Date, idleMs: number) {
  const idleCutoff = new Date(now.getTime() - idleMs);
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

// ------------------------------------------------------------------ e-mail tokens

export async function insertEmailToken(
  db: Executor,
  token: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(emailTokens).values({
    userId: token.userId,
    tokenHash: token.tokenHash,
    purpose: 'verify-email',
    expiresAt: token.expiresAt,
    createdAt: token.now,
  });
}

/**
 * Uses a verification token once: marks it used if it is unused and unexpired, and answers its
 * user. A conditional update, so two clicks at once cannot both succeed.
 */
export async function consumeEmailToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

export async function deleteStaleEmailTokens(db: Executor, before: Date) {
  const rows = await db
    .delete(emailTokens)
    .where(lt(emailTokens.expiresAt, before))
    .returning({ id: emailTokens.id });
  return rows.length;
}
