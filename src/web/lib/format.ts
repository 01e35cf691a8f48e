// Dates, times and amounts as people read them. Intl does the work (no date library on the
// first load).
import { DIGITS_AS_IN_THE_US, usDigits } from '#contract/i18n/format.ts';
import { catalogOf, intlLocaleOf, type PageLocale, parsePageLocale } from '#contract/i18n/locales.ts';
import { durationText } from '#contract/study-time.ts';
import { useHydrating } from './hydration.tsx';

// Formatters are made once per set of options and kept: toLocaleDateString builds a new one on
// every call.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The time zone a component draws dates and times in: the reader's, except while the server
 * renders a page and React takes over that HTML in the browser, when it is UTC on both sides. The
 * server cannot know the reader's zone, and a date the browser draws differently ("Nov 29" on the
 * server, "Nov 28" in the browser, whenever the reader's date is not UTC's) breaks hydration. Once
 * the page is hydrated it draws again, in the reader's zone. Every date a component shows goes
 * through this zone: formatDate and formatDateTime take it.
 */
export function useReaderTimeZone(): string {
  return useHydrating() ? 'UTC' : browserTimeZone();
}

/**
 * The Intl locale of a language other than English (src/contract/i18n/locales.ts), whose dates
 * Intl writes ("22 nov 2026"); English is written here.
 */
function otherLanguage(locale: string | undefined): string | undefined {
  const page = parsePageLocale(locale);
  return page && catalogOf(page) !== 'en' ? intlLocaleOf(page) : undefined;
}

/**
 * "Nov 22, 2026" (the spec's "MMM d, yyyy") on the clocks of `timeZone` (useReaderTimeZone); "N/A"
 * for a missing or bad date. In another `locale` (the page's language), as Intl writes it there. Written out rather than formatted by Intl in UTC and in the runtime's
 * own zone (the two a page draws in), so that hydrating a list of articles (in UTC) makes no Intl
 * object at all: the first Intl date format of a page loads the browser's locale data, about 35 ms
 * of a phone's main thread.
 */
export function formatDate(
  value: string | Date | null | undefined,
  timeZone: string,
  locale?: string,
): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const other = otherLanguage(locale);
  if (other)
    return formatter({ month: 'short', day: 'numeric', year: 'numeric', timeZone }, other).format(date);
  if (timeZone === 'UTC') {
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  if (timeZone === browserTimeZone()) {
    return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  }
  return formatter({ month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

/**
 * "Tue, Nov 24, 2026 at 4:00 PM EST" on the clocks of `timeZone`: the reader's
 * (useReaderTimeZone), or a booking's own. In another `locale`, as Intl writes it there.
 */
export function formatDateTime(value: string | Date, timeZone: string, locale?: string): string {
  const date = new Date(value);
  const other = otherLanguage(locale);
  if (other) {
    return formatter(
      {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      },
      other,
    ).format(date);
  }
  const day = formatter({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
  const time = formatter({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(
    date,
  );
  return `${day} at ${time}`;
}

/** Study durations: under 60 as minutes, otherwise hours and minutes (docs/product.md#constants-and-limits). */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  return durationText(minutes);
}

/**
 * How long one study session lasted: "less than a minute" for one kept as 0 minutes (docs/rules.md#promises-kept: "0 min" is not a length a person says), otherwise as formatDuration.
 */
export function sessionLengthText(minutes: number | null | undefined): string {
  return minutes === 0 ? 'less than a minute' : formatDuration(minutes);
}

/**
 * A count with its noun in the right number (docs/rules.md#promises-kept: "1 play", "2 plays"); `plural` for
 * a noun that does not just add an s.
 */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** "$1,234.50", "-$0.50": US dollars to the cent, as en-US and es-US write them. */
function usDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = usDigits(Math.floor(cents / 100));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * "$9.99" from a decimal string, in the page's `locale` as Intl writes US dollars there (US
 * Spanish writes "$9.99" too, src/contract/i18n/locales.ts). The page's languages are written
 * without Intl: a page's first Intl.NumberFormat loads the locale's currency data, which was a
 * fifth of a second of the store's first render on a slow phone (docs/benchmarks.md#page-load).
 */
export function formatPrice(price: string | number, locale: PageLocale): string {
  const intl = intlLocaleOf(locale);
  // The same languages write dollars with the same digits: "$1,234.50".
  if (DIGITS_AS_IN_THE_US.has(intl)) return usDollars(Number(price));
  let made = priceFormats.get(intl);
  if (!made) {
    made = new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' });
    priceFormats.set(intl, made);
  }
  return made.format(Number(price));
}

/** The viewer's IANA time zone, e.g. "Europe/Berlin". */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
