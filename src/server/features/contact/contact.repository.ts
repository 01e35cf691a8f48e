import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { contactMessages, users } from '#server/db/schema/index.ts';
import type { RowsPage } from '#server/lib/lists.ts';

export type ContactMessageRow = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
};

export async function insertContactMessage(
  db: Executor,
  message: {
    name: string;
    email: string;
    subject: string;
    message: string;
    userId: number | null;
    now: Date;
  },
): Promise<ContactMessageRow> {
  const { now, ...values } = message;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...values, createdAt: now })
    .returning({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}

// ------------------------------------------------------------------ the admin's Messages tab

const inboxColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handled: contactMessages.handled,
  handledAt: contactMessages.handledAt,
  handledBy: users.username,
};

/** Messages newest first, with the username of the admin who handled each. */
export async function listMessages(db: Executor, page: RowsPage) {
  return db
    .select(inboxColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMessages(db: Executor, onlyUnhandled: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(onlyUnhandled ? eq(contactMessages.handled, false) : undefined);
  return row?.n ?? 0;
}

export async function findMessage(db: Executor, id: number) {
  const [row] = await db
    .select(inboxColumns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  return row;
}

/** Marks a message handled once: the first admin and time are kept. Answers whether it exists. */
export async function markHandled(db: Executor, id: number, by: number, at: Date): Promise<boolean> {
  await db
    .update(contactMessages)
    .set({ handled: true, handledAt: at, handledBy: by })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.handled, false)));
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row !== undefined;
}

/** Messages a user sent while signed in (the account export). */
export function messagesOfUser(db: Executor, userId: number) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(contactMessages.id);
}

export async function deleteMessagesOfUser(tx: Executor, userId: number) {
  await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
}

/** Messages received before `before` (the retention job). */
export async function deleteMessagesBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return rows.length;
}
