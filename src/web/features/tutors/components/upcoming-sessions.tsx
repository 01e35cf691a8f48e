// "Your upcoming sessions" for a signed-in booker. Loaded only for a signed-in user.

import { CalendarCheck, CalendarPlus, CalendarX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  CANCEL_HOURS_BEFORE,
  SESSION_STATUS_LABELS,
  sessionCalendarFileName,
  sessionCalendarPath,
  type TutorSession,
} from '#contract/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useCancelSession } from '../api/cancel-session.ts';
import {
  cancelledByTutor,
  pastSessions,
  upcomingSessions,
  useUserSessions,
} from '../api/get-user-sessions.ts';
import { TutorAvatar } from './tutor-avatar.tsx';

export interface UpcomingSessionsProps {
  userId: number;
}

function Panel({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <section aria-labelledby="upcoming-heading" aria-busy={busy || undefined}>
      <Card className="p-5 sm:p-6">
        <h2 id="upcoming-heading" className="flex items-center gap-2 text-xl">
          <CalendarCheck aria-hidden className="size-6 text-primary" /> Your upcoming sessions
        </h2>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

export function UpcomingSessions({ userId }: UpcomingSessionsProps) {
  const sessions = useUserSessions(userId);
  const [toCancel, setToCancel] = useState<TutorSession | null>(null);

  if (sessions.isPending) {
    return (
      <Panel busy>
        <span className="sr-only" role="status">
          Loading your sessions
        </span>
        <ul className="grid gap-3">
          {[0, 1].map((i) => (
            <li key={i} aria-hidden className="flex items-center gap-3 rounded-2xl border p-3">
              <Skeleton className="size-12 rounded-2xl" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    );
  }
  if (sessions.isError) {
    return (
      <Panel>
        <ErrorState compact query={sessions} title="We couldn't load your sessions. Please try again." />
      </Panel>
    );
  }
  const upcoming = upcomingSessions(sessions.data);
  const past = (
    <>
      <CancelledByTutor sessions={cancelledByTutor(sessions.data)} />
      <PastSessions sessions={pastSessions(sessions.data)} />
    </>
  );
  if (upcoming.length === 0) {
    return (
      <Panel>
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex-1 text-muted-foreground">
            No sessions booked yet. Pick a tutor below and choose a time that suits you.
          </p>
          <Button asChild variant="secondary" size="sm">
            <a href="#book">Find a tutor</a>
          </Button>
        </div>
        {past}
      </Panel>
    );
  }
  return (
    <Panel>
      <ul className="grid gap-3 lg:grid-cols-2">
        {upcoming.map((session) => (
          <SessionRow key={session.id} session={session} onCancel={() => setToCancel(session)} />
        ))}
      </ul>
      {past}
      <CancelDialog
        session={toCancel}
        later={toCancel ? laterInSeries(toCancel, upcoming) : 0}
        onClose={() => setToCancel(null)}
      />
    </Panel>
  );
}

/** Sessions the tutor cancelled, each with the tutor's reason. */
function CancelledByTutor({ sessions }: { sessions: TutorSession[] }) {
  const timeZone = useReaderTimeZone();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="tutor-cancelled-heading" className="mt-5">
      <h3 id="tutor-cancelled-heading" className="text-base font-extrabold">
        Cancelled by the tutor
      </h3>
      <ul className="mt-2 grid gap-2">
        {sessions.map((session) => (
          <li key={session.id} className="grid gap-1 rounded-2xl border p-3 text-sm">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-bold">
                {session.subject} with {session.tutor.name}
              </span>
              <time dateTime={session.startsAt} className="text-muted-foreground">
                {formatDateTime(session.startsAt, timeZone)}
              </time>
              <Badge variant="muted">{SESSION_STATUS_LABELS.cancelled}</Badge>
            </span>
            <span>
              {session.tutor.name} wrote: “{session.tutorCancelReason}”. You can book another time below.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How many scheduled sessions of a session's weekly series come after it. */
function laterInSeries(session: TutorSession, upcoming: TutorSession[]): number {
  if (!session.seriesId) return 0;
  return upcoming.filter(
    (s) => s.seriesId === session.seriesId && s.status === 'scheduled' && s.startsAt > session.startsAt,
  ).length;
}

/** What happened at the booker's latest sessions: "Completed" or "No-show". */
function PastSessions({ sessions }: { sessions: TutorSession[] }) {
  const timeZone = useReaderTimeZone();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="past-sessions-heading" className="mt-5">
      <h3 id="past-sessions-heading" className="text-base font-extrabold">
        Past sessions
      </h3>
      <ul className="mt-2 grid gap-2">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border p-3 text-sm"
          >
            <span className="font-bold">
              {session.subject} with {session.tutor.name}
            </span>
            <time dateTime={session.startsAt} className="text-muted-foreground">
              {formatDateTime(session.startsAt, timeZone)}
            </time>
            <Badge variant={session.status === 'completed' ? 'default' : 'muted'}>
              {SESSION_STATUS_LABELS[session.status]}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SessionRow({ session, onCancel }: { session: TutorSession; onCancel: () => void }) {
  const when = formatDateTime(session.startsAt, session.timeZone);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-background/60 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <TutorAvatar tutor={session.tutor} size={48} />
        <div className="min-w-0">
          <p className="font-extrabold">
            {session.subject} <span className="font-semibold text-muted-foreground">with</span>{' '}
            {session.tutor.name}
          </p>
          <p className="text-sm">
            <time dateTime={session.startsAt}>{when}</time>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            <Badge variant="default">{SESSION_STATUS_LABELS[session.status]}</Badge>
            {session.seriesId ? <Badge variant="muted">Weekly</Badge> : null}
            <span>{session.sessionType}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <Button asChild variant="outline" size="sm">
          <a
            href={sessionCalendarPath(session.id)}
            download={sessionCalendarFileName(session.id)}
            aria-label={`Add to calendar: ${session.subject} with ${session.tutor.name}, ${when}`}
          >
            <CalendarPlus aria-hidden /> Add to calendar
          </a>
        </Button>
        {session.canCancel ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onCancel}
            aria-label={`Cancel ${session.subject} with ${session.tutor.name}, ${when}`}
          >
            <CalendarX aria-hidden /> Cancel
          </Button>
        ) : (
          <p className="max-w-40 text-sm text-muted-foreground">
            Starts within {CANCEL_HOURS_BEFORE} hours: please contact us to change it.
          </p>
        )}
      </div>
    </li>
  );
}

function CancelDialog({
  session,
  later,
  onClose,
}: {
  session: TutorSession | null;
  /** Scheduled sessions of its weekly series after it: with any, the rest can go too. */
  later: number;
  onClose: () => void;
}) {
  const cancel = useCancelSession({
    onSuccess: (_session, { series }) => {
      toast(
        series
          ? {
              title: 'Sessions cancelled',
              description:
                'This session and the later ones are cancelled. The times are free for others now.',
              variant: 'success',
            }
          : {
              title: 'Session cancelled',
              description: 'Your session has been cancelled. The time is free for someone else now.',
              variant: 'success',
            },
      );
      onClose();
    },
    onError: (error) => {
      toast({ title: "Couldn't cancel the session", description: error.message, variant: 'destructive' });
      onClose();
    },
  });
  const pending = cancel.isPending;
  return (
    <Dialog open={session !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this session?</DialogTitle>
          <DialogDescription>
            {session
              ? `${session.subject} with ${session.tutor.name} on ${formatDateTime(session.startsAt, session.timeZone)}.`
              : null}
            {later > 0
              ? ` It is one of your weekly sessions: ${later === 1 ? '1 more follows' : `${later} more follow`} it.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          {later > 0 ? (
            <>
              <Button
                variant="destructive"
                disabled={pending}
                onClick={() => (session ? cancel.mutate({ id: session.id }) : undefined)}
              >
                Cancel this one
              </Button>
              <Button
                variant="destructive"
                disabled={pending}
                onClick={() => (session ? cancel.mutate({ id: session.id, series: 'future' }) : undefined)}
              >
                {pending ? 'Cancelling...' : 'Cancel this and later ones'}
              </Button>
            </>
          ) : (
            <Button
              variant="destructive"
              disabled={pending}
              onClick={() => (session ? cancel.mutate({ id: session.id }) : undefined)}
            >
              {pending ? 'Cancelling...' : 'Cancel session'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
