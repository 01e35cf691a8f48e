// The admin's Messages tab: contact messages newest first, each marked handled by an admin
// (the first admin and time are kept).
import type { AdminMessage } from '#contract/admin.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { readList } from '#server/lib/lists.ts';
import * as repo from './contact.repository.ts';

type MessageRow = NonNullable<Awaited<ReturnType<typeof repo.findMessage>>>;

function toMessage(row: MessageRow): AdminMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

export async function listMessages(ctx: AppContext, query: { limit?: number; offset?: number }) {
  const [messages, unhandled] = await Promise.all([
    readList(
      query,
      { rows: (page) => repo.listMessages(ctx.db, page), count: () => repo.countMessages(ctx.db, false) },
      toMessage,
    ),
    repo.countMessages(ctx.db, true),
  ]);
  return { ...messages, unhandled };
}

export async function markMessageHandled(
  ctx: AppContext,
  id: number,
  adminId: number,
): Promise<AdminMessage> {
  if (!(await repo.markHandled(ctx.db, id, adminId, ctx.clock.now()))) {
    throw AppError.notFound('No such message');
  }
  const row = await repo.findMessage(ctx.db, id);
  if (!row) throw AppError.notFound('No such message');
  return toMessage(row);
}
