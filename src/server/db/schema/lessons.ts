// The lesson room (docs/lesson-room.md): every socket's visit to a booking's room, and the
// messages of the room bus too large for a PostgreSQL NOTIFY. A visit still open (no left_at) and
// recently alive is a peer in the room, whatever instance holds its socket; all visits together
// are the lesson's attendance.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';
import { tutorSessions } from './tutors.ts';

export const lessonVisits = pgTable(
  'lesson_visits',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tutorSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['tutor', 'learner', 'parent'] }).notNull(),
    /** How the others see this person in the room (the tutor's name, a family member's first name). */
    name: text('name').notNull(),
    /** The socket's name in the room, chosen at random by the server. */
    peerId: text('peer_id').notNull(),
    /** The app instance holding the socket (a random id per process). */
    instanceId: text('instance_id').notNull(),
    media: jsonb('media').$type<{ camera: boolean; mic: boolean; screen: boolean }>().notNull(),
    /** The app's clock: what attendance counts. */
    joinedAt: tstz('joined_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    leftAt: tstz('left_at'),
    /** The database's clock, refreshed by the holding instance's heartbeat: stale means gone. */
    aliveAt: tstz('alive_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_visits_peer_key').on(t.peerId),
    index('lesson_visits_session_idx').on(t.sessionId, t.joinedAt),
    index('lesson_visits_open_idx').on(t.sessionId).where(sql`${t.leftAt} is null`),
  ],
);

/** A room-bus message too large for NOTIFY's 8000 bytes: the NOTIFY carries its id. */
export const lessonBusMessages = pgTable('lesson_bus_messages', {
  id: serial('id').primaryKey(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});
