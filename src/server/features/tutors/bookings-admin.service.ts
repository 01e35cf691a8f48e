// The admin's Bookings list and what an admin records about a session (docs/rules.md#promises-kept "What
// happened at a session"): completed or no-show, on a session still scheduled, at any time, as
// admins also record sessions moved earlier by agreement.
import type { AdminSession, AdminSessionsFilters, SessionOutcome } from '#contract/sessions.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import * as repo from './bookings.repository.ts';
import { endOf } from './bookings.service.ts';

const SESSION_NOT_FOUND = 'Session not found';

function toAdminSession(row: repo.AdminSessionRow, now: Date): AdminSession {
  return { ...row, startsAt: row.startsAt.toISOString(), isOver: endOf(row.startsAt) <= now };
}

export async function listSessions(
  ctx: AppContext,
  query: AdminSessionsFilters,
): Promise<ListPage<AdminSession>> {
  const { status, ...pagination } = query;
  const now = ctx.clock.now();
  return readList(
    pagination,
    {
      rows: (page) => repo.adminListSessions(ctx.db, status, page),
      count: () => repo.adminCountSessions(ctx.db, status),
    },
    (row) => toAdminSession(row, now),
  );
}

export async function recordOutcome(
  ctx: AppContext,
  id: number,
  outcome: SessionOutcome,
): Promise<AdminSession> {
  if (!(await repo.recordSessionOutcome(ctx.db, id, outcome))) {
    const row = await repo.findAdminSession(ctx.db, id);
    if (!row) throw AppError.notFound(SESSION_NOT_FOUND);
    throw AppError.conflict(
      row.status === 'cancelled'
        ? 'This session was cancelled, so there is nothing to record.'
        : `This session is already marked ${row.status}.`,
    );
  }
  const row = await repo.findAdminSession(ctx.db, id);
  if (!row) throw AppError.notFound(SESSION_NOT_FOUND);
  return toAdminSession(row, ctx.clock.now());
}
