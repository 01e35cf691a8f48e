// The admin's Bookings list (docs/rules.md#promises-kept "What happened at a session"): every booking with
// its tutor, the booker's username, time, type and status, filtered by status; a scheduled one
// is marked completed or no-show, at any time, and the booker sees it.

import { CalendarX, CheckCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminSession,
  SESSION_STATUS_LABELS,
  SESSION_STATUSES,
  type SessionOutcome,
  type SessionStatus,
} from '#contract/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useAdminSessions } from '../api/get-admin-sessions';
import { useRecordSessionOutcome } from '../api/record-session-outcome';
import { StatusFilteredList } from './status-filtered-list';

export function BookingsPanel({ search }: { search: string }) {
  const [status, setStatus] = useState<SessionStatus>();
  const sessions = useAdminSessions(status);
  return (
    <StatusFilteredList
      title="Bookings"
      noun="bookings"
      emptyIcon={CalendarX}
      statuses={SESSION_STATUSES}
      statusLabels={SESSION_STATUS_LABELS}
      status={status}
      onStatusChange={setStatus}
      query={sessions}
      search={search}
      searchText={(s) => `${s.tutorName} ${s.username} ${s.subject} ${s.sessionType}`}
      renderItem={(session) => <BookingRow key={session.id} session={session} />}
    />
  );
}

const OUTCOME_WORDS: Record<SessionOutcome, string> = { completed: 'completed', 'no-show': 'a no-show' };

function BookingRow({ session }: { session: AdminSession }) {
  const record = useRecordSessionOutcome();
  const mark = (status: SessionOutcome) =>
    record.mutate(
      { id: session.id, status },
      {
        onSuccess: () =>
          toast({
            title: 'Success',
            description: `The session is marked ${OUTCOME_WORDS[status]}.`,
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
      },
    );
  const who = `${session.subject} with ${session.tutorName} for @${session.username}`;
  return (
    <li className="grid gap-2 rounded-2xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-extrabold">{session.tutorName}</p>
          <Badge variant={session.status === 'scheduled' ? 'sky' : 'muted'}>
            {SESSION_STATUS_LABELS[session.status]}
          </Badge>
          {session.status === 'scheduled' && session.isOver ? (
            <Badge variant="sun">Outcome to record</Badge>
          ) : null}
        </div>
        <p className="text-sm">
          @{session.username} · {session.subject} · {session.sessionType}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={session.startsAt}>{formatDateTime(session.startsAt)}</time>
        </p>
      </div>
      {session.status === 'scheduled' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => mark('completed')}
            disabled={record.isPending}
            aria-label={`Mark completed: ${who}`}
          >
            <CheckCheck aria-hidden /> Mark completed
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => mark('no-show')}
            disabled={record.isPending}
            aria-label={`Mark no-show: ${who}`}
          >
            <UserX aria-hidden /> Mark no-show
          </Button>
        </div>
      ) : null}
    </li>
  );
}
