// "Join the lesson" wherever a participant sees a booking (the learner's dashboard, Parent
// Settings, /teach): a link while the room is open, a plain hint before it, nothing after.
import { Clock, Video } from 'lucide-react';
import { Link } from 'wouter';
import { LESSON_OPENS_BEFORE_MINUTES } from '#contract/lesson-window.ts';
import type { SessionStatus } from '#contract/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { cn } from '#web/lib/utils.ts';
import { lessonPath, lessonWindow } from '../lesson-window.ts';

/** How often the link looks at the clock: it appears within this of the room's opening. */
const CHECK_EVERY_MS = 15_000;

export interface JoinLessonLinkProps {
  sessionId: number;
  startsAt: string;
  status: SessionStatus;
  /** What the lesson is, for the link's name among several on a page ("Maths with Ana"). */
  lesson: string;
  className?: string;
}

export function JoinLessonLink({ sessionId, startsAt, status, lesson, className }: JoinLessonLinkProps) {
  const t = useT();
  const now = useNow(CHECK_EVERY_MS);
  if (status !== 'scheduled') return null;
  const phase = lessonWindow(startsAt, new Date(now));
  if (phase === 'over') return null;
  if (phase === 'early') {
    return (
      <p className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', className)}>
        <Clock aria-hidden className="size-4 shrink-0" />
        {t('lessons.link.opensBefore', { minutes: LESSON_OPENS_BEFORE_MINUTES })}
      </p>
    );
  }
  return (
    <Button asChild size="sm" className={className}>
      <Link href={lessonPath(sessionId)} aria-label={t('lessons.link.joinNamed', { lesson })}>
        <Video aria-hidden /> {t('lessons.link.join')}
      </Link>
    </Button>
  );
}
