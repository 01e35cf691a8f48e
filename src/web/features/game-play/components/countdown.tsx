import { Timer } from 'lucide-react';
import { memo } from 'react';
import { useT } from '#web/lib/i18n.tsx';
import { cn } from '#web/lib/utils.ts';
import { isUrgent, timerAnnouncement } from '../round/round-clock.ts';

export interface CountdownProps {
  secondsLeft: number;
  totalSeconds: number;
  className?: string;
}

/**
 * The clock of a timed round: red at 10 seconds or less, with three pulses as it turns (none for
 * reduced motion; a pulse to the end would be motion past 5 s with no pause, WCAG 2.2.2).
 * A screen reader hears it only at a few moments, not every second.
 */
export const Countdown = memo(function Countdown({ secondsLeft, totalSeconds, className }: CountdownProps) {
  const t = useT();
  const urgent = isUrgent(secondsLeft);
  const announcement = timerAnnouncement(t, secondsLeft, totalSeconds);
  return (
    <div className={cn('flex items-center', className)}>
      <div
        role="timer"
        aria-label={t('games.countdown.label')}
        data-urgent={urgent ? 'true' : undefined}
        className={cn(
          'inline-flex items-center gap-2 rounded-full px-4 py-2 text-xl font-extrabold tabular-nums transition-colors',
          urgent
            ? 'bg-destructive-soft text-destructive motion-safe:animate-urgent'
            : 'bg-sky text-sky-foreground',
        )}
      >
        <Timer aria-hidden className="size-5" />
        <span>{secondsLeft}s</span>
        <span className="sr-only"> {t('games.countdown.left')}</span>
      </div>
      <span className="sr-only" aria-live="assertive">
        {announcement ?? ''}
      </span>
    </div>
  );
});
