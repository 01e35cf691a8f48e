import { CalendarX, CircleCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { SESSION_STATUS_LABELS } from '#contract/sessions.ts';
import type { TeachSession } from '#contract/teach.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useRecordTeachOutcome } from '../api/record-teach-outcome.ts';

export interface TeachSessionCardProps {
  session: TeachSession;
  onCancel: (session: TeachSession) => void;
  /** What other parts of /teach add below the card's own buttons. */
  extras?: ReactNode;
}

/** One of the tutor's sessions: when (on the tutor's clocks), who, what, and what they can do. */
export function TeachSessionCard({ session, onCancel, extras }: TeachSessionCardProps) {
  const timeZone = useReaderTimeZone();
  const when = formatDateTime(session.startsAt, timeZone);
  const record = useRecordTeachOutcome({
    onSuccess: (saved) =>
      toast({ title: `Marked ${SESSION_STATUS_LABELS[saved.status].toLowerCase()}`, variant: 'success' }),
    onError: (error) =>
      toast({ title: "Couldn't save what happened", description: error.message, variant: 'destructive' }),
  });
  const label = `${session.subject} with ${session.learner.firstName}, ${when}`;
  return (
    <li className="grid gap-3 rounded-[var(--radius-card)] border bg-card p-4 shadow-sm">
      <div className="grid gap-1">
        <p className="font-extrabold">
          <time dateTime={session.startsAt}>{when}</time>
        </p>
        <p>
          {session.subject} <span className="text-muted-foreground">with</span>{' '}
          <span className="font-bold">{session.learner.firstName}</span>{' '}
          <span className="text-muted-foreground">({session.learner.username})</span>
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          <Badge variant={session.status === 'scheduled' ? 'default' : 'muted'}>
            {SESSION_STATUS_LABELS[session.status]}
          </Badge>
          <span>{session.sessionType}</span>
          {session.bookedBy === 'parent' ? <span>· booked by a parent</span> : null}
        </p>
        {session.cancelReason ? <p className="text-sm">You wrote: “{session.cancelReason}”</p> : null}
      </div>
      {session.canRecordOutcome || session.canCancel ? (
        <div className="flex flex-wrap gap-2">
          {session.canRecordOutcome ? (
            <>
              <Button
                size="sm"
                disabled={record.isPending}
                onClick={() => record.mutate({ id: session.id, status: 'completed' })}
                aria-label={`Mark completed: ${label}`}
              >
                <CircleCheck aria-hidden /> Mark completed
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={record.isPending}
                onClick={() => record.mutate({ id: session.id, status: 'no-show' })}
                aria-label={`Mark no-show: ${label}`}
              >
                <UserX aria-hidden /> Mark no-show
              </Button>
            </>
          ) : null}
          {session.canCancel ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onCancel(session)}
              aria-label={`Cancel: ${label}`}
            >
              <CalendarX aria-hidden /> Cancel
            </Button>
          ) : null}
        </div>
      ) : null}
      {extras}
    </li>
  );
}
