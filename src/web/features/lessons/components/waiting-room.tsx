import { CalendarClock } from 'lucide-react';
import { useEffect } from 'react';
import type { LessonRoom } from '#contract/lessons.ts';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { countdownText, formatLessonTime } from './lesson-words.ts';

const ASK_AGAIN_MS = 5_000;
/** A countdown longer than this says nothing the opening time does not. */
const COUNTDOWN_FROM_MS = 24 * 60 * 60_000;

/** Before the room opens: when, and a countdown; at the opening the room is asked for again. */
export function WaitingRoom({ room, onOpen }: { room: LessonRoom; onOpen: () => void }) {
  const { t, locale } = useI18n();
  const now = useNow(1_000);
  const left = new Date(room.opensAt).getTime() - now;
  const due = left <= 0;
  // At the opening, and then now and then: the browser's clock may run ahead of the server's.
  useEffect(() => {
    if (!due) return;
    onOpen();
    const timer = setInterval(onOpen, ASK_AGAIN_MS);
    return () => clearInterval(timer);
  }, [due, onOpen]);
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-sky text-sky-strong">
          <CalendarClock aria-hidden className="size-8" />
        </span>
        <h2 className="text-2xl">{t('lessons.waiting.title')}</h2>
        <p className="text-lg">
          {t('lessons.waiting.opensAt', { time: formatLessonTime(room.opensAt, locale) })}
        </p>
        {/* Read once, not every second: a screen reader would hear the clock tick. */}
        {left < COUNTDOWN_FROM_MS ? (
          <p className="text-4xl font-extrabold tabular-nums" aria-hidden>
            {countdownText(left)}
          </p>
        ) : null}
        <p className="text-muted-foreground">{t('lessons.waiting.stay')}</p>
      </CardContent>
    </Card>
  );
}
