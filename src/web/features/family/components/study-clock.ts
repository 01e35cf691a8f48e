// How a running study session's time reads on the timer. Pure: tested on its own.
import { STUDY_SESSION_MAX_MINUTES } from '#contract/study-time.ts';

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
