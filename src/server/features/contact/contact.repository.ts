import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema';

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
