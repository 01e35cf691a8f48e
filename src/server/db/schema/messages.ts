// Messages between a tutor and a learner's family (docs/tutoring.md#messages): one conversation
// per tutor and learner, its messages (never edited or deleted), where each reader has read to
// and when they were last mailed, and the reports that wait in the admins' queue. Who takes part
// is derived, not stored: the tutor profile's account, the learner, and the learner's parents
// with an accepted link, so a link made or removed later changes who reads at once.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';
import { tutorSessions, tutors } from './tutors.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message's time (the list's order); null until the first message. */
    lastMessageAt: tstz('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_tutor_learner_key').on(t.tutorId, t.learnerId),
    index('conversations_learner_idx').on(t.learnerId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted: the message stays for the others. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the sender took part when writing: the tutor, the learner or a parent. */
    senderRole: text('sender_role', { enum: ['tutor', 'learner', 'parent'] }).notNull(),
    text: text('text').notNull(),
    /** Said in this booking's lesson room (its chat); null for a message of Messages. */
    sessionId: integer('session_id').references(() => tutorSessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
    index('messages_session_idx').on(t.sessionId, t.id).where(sql`${t.sessionId} is not null`),
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

/** Per conversation and reader: the newest message they read and when they were last mailed. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastMailedAt: tstz('last_mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_reads_user_idx').on(t.userId),
  ],
);

/** A message reported by someone in its conversation; open until an admin marks it handled. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('message_reports_message_reporter_key').on(t.messageId, t.reporterId),
    index('message_reports_open_idx').on(t.createdAt).where(sql`${t.handledAt} is null`),
    index('message_reports_handled_idx').on(t.handledAt),
  ],
);
