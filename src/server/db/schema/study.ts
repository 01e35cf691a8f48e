// Study sessions.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tstz } from './columns.ts';

export const studySessions = pgTable(
  'study_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time'),
    completed: boolean('completed').notNull().default(false),
    /** Whole minutes, rounded. */
    duration: integer('duration'),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('study_sessions_one_open_key').on(t.userId).where(sql`${t.completed} = false`),
    index('study_sessions_user_start_idx').on(t.userId, t.startTime),
  ],
);
