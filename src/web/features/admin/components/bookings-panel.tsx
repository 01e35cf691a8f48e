// The admin's Bookings list (docs/rules.md#promises-kept "What happened at a session"): every booking with
// its tutor, the booker's username, time, type and status, filtered by status; a scheduled one
// is marked completed or no-show, at any time (asking first for one not yet started), and the
// booker sees it.

import { CalendarX, CheckCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  type AdminSession,
  SESSION_STATUSES,
  type SessionOutcome,
  type SessionStatus,
} from '#contract/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { formatDateTime, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { optionLabel, sessionStatusLabel } from '#web/lib/option-labels.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useAdminSessions } from '../api/get-admin-sessions.ts';
import { useRecordSessionOutcome } from '../api/record-session-outcome.ts';
import { StatusFilteredList } from './status-filtered-list.tsx';

/** What another feature draws beside a booking, given the booking and its one-line name. */
export type BookingExtra = (session: AdminSession, lesson: string) => ReactNode;

export function BookingsPanel({ search, bookingExtra }: { search: string; bookingExtra?: BookingExtra }) {
  const t = useT();
  const [status, setStatus] = useState<SessionStatus>();
  const sessions = useAdminSessions(status);
  return (
    <StatusFilteredList
      name="bookings"
      words={{
        title: t('adminBookings.title'),
        loading: t('adminBookings.loading'),
        loadError: t('adminBookings.loadError'),
        noMatch: t('adminBookings.noMatch'),
        empty: t('adminBookings.empty'),
      }}
      emptyIcon={CalendarX}
      statuses={SESSION_STATUSES}
      statusLabel={(s) => sessionStatusLabel(t, s)}
      status={status}
      onStatusChange={setStatus}
      query={sessions}
      search={search}
      // The words the admin reads, and the stored English of the options.
      searchText={(s) =>
        `${s.tutorName} ${s.username} ${s.subject} ${s.sessionType} ${optionLabel(t, s.subject)} ${optionLabel(t, s.sessionType)}`
      }
      renderItem={(session) => <BookingRow key={session.id} session={session} extra={bookingExtra} />}
    />
  );
}

const OUTCOME_ICONS = { completed: CheckCheck, 'no-show': UserX } as const;

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
  const t = useT();
  const Icon = OUTCOME_ICONS[outcome];
  const label = t('adminBookings.mark', { outcome });
  const [asking, setAsking] = useState(false);
  const ahead = new Date(session.startsAt).getTime() > Date.now();
  const button = (
    <Button
      size="sm"
      variant="outline"
      onClick={ahead ? undefined : () => onMark(outcome)}
      disabled={pending}
      aria-label={t('adminBookings.markOf', { outcome, who })}
    >
      <Icon aria-hidden /> {label}
    </Button>
  );
  if (!ahead) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title={t('adminBookings.notStartedTitle')}
      description={<p>{t('adminBookings.notStartedText', { who, when, outcome })}</p>}
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
  const { locale, t } = useI18n();
  const timeZone = useReaderTimeZone();
  const record = useRecordSessionOutcome();
  const mark = (status: SessionOutcome) =>
    record.mutate(
      { id: session.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('admin.form.success'),
            description: t('adminBookings.marked', { outcome: status }),
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
      },
    );
  const subject = optionLabel(t, session.subject);
  const who = t('adminBookings.who', { subject, tutor: session.tutorName, username: session.username });
  const when = formatDateTime(session.startsAt, timeZone, locale);
  return (
    <li className="grid gap-2 rounded-2xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-extrabold">{session.tutorName}</p>
          <Badge variant={session.status === 'scheduled' ? 'sky' : 'muted'}>
            {sessionStatusLabel(t, session.status)}
          </Badge>
          {session.status === 'scheduled' && session.isOver ? (
            <Badge variant="sun">{t('adminBookings.outcomeToRecord')}</Badge>
          ) : null}
        </div>
        <p className="text-sm">
          @{session.username} · {subject} · {optionLabel(t, session.sessionType)}
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
