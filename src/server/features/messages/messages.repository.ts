// The messages feature's rows. Who is in a conversation is derived here in SQL (the tutor
// profile's account, the learner, the learner's parents with an accepted link), so the list and
// every check are one query each, never one per conversation.
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '#server/db/client.ts';
import {
  conversationReads,
  conversations,
  familyLinks,
  messageReports,
  messages,
  tutorSessions,
  tutors,
  users,
} from '#server/db/schema/index.ts';

const learners = alias(users, 'learner');

/** Whether `userId` is a parent of the conversation's learner with an accepted link. */
function isParentSql(userId: number) {
  return sql<boolean>`exists (select 1 from ${familyLinks} where ${familyLinks.parentId} = ${userId}
    and ${familyLinks.childId} = ${conversations.learnerId} and ${familyLinks.status} = 'accepted')`;
}

/** Whether the conversation's learner has a parent with an accepted link (a family's child). */
const learnerHasParent = sql<boolean>`exists (select 1 from ${familyLinks} where ${familyLinks.childId} = ${conversations.learnerId}
    and ${familyLinks.status} = 'accepted')`;

const conversationColumns = {
  id: conversations.id,
  tutorId: conversations.tutorId,
  learnerId: conversations.learnerId,
  createdAt: conversations.createdAt,
  tutorName: tutors.name,
  tutorUserId: tutors.userId,
  learnerName: learners.name,
  learnerUsername: learners.username,
  learnerBirthYear: learners.birthYear,
  learnerConsent: learners.consent,
  learnerHasParent,
};

function selectConversations(db: Executor, userId: number) {
  return db
    .select({ ...conversationColumns, isParent: isParentSql(userId) })
    .from(conversations)
    .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
    .innerJoin(learners, eq(learners.id, conversations.learnerId));
}

export type ConversationRow = Awaited<ReturnType<ReturnType<typeof selectConversations>['execute']>>[number];

/** A conversation as `userId` sees it (whether they are a parent of its learner included). */
export async function findConversation(
  db: Executor,
  id: number,
  userId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await selectConversations(db, userId).where(eq(conversations.id, id));
  return row;
}

export async function findConversationOf(
  db: Executor,
  tutorId: number,
  learnerId: number,
  userId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await selectConversations(db, userId).where(
    and(eq(conversations.tutorId, tutorId), eq(conversations.learnerId, learnerId)),
  );
  return row;
}

/** Opens the pair's conversation; false when it was already there. */
export async function insertConversation(db: Executor, tutorId: number, learnerId: number, now: Date) {
  const rows = await db
    .insert(conversations)
    .values({ tutorId, learnerId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** A booking of the learner with the tutor that was not cancelled. */
export async function bookingExists(db: Executor, tutorId: number, learnerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tutorSessions.id })
    .from(tutorSessions)
    .where(
      and(
        eq(tutorSessions.tutorId, tutorId),
        eq(tutorSessions.userId, learnerId),
        ne(tutorSessions.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function tutorExists(db: Executor, tutorId: number): Promise<boolean> {
  const [row] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.id, tutorId));
  return row !== undefined;
}

/**
 * Every conversation `userId` is in (as the tutor `tutorId`, as the learner, or as a parent),
 * newest first, with its last message and the reader's unread count, in one query.
 */
export async function conversationsOf(db: Executor, userId: number, tutorId: number | null, onlyId?: number) {
  // The newest message's fields, each read through the (conversation_id, id) index.
  const lastOf = (column: AnyColumn) =>
    sql`(select ${column} from ${messages} where ${messages.conversationId} = ${conversations.id}
      order by ${messages.id} desc limit 1)`;
  const readTo = sql`coalesce((select ${conversationReads.lastReadMessageId} from ${conversationReads}
    where ${conversationReads.conversationId} = ${conversations.id} and ${conversationReads.userId} = ${userId}), 0)`;
  const mine = [eq(conversations.learnerId, userId), isParentSql(userId)];
  if (tutorId !== null) mine.push(eq(conversations.tutorId, tutorId));
  return db
    .select({
      ...conversationColumns,
      isParent: isParentSql(userId),
      lastText: sql<string | null>`${lastOf(messages.text)}`,
      lastSenderId: sql<number | null>`${lastOf(messages.senderId)}`,
      lastSentAt: sql<string | null>`${lastOf(messages.createdAt)}`,
      lastSenderRole: sql<'tutor' | 'learner' | 'parent' | null>`${lastOf(messages.senderRole)}`,
      // Another's messages after the last one read; the tutor's own include those written as the
      // tutor before this account was the profile's (the demo's, seeded against the profile).
      unreadCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id}
        and ${messages.id} > ${readTo} and ${messages.senderId} is distinct from ${userId}
        and not (${messages.senderRole} = 'tutor' and ${conversations.tutorId} = ${tutorId ?? 0}))`,
    })
    .from(conversations)
    .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
    .innerJoin(learners, eq(learners.id, conversations.learnerId))
    .where(and(or(...mine), onlyId === undefined ? undefined : eq(conversations.id, onlyId)))
    .orderBy(
      sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`,
      desc(conversations.id),
    );
}

const senders = alias(users, 'sender');

/**
 * A page of a conversation's messages, newest first (one more than `limit`, to tell if more
 * remain); with `sessionId`, only those said in that lesson's room.
 */
export function messagesPage(
  db: Executor,
  conversationId: number,
  before: number | undefined,
  limit: number,
  sessionId?: number,
) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      text: messages.text,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      senderRole: messages.senderRole,
      senderName: senders.name,
    })
    .from(messages)
    .leftJoin(senders, eq(senders.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before ? lt(messages.id, before) : undefined,
        sessionId === undefined ? undefined : eq(messages.sessionId, sessionId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit + 1);
}

/** The reader has read up to `messageId` (never moves back). */
export async function markRead(db: Executor, conversationId: number, userId: number, messageId: number) {
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  senderRole: 'tutor' | 'learner' | 'parent';
  text: string;
  now: Date;
  /** Said in this booking's lesson room. */
  sessionId?: number | undefined;
}

/** Stores a message and moves the conversation up the list, in the caller's transaction. */
export async function insertMessage(tx: Executor, message: NewMessage) {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: message.conversationId,
      senderId: message.senderId,
      senderRole: message.senderRole,
      text: message.text,
      sessionId: message.sessionId ?? null,
      createdAt: message.now,
    })
    .returning();
  if (!row) throw new Error('insertMessage inserted nothing');
  await tx
    .update(conversations)
    .set({ lastMessageAt: message.now })
    .where(eq(conversations.id, message.conversationId));
  return row;
}

/** The conversation's readers other than `senderId` who can be mailed: verified addresses only. */
export async function mailableReaders(db: Executor, conversation: ConversationRow, senderId: number) {
  const ids = [conversation.learnerId];
  if (conversation.tutorUserId !== null) ids.push(conversation.tutorUserId);
  const parents = await db
    .select({ id: familyLinks.parentId })
    .from(familyLinks)
    .where(and(eq(familyLinks.childId, conversation.learnerId), eq(familyLinks.status, 'accepted')));
  ids.push(...parents.map((p) => p.id));
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        ne(users.id, senderId),
        isNotNull(users.email),
        eq(users.isEmailVerified, true),
      ),
    );
}

/**
 * Claims the mail of a conversation to a reader: true (and the time kept) when none was sent in
 * the last hour. A conditional upsert, so two messages at once mail once.
 */
export async function claimMail(
  db: Executor,
  conversationId: number,
  userId: number,
  now: Date,
  sinceMs: number,
) {
  const before = new Date(now.getTime() - sinceMs);
  const rows = await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastMailedAt: now })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastMailedAt: now },
      setWhere: or(isNull(conversationReads.lastMailedAt), lt(conversationReads.lastMailedAt, before)),
    })
    .returning({ userId: conversationReads.userId });
  return rows.length > 0;
}

export async function findMessage(db: Executor, id: number) {
  const [row] = await db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(eq(messages.id, id));
  return row;
}

/** A report; false when this reporter already reported the message. */
export async function insertReport(
  db: Executor,
  messageId: number,
  reporterId: number,
  reason: string,
  now: Date,
) {
  const [row] = await db
    .insert(messageReports)
    .values({ messageId, reporterId, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: messageReports.id, createdAt: messageReports.createdAt });
  return row;
}

const reporters = alias(users, 'reporter');
const REPORTS_SHOWN = 200;

/** The admins' queue: open reports oldest first, or handled ones newest first. */
export function reports(db: Executor, status: 'open' | 'handled') {
  return db
    .select({
      id: messageReports.id,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      handledAt: messageReports.handledAt,
      reporter: reporters.username,
      messageId: messages.id,
      text: messages.text,
      sentAt: messages.createdAt,
      sender: senders.username,
      conversationId: conversations.id,
      tutorName: tutors.name,
      learnerUsername: learners.username,
      learnerBirthYear: learners.birthYear,
      learnerConsent: learners.consent,
      learnerHasParent,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(tutors, eq(tutors.id, conversations.tutorId))
    .innerJoin(learners, eq(learners.id, conversations.learnerId))
    .leftJoin(senders, eq(senders.id, messages.senderId))
    .leftJoin(reporters, eq(reporters.id, messageReports.reporterId))
    .where(status === 'open' ? isNull(messageReports.handledAt) : isNotNull(messageReports.handledAt))
    .orderBy(status === 'open' ? asc(messageReports.createdAt) : desc(messageReports.handledAt))
    .limit(REPORTS_SHOWN);
}

const AroundRowsSchema = z.object({
  rows: z.array(
    z.object({
      reported_id: z.coerce.number(),
      id: z.coerce.number(),
      text: z.string(),
      sent_at: z.union([z.string(), z.date()]).transform((v) => new Date(v)),
      sender: z.string().nullable(),
    }),
  ),
});

/** For each reported message, the three before it, itself and the three after, in one query. */
export async function messagesAround(db: Executor, messageIds: readonly number[]) {
  if (messageIds.length === 0) return [];
  const ids = sql.join(
    messageIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.id as reported_id, m.id, m.text, m.created_at as sent_at, u.username as sender
    from ${messages} r
    cross join lateral (
      (select * from ${messages} b where b.conversation_id = r.conversation_id and b.id <= r.id order by b.id desc limit 4)
      union all
      (select * from ${messages} a where a.conversation_id = r.conversation_id and a.id > r.id order by a.id limit 3)
    ) m
    left join ${users} u on u.id = m.sender_id
    where r.id in (${ids})
    order by r.id, m.id`);
  return AroundRowsSchema.parse(result).rows;
}

export async function markHandled(db: Executor, id: number, adminId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(messageReports)
    .set({ handledAt: now, handledBy: adminId })
    .where(and(eq(messageReports.id, id), isNull(messageReports.handledAt)))
    .returning({ id: messageReports.id });
  if (rows.length > 0) return true;
  const [exists] = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(eq(messageReports.id, id));
  return exists !== undefined;
}

/** The messages a user wrote (the account export). */
export function messagesOfSender(db: Executor, userId: number) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      role: messages.senderRole,
      text: messages.text,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(asc(messages.id));
}
