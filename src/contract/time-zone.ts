// Wall-clock times in IANA time zones, with the runtime's Intl data (no library needed): a
// booking's "2026-06-02 09:00 in America/New_York" becomes one instant, and back.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallFields(instantMs: number, timeZone: string) {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instantMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instantMs: number, timeZone: string): number {
  const f = wallFields(instantMs, timeZone);
  const wallAsUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wallAsUtc - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

/**
 * A valid IANA name as it is usually written ("america/new_york" -> "America/New_York"). Only
 * the letter case changes: a name the runtime knows under another one ("Asia/Kolkata", which
 * some ICU versions call "Asia/Calcutta") keeps the spelling the booker's browser sent.
 */
export function canonicalTimeZone(timeZone: string): string {
  const lower = timeZone.toLowerCase();
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  if (resolved.toLowerCase() === lower) return resolved;
  return Intl.supportedValuesOf('timeZone').find((z) => z.toLowerCase() === lower) ?? timeZone;
}

/** An instant's date (YYYY-MM-DD) and time (HH:MM) on the wall clocks of a zone. */
export function wallTimeIn(instant: Date, timeZone: string): { date: string; time: string } {
  const f = wallFields(instant.getTime(), timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    date: `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`,
    time: `${pad(f.hour)}:${pad(f.minute)}`,
  };
}

/**
 * The instant at which the clocks of `timeZone` show `date` (YYYY-MM-DD) and `time` (HH:MM);
 * null for a time the zone skips (the hour lost when clocks go forward). Of a time shown twice
 * (clocks going back), the earlier of the two.
 */
export function zonedWallTimeToInstant(date: string, time: string, timeZone: string): Date | null {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  const [hour = Number.NaN, minute = Number.NaN] = time.split(':').map(Number);
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, 0, 0);
  const wallMs = wall.getTime();
  if (Number.isNaN(wallMs)) return null;
  // Two rounds find the offset in force at the instant itself; trying the offsets an hour on
  // either side picks the earlier reading of a repeated time.
  const candidates = new Set<number>();
  for (const probe of [wallMs - 3_600_000 * 3, wallMs, wallMs + 3_600_000 * 3]) {
    const guess = wallMs - offsetAt(probe, timeZone);
    candidates.add(wallMs - offsetAt(guess, timeZone));
  }
  const matching = [...candidates]
    .filter((ms) => {
      const back = wallTimeIn(new Date(ms), timeZone);
      return back.date === date && back.time === time;
    })
    .sort((a, b) => a - b);
  const first = matching[0];
  return first === undefined ? null : new Date(first);
}
