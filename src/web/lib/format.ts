// Dates, times and amounts as people read them. Intl does the work (no date library on the
// first load).
import { durationText } from '@contract/study-time';

/** "Nov 22, 2026" (the spec's "MMM d, yyyy"); "N/A" for a missing or bad date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Tue, Nov 24, 2026 at 4:00 PM GMT+1" in a given IANA time zone (the viewer's by default). */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = new Date(value);
  const day = date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
  const time = date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  return `${day} at ${time}`;
}

/** Study durations: under 60 as minutes, otherwise hours and minutes (spec section 9). */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  return durationText(minutes);
}

/** "$9.99" from a decimal string. */
export function formatPrice(price: string | number): string {
  return `$${Number(price).toFixed(2)}`;
}

/** The viewer's IANA time zone, e.g. "Europe/Berlin". */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
