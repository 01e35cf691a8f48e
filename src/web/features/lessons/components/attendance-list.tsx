import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { useLessonAttendance } from '../api/get-lesson-attendance.ts';
import { roleLabel } from './lesson-words.ts';

/** Who came to a lesson and for how many minutes, and whether it counts as attended. */
export function AttendanceList({ sessionId }: { sessionId: number }) {
  const { t } = useI18n();
  const attendance = useLessonAttendance(sessionId);
  const headingId = useId();
  if (attendance.data === undefined) {
    return attendance.isError ? (
      <ErrorState compact query={attendance} title={t('lessons.closed.loadFailed')} />
    ) : (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (attendance.data.attendees.length === 0) return <p>{t('lessons.closed.nobody')}</p>;
  return (
    <>
      <h3 id={headingId} className="text-lg font-extrabold">
        {t('lessons.closed.whoCame')}
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {attendance.data.attendees.map((a) => (
          <li
            key={`${a.role}-${a.name}-${a.firstJoinedAt}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border p-3"
          >
            <span>
              <span className="font-bold">{a.name}</span>{' '}
              <span className="text-muted-foreground">· {roleLabel(t, a.role)}</span>
            </span>
            <span className="tabular-nums">{t('lessons.closed.minutes', { count: a.minutes })}</span>
          </li>
        ))}
      </ul>
      {attendance.data.attended ? (
        <p className="flex items-center gap-2 font-bold text-primary">
          <CheckCircle2 aria-hidden className="size-5" /> {t('lessons.closed.attended')}
        </p>
      ) : null}
    </>
  );
}
