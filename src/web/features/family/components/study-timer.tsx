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
import { formatDateTime, formatDuration, sessionLengthText, useReaderTimeZone } from '#web/lib/format.ts';
import { useNow } from '#web/lib/use-now.ts';
import { type ToastInput, toast } from '#web/lib/use-toast.ts';
import { useCompleteStudySession } from '../api/complete-study-session.ts';
import { useStudySessions } from '../api/get-study-sessions.ts';
import { useStartStudySession } from '../api/start-study-session.ts';
import { elapsedText } from './study-clock.ts';

function StartForm() {
  const [subject, setSubject] = useState<string>(SUBJECTS[0] ?? 'Mathematics');
  const start = useStartStudySession({
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate({ subject });
      }}
    >
      <FormField label="Subject" className="min-w-48 flex-1">
        <NativeSelect value={subject} onChange={(e) => setSubject(e.target.value)}>
          {SUBJECTS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={start.isPending}>
        <Play aria-hidden /> {start.isPending ? 'Starting...' : 'Start studying'}
      </Button>
    </form>
  );
}

/**
 * What stopping says: a session of a minute or more is celebrated; one under a minute (0 minutes
 * kept) is not (docs/rules.md#promises-kept): it says how short it was.
 */
export function stoppedToast(subject: string, minutes: number | null): ToastInput {
  if (!minutes)
    return {
      title: 'Study session stopped',
      description: `That was ${sessionLengthText(0)} of ${subject}. Start again when you are ready.`,
    };
  return {
    title: 'Great work!',
    description: `You studied ${subject} for ${formatDuration(minutes)}.`,
    variant: 'success',
  };
}

function Running({ session }: { session: StudySession }) {
  const timeZone = useReaderTimeZone();
  const now = useNow(1000);
  const [notes, setNotes] = useState('');
  const stop = useCompleteStudySession({
    onSuccess: (done) => toast(stoppedToast(session.subject, done.duration)),
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
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
        <p className="text-4xl font-extrabold tabular-nums" role="timer" aria-label="Time studied">
          {elapsedText(session.startTime, now)}
        </p>
        <p className="text-muted-foreground">
          <span className="font-bold text-foreground">{session.subject}</span>, started{' '}
          {formatDateTime(session.startTime, timeZone)}
        </p>
      </div>
      <FormField
        label="Notes (optional)"
        hint={`Sessions stop by themselves after ${STUDY_SESSION_MAX_MINUTES / 60} hours.`}
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
          <Square aria-hidden /> {stop.isPending ? 'Stopping...' : 'Stop studying'}
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
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <Timer aria-hidden className="size-5 text-primary" /> Study Timer
        </CardTitle>
        <CardDescription>Time your study sessions. Your family can see them too.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.data === undefined ? (
          sessions.isError ? (
            <ErrorState compact query={sessions} title="We couldn't load your study sessions." />
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
                Last session: {last.subject}, {sessionLengthText(last.duration)}.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
