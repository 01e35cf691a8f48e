// "Your upcoming sessions" for a signed-in booker. Loaded only for a signed-in user.

import { CalendarCheck, CalendarPlus, CalendarX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  CANCEL_HOURS_BEFORE,
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
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { optionLabel, sessionStatusLabel } from '#web/lib/option-labels.ts';
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
  const t = useT();
  return (
    <section aria-labelledby="upcoming-heading" aria-busy={busy || undefined}>
      <Card className="p-5 sm:p-6">
        <h2 id="upcoming-heading" className="flex items-center gap-2 text-xl">
          <CalendarCheck aria-hidden className="size-6 text-primary" /> {t('sessions.upcoming.title')}
        </h2>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

export function UpcomingSessions({ userId }: UpcomingSessionsProps) {
  const sessions = useUserSessions(userId);
  const [toCancel, setToCancel] = useState<TutorSession | null>(null);
  const t = useT();

  if (sessions.isPending) {
    return (
      <Panel busy>
        <span className="sr-only" role="status">
          {t('sessions.upcoming.loading')}
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
        <ErrorState compact query={sessions} title={t('sessions.upcoming.loadError')} />
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
          <p className="flex-1 text-muted-foreground">{t('sessions.upcoming.empty')}</p>
          <Button asChild variant="secondary" size="sm">
            <a href="#book">{t('sessions.upcoming.findTutor')}</a>
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
  const { locale, t } = useI18n();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="tutor-cancelled-heading" className="mt-5">
      <h3 id="tutor-cancelled-heading" className="text-base font-extrabold">
        {t('sessions.cancelledByTutor')}
      </h3>
      <ul className="mt-2 grid gap-2">
        {sessions.map((session) => (
          <li key={session.id} className="grid gap-1 rounded-2xl border p-3 text-sm">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-bold">
                {t('sessions.subjectWith', {
                  subject: optionLabel(t, session.subject),
                  name: session.tutor.name,
                })}
              </span>
              <time dateTime={session.startsAt} className="text-muted-foreground">
                {formatDateTime(session.startsAt, timeZone, locale)}
              </time>
              <Badge variant="muted">{sessionStatusLabel(t, 'cancelled')}</Badge>
            </span>
            <span>
              {t('sessions.tutorWrote', {
                name: session.tutor.name,
                reason: session.tutorCancelReason ?? '',
              })}
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
  const { locale, t } = useI18n();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="past-sessions-heading" className="mt-5">
      <h3 id="past-sessions-heading" className="text-base font-extrabold">
        {t('sessions.past')}
      </h3>
      <ul className="mt-2 grid gap-2">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border p-3 text-sm"
          >
            <span className="font-bold">
              {t('sessions.subjectWith', {
                subject: optionLabel(t, session.subject),
                name: session.tutor.name,
              })}
            </span>
            <time dateTime={session.startsAt} className="text-muted-foreground">
              {formatDateTime(session.startsAt, timeZone, locale)}
            </time>
            <Badge variant={session.status === 'completed' ? 'default' : 'muted'}>
              {sessionStatusLabel(t, session.status)}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SessionRow({ session, onCancel }: { session: TutorSession; onCancel: () => void }) {
  const { locale, t } = useI18n();
  const when = formatDateTime(session.startsAt, session.timeZone, locale);
  const what = t('sessions.subjectWith', {
    subject: optionLabel(t, session.subject),
    name: session.tutor.name,
  });
  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-background/60 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <TutorAvatar tutor={session.tutor} size={48} />
        <div className="min-w-0">
          <p className="font-extrabold">{what}</p>
          <p className="text-sm">
            <time dateTime={session.startsAt}>{when}</time>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            <Badge variant="default">{sessionStatusLabel(t, session.status)}</Badge>
            {session.seriesId ? <Badge variant="muted">{t('sessions.weekly')}</Badge> : null}
            <span>{optionLabel(t, session.sessionType)}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <Button asChild variant="outline" size="sm">
          <a
            href={sessionCalendarPath(session.id)}
            download={sessionCalendarFileName(session.id)}
            aria-label={t('sessions.addToCalendarOf', { what, when })}
          >
            <CalendarPlus aria-hidden /> {t('sessions.addToCalendar')}
          </a>
        </Button>
        {session.canCancel ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onCancel}
            aria-label={t('sessions.cancelOf', { what, when })}
          >
            <CalendarX aria-hidden /> {t('sessions.cancel')}
          </Button>
        ) : (
          <p className="max-w-40 text-sm text-muted-foreground">
            {t('sessions.tooLateToCancel', { hours: CANCEL_HOURS_BEFORE })}
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
  const { locale, t } = useI18n();
  const cancel = useCancelSession({
    onSuccess: (_session, { series }) => {
      toast(
        series
          ? {
              title: t('sessions.cancelledSeriesTitle'),
              description: t('sessions.cancelledSeriesText'),
              variant: 'success',
            }
          : {
              title: t('sessions.cancelledTitle'),
              description: t('sessions.cancelledText'),
              variant: 'success',
            },
      );
      onClose();
    },
    onError: (error) => {
      toast({ title: t('sessions.cancelFailed'), description: error.message, variant: 'destructive' });
      onClose();
    },
  });
  const pending = cancel.isPending;
  return (
    <Dialog open={session !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('sessions.cancelTitle')}</DialogTitle>
          <DialogDescription>
            {session
              ? t('sessions.cancelWhat', {
                  subject: optionLabel(t, session.subject),
                  name: session.tutor.name,
                  when: formatDateTime(session.startsAt, session.timeZone, locale),
                })
              : null}
            {later > 0 ? ` ${t('sessions.cancelSeries', { later })}` : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('sessions.keep')}</Button>
          </DialogClose>
          {later > 0 ? (
            <>
              <Button
                variant="destructive"
                disabled={pending}
                onClick={() => (session ? cancel.mutate({ id: session.id }) : undefined)}
              >
                {t('sessions.cancelThisOne')}
              </Button>
              <Button
                variant="destructive"
                disabled={pending}
                onClick={() => (session ? cancel.mutate({ id: session.id, series: 'future' }) : undefined)}
              >
                {pending ? t('sessions.cancelling') : t('sessions.cancelThisAndLater')}
              </Button>
            </>
          ) : (
            <Button
              variant="destructive"
              disabled={pending}
              onClick={() => (session ? cancel.mutate({ id: session.id }) : undefined)}
            >
              {pending ? t('sessions.cancelling') : t('sessions.cancelSession')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
