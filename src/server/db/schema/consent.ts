// A parent's consent for a child under 13: the requests sent and the records kept.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';

/**
 * A child's open request for a parent's yes: the address the consent e-mail went to and the
 * current link (one per child; asking again or changing the address replaces the token). The
 * account's 7 days run from the child's users.created_at, so a new address does not extend them.
 */
export const consentRequests = pgTable(
  'consent_requests',
  {
    childId: integer('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    /** The day-3 reminder, claimed with a conditional update so it goes once. */
    remindedAt: tstz('reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('consent_requests_token_hash_key').on(t.tokenHash)],
);

/**
 * The consent a parent gave for a child under 13 (kept as evidence, docs/rules.md#families-consent-and-privacy). Its
 * parent is the one who "manages" the child: sets the password, exports, deletes, answers
 * link requests, and receives the child's password-reset mail.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    childId: integer('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['email-link', 'parent-created'] }).notNull(),
    /** The address the consent link reached (email-link), for the record. */
    parentEmail: text('parent_email'),
    givenAt: tstz('given_at').notNull(),
  },
  (t) => [
    index('consent_records_parent_id_idx').on(t.parentId),
    check('consent_records_method_valid', sql`${t.method} in ('email-link', 'parent-created')`),
  ],
);
