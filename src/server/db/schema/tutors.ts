// Tutors, their reviews and the sessions booked with them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';

export const tutors = pgTable(
  'tutors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    bio: text('bio').notNull(),
    /** The optional Spanish bio (null: the reader of Spanish reads the English). */
    bioEs: text('bio_es'),
    /** Comma-separated, as the spec's entity has it. */
    subjects: text('subjects').notNull(),
    gradeLevel: text('grade_level').notNull(),
    sessionType: text('session_type').notNull(),
    availability: text('availability').array().notNull().default(sql`'{}'::text[]`),
    /** The IANA zone of the tutor's clocks: the availability windows are read on them. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /**
     * The subjects in lower case, split on commas: what the subject filter matches (with the
     * GIN index below), kept by the database so no query splits text for every row.
     */
    subjectKeys: text('subject_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`regexp_split_to_array(lower(btrim(subjects)), '[[:space:]]*,[[:space:]]*')`),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The account of the tutor this profile is (one account per profile, one profile per
     * account); null until an admin's invitation is accepted, and again once unlinked.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tutors_user_id_key').on(t.userId),
    index('tutors_active_rating_idx').on(t.isActive, t.rating.desc(), t.id),
    index('tutors_subject_keys_idx').using('gin', t.subjectKeys),
    index('tutors_grade_level_idx').on(t.gradeLevel),
    index('tutors_session_type_idx').on(t.sessionType),
  ],
);

export const tutorReviews = pgTable(
  'tutor_reviews',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    dateSubmitted: tstz('date_submitted').notNull().defaultNow(),
    /** Admin moderation: a hidden review leaves the public list and the rating; its author still sees it. */
    hiddenAt: tstz('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tutor_reviews_tutor_user_key').on(t.tutorId, t.userId),
    index('tutor_reviews_tutor_date_idx').on(t.tutorId, t.dateSubmitted),
    index('tutor_reviews_user_id_idx').on(t.userId),
    check('tutor_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A booked tutor session. */
export const tutorSessions = pgTable(
  'tutor_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id),
    subject: text('subject').notNull(),
    sessionType: text('session_type').notNull(),
    /** The date and time as the booker chose them, in their time zone. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    startsAt: tstz('starts_at').notNull(),
    /** `completed` and `no-show` are recorded by an admin (docs/rules.md#promises-kept). */
    status: text('status', { enum: ['scheduled', 'cancelled', 'completed', 'no-show'] })
      .notNull()
      .default('scheduled'),
    notes: text('notes'),
    /**
     * Who made the booking when it was not the learner: the parent whose yes booked a child's
     * request. Null when the learner booked alone.
     */
    bookedByUserId: integer('booked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The tutor's reason, when the tutor cancelled (the family reads it). */
    tutorCancelReason: text('tutor_cancel_reason'),
    /**
     * The weekly series a session belongs to (every occurrence shares one random id); null for a
     * session booked on its own (docs/tutoring.md#weekly-sessions-and-mail).
     */
    seriesId: text('series_id'),
    reminderSentAt: tstz('reminder_sent_at'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tutor_sessions_tutor_start_key')
      .on(t.tutorId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    index('tutor_sessions_user_start_idx').on(t.userId, t.startsAt),
    index('tutor_sessions_series_idx').on(t.seriesId, t.startsAt),
    index('tutor_sessions_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled' and ${t.reminderSentAt} is null`),
  ],
);

/**
 * A tutor's own hours (docs/tutoring.md#a-tutors-hours): weekly windows on their clocks, days
 * off and the session types they offer. No row: the windows of their availability options.
 */
export const tutorHours = pgTable('tutor_hours', {
  tutorId: integer('tutor_id')
    .primaryKey()
    .references(() => tutors.id, { onDelete: 'cascade' }),
  /** [{ day (0 Sunday-6), from "HH:MM", to "HH:MM" }], checked by the contract before it is written. */
  weekly: jsonb('weekly').$type<{ day: number; from: string; to: string }[]>().notNull(),
  /** [{ from, to }] dates of the tutor's calendar, both days included. */
  timeOff: jsonb('time_off').$type<{ from: string; to: string }[]>().notNull().default([]),
  sessionTypes: text('session_types').array().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Bookings a tutor chose to keep although new hours leave them outside (no longer listed). */
export const tutorKeptSessions = pgTable('tutor_kept_sessions', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => tutorSessions.id, { onDelete: 'cascade' }),
  keptAt: createdAt(),
});

/**
 * An admin's invitation to make the account of a tutor profile (docs/tutoring.md#tutor-accounts-and-teach):
 * one per profile, its single-use link stored hashed; sending it again replaces the link, and
 * using it deletes the row.
 */
export const tutorInvites = pgTable(
  'tutor_invites',
  {
    tutorId: integer('tutor_id')
      .primaryKey()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tutor_invites_token_hash_key').on(t.tokenHash)],
);
