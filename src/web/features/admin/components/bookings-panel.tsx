// The admin's Bookings list (docs/rules.md#promises-kept "What happened at a session"): every booking with
// its tutor, the booker's username, time, type and status, filtered by status; a scheduled one
// is marked completed or no-show, at any time (asking first for one not yet started), and the
// booker sees it.

import { CalendarX, CheckCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
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
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useAdminSessions } from '../api/get-admin-sessions.ts';
import { useRecordSessionOutcome } from '../api/record-session-outcome.ts';
import { StatusFilteredList } from './status-filtered-list.tsx';

/** What another feature draws beside a booking, given the booking and its one-line name. */
export type BookingExtra = (session: AdminSession, lesson: string) => ReactNode;

export function BookingsPanel({ search, bookingExtra }: { search: string; bookingExtra?: BookingExtra }) {
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
      renderItem={(session) => <BookingRow key={session.id} session={session} extra={bookingExtra} />}
    />
  );
}

const OUTCOME_WORDS: Record<SessionOutcome, string> = { completed: 'completed', 'no-show': 'a no-show' };
const OUTCOME_BUTTONS = {
  completed: { label: 'Mark completed', icon: CheckCheck },
  'no-show': { label: 'Mark no-show', icon: UserX },
} as const;

interface OutcomeButtonProps {
  outcome: SessionOutcome;
  session: AdminSession;
  /** "Mathematics with Daniel Kim for @lily_chen" */
  who: string;
  /** When the session starts, as the admin reads it. */
  when: string;
  onMark: (outcome: SessionOutcome) => void;
  pending: boolean;
}

/**
 * Marks what happened at a session. The server takes an outcome at any time (a session may have
 * been moved earlier by agreement), so for one whose start is still ahead the admin is asked
 * first, and told that it has not started: a slip of the mouse would otherwise tell the booker
 * their future session is over.
 */
function OutcomeButton({ outcome, session, who, when, onMark, pending }: OutcomeButtonProps) {
  const { label, icon: Icon } = OUTCOME_BUTTONS[outcome];
  const [asking, setAsking] = useState(false);
  const ahead = new Date(session.startsAt).getTime() > Date.now();
  const button = (
    <Button
      size="sm"
      variant="outline"
      onClick={ahead ? undefined : () => onMark(outcome)}
      disabled={pending}
      aria-label={`${label}: ${who}`}
    >
      <Icon aria-hidden /> {label}
    </Button>
  );
  if (!ahead) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title="This session has not started yet"
      description={
        <p>
          {who} starts {when}. Mark it {OUTCOME_WORDS[outcome]} anyway? Do this only if it took place earlier,
          by agreement: the booker sees the new status.
        </p>
      }
      confirmLabel={label}
      onConfirm={() => {
        setAsking(false);
        onMark(outcome);
      }}
      pending={pending}
      open={asking}
      onOpenChange={setAsking}
    />
  );
}

function BookingRow({ session, extra }: { session: AdminSession; extra: BookingExtra | undefined }) {
  const timeZone = useReaderTimeZone();
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
  const when = formatDateTime(session.startsAt, timeZone);
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
          <time dateTime={session.startsAt}>{when}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {session.status === 'scheduled'
          ? (['completed', 'no-show'] as const).map((outcome) => (
              <OutcomeButton
                key={outcome}
                outcome={outcome}
                session={session}
                who={who}
                when={when}
                onMark={mark}
                pending={record.isPending}
              />
            ))
          : null}
        {extra?.(session, who)}
      </div>
    </li>
  );
}
