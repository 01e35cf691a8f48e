// The daily limit on points counts days of UTC (startOfUtcDay in the contract's game rules), the same
// day for every family; a parent reads its start on their own clock, not as "midnight UTC".

/**
 * The next points day's start on a clock: its time as `locale` writes it, and which kind of hour it
 * is, as a language's words around a time may change with it (Spanish "a la 1:00", "a las 8:00",
 * "a la medianoche").
 */
export interface PointsDayStart {
  clock: 'midnight' | 'one' | 'other';
  time: string;
}

/**
 * When the next points day starts, on the clocks of `timeZone`, written as `locale` writes a time
 * ("8:00 PM", "8:00 p. m."). It is the next start's, as summer time may move it.
 */
export function nextPointsDayStart(now: Date, timeZone: string, locale = 'en-US'): PointsDayStart {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(next);
  const parts = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(next);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value);
  const clock = hour === 0 && minute === 0 ? 'midnight' : hour % 12 === 1 ? 'one' : 'other';
  return { clock, time };
}

/** As nextPointsDayStart in English: "8:00 PM", "5:30 AM", or "midnight" where the zone is UTC's. */
export function pointsDayStartsAt(now: Date, timeZone: string): string {
  const { clock, time } = nextPointsDayStart(now, timeZone);
  return clock === 'midnight' ? 'midnight' : time;
}
