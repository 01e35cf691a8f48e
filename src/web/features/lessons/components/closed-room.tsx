import type { LessonRoom } from '#contract/lessons.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { AttendanceList } from './attendance-list.tsx';
import { formatLessonTime } from './lesson-words.ts';

/** After the room closed: who came and for how many minutes. */
export function ClosedRoom({ room }: { room: LessonRoom }) {
  const { t, locale } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('lessons.closed.title')}</CardTitle>
        <p className="text-muted-foreground">
          {t('lessons.closed.closedAt', { time: formatLessonTime(room.closesAt, locale) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AttendanceList sessionId={room.sessionId} />
      </CardContent>
    </Card>
  );
}
