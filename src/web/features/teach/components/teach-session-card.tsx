import { CalendarX, CircleCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TeachSession } from '#contract/teach.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { optionLabel, sessionStatusLabel } from '#web/lib/option-labels.ts';
import { richMessage } from '#web/lib/rich-message.ts';
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
  const { locale, t } = useI18n();
  const when = formatDateTime(session.startsAt, timeZone, locale);
  const subject = optionLabel(t, session.subject);
  const record = useRecordTeachOutcome({
    onSuccess: (saved) =>
      toast({
        title: t('teach.marked', { status: sessionStatusLabel(t, saved.status).toLowerCase() }),
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: t('teach.markFailed'), description: error.message, variant: 'destructive' }),
  });
  const label = `${t('sessions.subjectWith', { subject, name: session.learner.firstName })}, ${when}`;
  return (
    <li className="grid gap-3 rounded-[var(--radius-card)] border bg-card p-4 shadow-sm">
      <div className="grid gap-1">
        <p className="font-extrabold">
          <time dateTime={session.startsAt}>{when}</time>
        </p>
        <p>
          {richMessage(t, 'sessions.subjectWith', {
            subject,
            name: <span className="font-bold">{session.learner.firstName}</span>,
          })}{' '}
          <span className="text-muted-foreground">({session.learner.username})</span>
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          <Badge variant={session.status === 'scheduled' ? 'default' : 'muted'}>
            {sessionStatusLabel(t, session.status)}
          </Badge>
          <span>{optionLabel(t, session.sessionType)}</span>
          {session.bookedBy === 'parent' ? <span>· {t('teach.bookedByParent')}</span> : null}
        </p>
        {session.cancelReason ? (
          <p className="text-sm">{t('teach.youWrote', { reason: session.cancelReason })}</p>
        ) : null}
      </div>
      {session.canRecordOutcome || session.canCancel ? (
        <div className="flex flex-wrap gap-2">
          {session.canRecordOutcome ? (
            <>
              <Button
                size="sm"
                disabled={record.isPending}
                onClick={() => record.mutate({ id: session.id, status: 'completed' })}
                aria-label={`${t('teach.markCompleted')}: ${label}`}
              >
                <CircleCheck aria-hidden /> {t('teach.markCompleted')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={record.isPending}
                onClick={() => record.mutate({ id: session.id, status: 'no-show' })}
                aria-label={`${t('teach.markNoShow')}: ${label}`}
              >
                <UserX aria-hidden /> {t('teach.markNoShow')}
              </Button>
            </>
          ) : null}
          {session.canCancel ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onCancel(session)}
              aria-label={`${t('sessions.cancel')}: ${label}`}
            >
              <CalendarX aria-hidden /> {t('sessions.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {extras}
    </li>
  );
}
