// How a running study session's time reads on the timer. Pure: tested on its own.
import { STUDY_SESSION_MAX_MINUTES } from '#contract/study-time.ts';
import { formatDuration } from '#web/lib/format.ts';
import type { Translate } from '#web/lib/i18n.tsx';

/** "12:05" or "1:02:05": how long a session has run, from its server start time. */
export function elapsedText(startTime: string, now: number): string {
  // The server closes a session at 4 hours; the clock stops there too.
  const total = Math.min(
    STUDY_SESSION_MAX_MINUTES * 60,
    Math.max(0, Math.floor((now - Date.parse(startTime)) / 1000)),
  );
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * How long one finished study session lasted: "less than a minute" for one kept as 0 minutes
 * (docs/rules.md#promises-kept: "0 min" is not a length a person says), otherwise as formatDuration.
 */
export function sessionLength(minutes: number | null, t: Translate): string {
  return minutes === 0 ? t('family.study.underAMinute') : formatDuration(minutes);
}
