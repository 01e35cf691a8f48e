// Calendar days for the booking journeys: a tutor teaches in windows of their own time zone
// (docs/rules.md#promises-kept), so a journey picks a day of the right kind there.

/** A calendar day some days from now in a time zone, as YYYY-MM-DD. */
export function dayAhead(days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** The first day `days` or more ahead in a time zone that is a weekday (or, with `weekend`, not). */
export function dayOfKindAhead(days: number, timeZone: string, weekend = false): string {
  for (let d = days; ; d += 1) {
    const day = dayAhead(d, timeZone);
    const isWeekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    if (isWeekend === weekend) return day;
  }
}
