// Accounts: users, their sessions and e-mail tokens, the rate limits and the points ledger.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    /** Granted by `npm run admin -- grant`; the demo "-admin" suffix is decided per request. */
    isAdmin: boolean('is_admin').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** A tutor account is made only by an admin's invitation (docs/tutoring.md#tutor-accounts-and-teach). */
    userType: text('user_type', { enum: ['student', 'parent', 'tutor'] })
      .notNull()
      .default('student'),
    grade: text('grade'),
    age: integer('age'),
    /** From the age screen at registration; null for accounts made before it or by API clients. */
    birthYear: integer('birth_year'),
    /**
     * A child under 13: "pending" until a parent says yes, then "given"; null for 13 or over
     * (docs/rules.md#families-consent-and-privacy). Who gave it and how is in consent_records.
     */
    consent: text('consent', { enum: ['pending', 'given'] }),
    profilePic: text('profile_pic'),
    /** The account's language: its pages, its API messages and its e-mails (docs/architecture.md#languages). */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** The balance beside the points ledger, kept in the same transaction as each ledger row. */
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_points_not_negative', sql`${t.points} >= 0`),
    check('users_user_type_valid', sql`${t.userType} in ('student', 'parent', 'tutor')`),
    check('users_consent_valid', sql`${t.consent} in ('pending', 'given')`),
    check('users_locale_valid', sql`${t.locale} in ('en', 'es')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC of the cookie's token: a stolen database cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** The absolute end (30 days); the idle end (7 days) is counted from lastSeenAt. */
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['verify-email', 'password-reset'] }).notNull(),
    /**
     * The address the link was sent to: a verification link verifies only this address, so a
     * link to an address since changed verifies nothing.
     */
    email: text('email'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_id_idx').on(t.userId),
  ],
);

/** Fixed-window counters, in the database so limits hold across server instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: tstz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_window_start_idx').on(t.windowStart),
  ],
);

/** Every change of a user's points is a row; users.points is always this table's sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['game-score', 'purchase', 'checkout', 'adjustment'] }).notNull(),
    /** The row that caused the change (a game score, a purchase), for the audit trail. */
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [index('points_ledger_user_created_idx').on(t.userId, t.createdAt)],
);
