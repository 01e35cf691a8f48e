import { and, eq, gt, type InferColumnsDataTypes, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#contract/i18n/locales.ts';
import type { Executor } from '#server/db/client.ts';
import { emailTokens, sessions, tutors, users } from '#server/db/schema/index.ts';

/** The account's own columns: never the password hash, except where it is checked. */
const accountColumns = {
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
  locale: users.locale,
};

/** What every user read selects: the account's columns and the tutor profile it teaches as. */
export const userColumns = {
  ...accountColumns,
  // One account per tutor profile (a unique index on tutors.user_id), so this finds one or none.
  // Qualified by hand: in a select from users alone Drizzle writes columns unqualified, and an
  // unqualified "id" inside the subquery would be the tutor's own.
  tutorId: sql<number | null>`(select "t"."id" from ${tutors} "t" where "t"."user_id" = "users"."id")`,
};

/** A row as the select of `userColumns` answers it, inferred from the schema. */
export type UserRow = InferColumnsDataTypes<typeof accountColumns> & { tutorId: number | null };

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/**
 * A username as every lookup and the login limit compare it: Unicode NFKC (full-width letters,
 * a letter and its combining mark written apart), then the database's own case folding, which
 * may fold more than JavaScript's (its lower() folds the dotted capital İ to i). Registration
 * keeps usernames to ASCII letters, digits, _ and -, so a stored username's key is its lower():
 * the expression of the unique index, which these lookups use.
 */
const keyOf = (username: string) => sql`lower(normalize(${username}, NFKC))`;

const KeyRowsSchema = z.object({ rows: z.array(z.object({ key: z.string() })) });

/** The key of a username (see keyOf): the login limit counts per key. */
export async function usernameKey(db: Executor, username: string): Promise<string> {
  const result = await db.execute(sql`select ${keyOf(username)} as key`);
  return KeyRowsSchema.parse(result).rows[0]?.key ?? username;
}

/** The account whose username has this key. */
export async function findUserWithPasswordByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = ${keyOf(username)}`);
  return row;
}

/** Without regard to case or Unicode form (see keyOf). */
export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.username}) = ${keyOf(username)}`);
  return row;
}

export async function usernameExists(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${keyOf(username)}`);
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
  userType?: 'student' | 'parent' | 'tutor';
  isAdmin?: boolean;
  isEmailVerified?: boolean;
  grade?: string | null;
  age?: number | null;
  birthYear?: number | null;
  consent?: 'pending' | 'given' | null;
  locale?: Locale;
  /** The rules' clock (a waiting child's 7 days run from it); the database's time otherwise. */
  createdAt?: Date;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning(userColumns);
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Verifies the user's address only if it is still the one the link was sent to. */
export async function setEmailVerified(db: Executor, userId: number, email: string | null) {
  await db
    .update(users)
    .set({ isEmailVerified: true })
    .where(
      and(eq(users.id, userId), email === null ? undefined : sql`lower(${users.email}) = lower(${email})`),
    );
}

/** What decides whether an account is a child's: its birth year and its consent. */
export async function findAgeAndConsent(db: Executor, userId: number) {
  const [row] = await db
    .select({ birthYear: users.birthYear, consent: users.consent })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setUserType(db: Executor, userId: number, userType: 'student' | 'parent') {
  const [row] = await db.update(users).set({ userType }).where(eq(users.id, userId)).returning(userColumns);
  return row;
}

export async function setLocale(db: Executor, userId: number, locale: Locale) {
  const [row] = await db.update(users).set({ locale }).where(eq(users.id, userId)).returning(userColumns);
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
    .select({ user: userColumns, birthYear: users.birthYear, lastSeenAt: sessions.lastSeenAt })
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

export type EmailTokenPurpose = 'verify-email' | 'password-reset';

export async function insertEmailToken(
  db: Executor,
  token: {
    userId: number;
    tokenHash: string;
    purpose: EmailTokenPurpose;
    email: string;
    expiresAt: Date;
    now: Date;
  },
) {
  await db.insert(emailTokens).values({
    userId: token.userId,
    tokenHash: token.tokenHash,
    purpose: token.purpose,
    email: token.email,
    expiresAt: token.expiresAt,
    createdAt: token.now,
  });
}

/**
 * Uses a token of this purpose once: marks it used if it is unused and unexpired, and answers its
 * user and address. A conditional update, so two clicks at once cannot both succeed.
 */
export async function consumeEmailToken(
  db: Executor,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<{ userId: number; email: string | null } | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row;
}

/** The account an unused, unexpired token of this purpose belongs to (the token stays unused). */
export async function findEmailTokenUser(
  db: Executor,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<{ id: number; username: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    );
  return row;
}

/** Tokens past their end, used or not: nothing can be done with them any more. */
export async function deleteExpiredEmailTokens(db: Executor, now: Date) {
  const rows = await db
    .delete(emailTokens)
    .where(lt(emailTokens.expiresAt, now))
    .returning({ id: emailTokens.id });
  return rows.length;
}

// ------------------------------------------------------------------ recovery and control

/** The accounts whose verified address this is (any case): one person may have several. */
export async function findVerifiedUsersByEmail(db: Executor, email: string): Promise<UserRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.isEmailVerified, true)));
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ends the user's sessions, all of them or all but one (the one making the change). */
export async function deleteSessionsOfUser(db: Executor, userId: number, keepTokenHash?: string) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keepTokenHash === undefined ? undefined : ne(sessions.tokenHash, keepTokenHash),
      ),
    );
}

/** A new address starts unverified. */
export async function setEmail(db: Executor, userId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ email, isEmailVerified: false })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return row;
}

/** The user's whole row as kept (the export), less the password hash. */
export async function findProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({ ...userColumns, birthYear: users.birthYear, points: users.points, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function emailsOfUsers(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/**
 * Deletes the user row; the database's cascades take every row that is the user's alone
 * (sessions, tokens, ledger, purchases, plays, scores, progress, bookings, links, study sessions).
 */
export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
