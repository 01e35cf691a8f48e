// The admins' queue of reported messages (docs/tutoring.md#messages): each report with the
// conversation around the message, and marking one handled.
import type { MessageReport } from '#contract/messages.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import * as repo from './messages.repository.ts';
import { isChildConversation } from './messages.service.ts';

export async function listReports(ctx: AppContext, status: 'open' | 'handled'): Promise<MessageReport[]> {
  const rows = await repo.reports(ctx.db, status);
  const around = await repo.messagesAround(
    ctx.db,
    rows.map((r) => r.messageId),
  );
  const now = ctx.clock.now();
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    reportedAt: row.createdAt.toISOString(),
    reporter: row.reporter,
    handledAt: row.handledAt?.toISOString() ?? null,
    message: {
      id: row.messageId,
      text: row.text,
      sentAt: row.sentAt.toISOString(),
      sender: row.sender ?? 'Deleted account',
    },
    conversation: {
      id: row.conversationId,
      tutorName: row.tutorName,
      learnerUsername: row.learnerUsername,
      childConversation: isChildConversation(now, row),
      around: around
        .filter((m) => m.reported_id === row.messageId)
        .map((m) => ({
          id: m.id,
          text: m.text,
          sentAt: m.sent_at.toISOString(),
          sender: m.sender ?? 'Deleted account',
        })),
    },
  }));
}

export async function markHandled(ctx: AppContext, adminId: number, id: number) {
  if (!(await repo.markHandled(ctx.db, id, adminId, ctx.clock.now()))) {
    throw AppError.notFound('We could not find that report');
  }
  return { ok: true as const };
}
