import { Play, Square, Timer } from 'lucide-react';
import { useState } from 'react';
import { SUBJECTS } from '#contract/options.ts';
import { STUDY_SESSION_MAX_MINUTES, type StudySession } from '#contract/study.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect, Textarea } from '#web/components/ui/input.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, formatDuration, useReaderTimeZone } from '#web/lib/format.ts';
import { type Translate, useI18n, useT } from '#web/lib/i18n.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';
import { useNow } from '#web/lib/use-now.ts';
import { type ToastInput, toast } from '#web/lib/use-toast.ts';
import { useCompleteStudySession } from '../api/complete-study-session.ts';
import { useStudySessions } from '../api/get-study-sessions.ts';
import { useStartStudySession } from '../api/start-study-session.ts';
import { elapsedText, sessionLength } from './study-clock.ts';

function StartForm() {
  const [subject, setSubject] = useState<string>(SUBJECTS[0] ?? 'Mathematics');
  const t = useT();
  const start = useStartStudySession({
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate({ subject });
      }}
    >
      <FormField label={t('family.timer.subject')} className="min-w-48 flex-1">
        <NativeSelect value={subject} onChange={(e) => setSubject(e.target.value)}>
          {SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {optionLabel(t, s)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={start.isPending}>
        <Play aria-hidden /> {start.isPending ? t('family.timer.starting') : t('family.timer.start')}
      </Button>
    </form>
  );
}

/**
 * What stopping says: a session of a minute or more is celebrated; one under a minute (0 minutes
 * kept) is not (docs/rules.md#promises-kept): it says how short it was.
 */
export function stoppedToast(subject: string, minutes: number | null, t: Translate): ToastInput {
  if (!minutes)
    return {
      title: t('family.timer.stopped'),
      description: t('family.timer.stoppedText', { subject: optionLabel(t, subject) }),
    };
  return {
    title: t('family.timer.greatWork'),
    description: t('family.timer.studied', {
      subject: optionLabel(t, subject),
      time: formatDuration(minutes),
    }),
    variant: 'success',
  };
}

function Running({ session }: { session: StudySession }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const now = useNow(1000);
  const [notes, setNotes] = useState('');
  const t = useT();
  const stop = useCompleteStudySession({
    onSuccess: (done) => toast(stoppedToast(session.subject, done.duration, t)),
    onError: (error) =>
      toast({ title: t('common.error'), description: error.message, variant: 'destructive' }),
  });
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        stop.mutate({ id: session.id, notes: notes.trim() || undefined });
      }}
    >
      <div className="flex flex-wrap items-center gap-4">
        <p
          className="text-4xl font-extrabold tabular-nums"
          role="timer"
          aria-label={t('family.timer.timeStudied')}
        >
          {elapsedText(session.startTime, now)}
        </p>
        <p className="text-muted-foreground">
          <span className="font-bold text-foreground">{optionLabel(t, session.subject)}</span>,{' '}
          {t('family.timer.started', { date: formatDateTime(session.startTime, timeZone, locale) })}
        </p>
      </div>
      <FormField
        label={t('family.timer.notes')}
        hint={t('family.timer.notesHint', { hours: STUDY_SESSION_MAX_MINUTES / 60 })}
      >
        <Textarea
          value={notes}
          maxLength={1000}
          onChange={(e) => setNotes(e.target.value)}
          className="min-h-20"
        />
      </FormField>
      <div>
        <Button type="submit" variant="coral" disabled={stop.isPending}>
          <Square aria-hidden /> {stop.isPending ? t('family.timer.stopping') : t('family.timer.stop')}
        </Button>
      </div>
    </form>
  );
}

/** The student's study timer: start with a subject, see it run, stop it with notes. */
export function StudyTimer({ userId }: { userId: number }) {
  const sessions = useStudySessions(userId);
  const running = sessions.data?.find((s) => !s.completed);
  const last = sessions.data?.find((s) => s.completed);
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <Timer aria-hidden className="size-5 text-primary" /> {t('family.timer.title')}
        </CardTitle>
        <CardDescription>{t('family.timer.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.data === undefined ? (
          sessions.isError ? (
            <ErrorState compact query={sessions} title={t('family.timer.error')} />
          ) : (
            <Skeleton className="h-20" />
          )
        ) : running ? (
          <Running key={running.id} session={running} />
        ) : (
          <>
            <StartForm />
            {last ? (
              <p className="text-sm text-muted-foreground">
                {t('family.timer.last', {
                  subject: optionLabel(t, last.subject),
                  time: sessionLength(last.duration, t),
                })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
