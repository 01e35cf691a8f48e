// Dates and times as people write them in en-US ("7:30 PM", "Wed, Dec 2 at 12:30 PM"), for the
// texts both the server (messages, e-mails) and the web app build: never "19:30" or "2026-12-02".
// No Node, DOM, React or Drizzle imports.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, made);
  }
  return made;
}

/** A wall-clock time kept as "HH:MM" (quiet hours, a booking's time), as people say it: "7:30 PM". */
export function clockTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const half = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${half}`;
}

/** An instant on the clocks of `timeZone`: "Wed, Dec 2 at 12:30 PM". */
export function dayAndTime(instant: Date, timeZone: string): string {
  const day = formatter({ weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(instant);
  const time = formatter({ hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
  return `${day} at ${time}`;
}
