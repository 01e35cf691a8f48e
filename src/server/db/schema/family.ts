// Family links and the parent controls: child settings, approval requests, digest opt-outs.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';

/** A link request and the link it becomes are one row; only `accepted` shows activity. */
export const familyLinks = pgTable(
  'family_links',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship').notNull().default('parent'),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: tstz('responded_at'),
  },
  (t) => [
    uniqueIndex('family_links_open_pair_key')
      .on(t.parentId, t.childId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('family_links_parent_idx').on(t.parentId, t.status),
    index('family_links_child_idx').on(t.childId, t.status),
    check('family_links_not_self', sql`${t.parentId} <> ${t.childId}`),
  ],
);

/** A child's settings, set by a parent with an accepted link; no row means the defaults. */
export const childSettings = pgTable(
  'child_settings',
  {
    childId: integer('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    approvePurchases: boolean('approve_purchases').notNull().default(false),
    approveBookings: boolean('approve_bookings').notNull().default(false),
    dailyGameMinutes: integer('daily_game_minutes'),
    /** Quiet hours: HH:MM to HH:MM on the clocks of quiet_time_zone (all three or none). */
    quietFrom: text('quiet_from'),
    quietTo: text('quiet_to'),
    quietTimeZone: text('quiet_time_zone'),
    /** Extra time for timed rounds, in percent: 100, 150 or 200. */
    extraTimePercent: integer('extra_time_percent').notNull().default(100),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('child_settings_minutes_range', sql`${t.dailyGameMinutes} between 15 and 240`),
    check('child_settings_extra_time', sql`${t.extraTimePercent} in (100, 150, 200)`),
  ],
);

/**
 * A checkout, purchase or booking of a child that waits for a parent's yes. `payload` is the
 * call's validated input, run again through the owning service when a parent approves.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['checkout', 'purchase', 'booking'] }).notNull(),
    payload: jsonb('payload').notNull(),
    /** What was asked for, in words, as it read when the child asked. */
    summary: text('summary').notNull(),
    status: text('status', { enum: ['waiting', 'approved', 'declined', 'failed', 'expired'] })
      .notNull()
      .default('waiting'),
    /** Why an approved request could not run (status failed). */
    outcome: text('outcome'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    decidedAt: tstz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('approval_requests_child_status_idx').on(t.childId, t.status, t.createdAt),
    index('approval_requests_waiting_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'waiting'`),
  ],
);

/** Parents who turned the weekly digest off (one click in the e-mail, or Parent Settings). */
export const digestOptOuts = pgTable('digest_opt_outs', {
  parentId: integer('parent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
