// Small facts about the database itself.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/** Small facts about the database itself, such as when the demo content was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** The demo's always-open lesson room (docs/lesson-room.md): the booking's id, set by the demo seed. */
export const DEMO_LESSON_KEY = 'demo-lesson-session-id';
