import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import type { LessonRoom } from '#contract/lessons.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { useLessonAttendance } from '../api/get-lesson-attendance.ts';
import { formatLessonTime, roleLabel } from './lesson-words.ts';

/** After the room closed: who came and for how many minutes. */
export function ClosedRoom({ room }: { room: LessonRoom }) {
  const { t, locale } = useI18n();
  const attendance = useLessonAttendance(room.sessionId);
  const headingId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('lessons.closed.title')}</CardTitle>
        <p className="text-muted-foreground">
          {t('lessons.closed.closedAt', { time: formatLessonTime(room.closesAt, locale) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {attendance.data === undefined ? (
          attendance.isError ? (
            <ErrorState compact query={attendance} title={t('lessons.closed.loadFailed')} />
          ) : (
            <div className="grid gap-2" aria-busy="true">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          )
        ) : attendance.data.attendees.length === 0 ? (
          <p>{t('lessons.closed.nobody')}</p>
        ) : (
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
        )}
      </CardContent>
    </Card>
  );
}
