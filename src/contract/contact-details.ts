// The contact-detail check of a child's conversation (docs/tutoring.md#messages): an e-mail
// address, a phone number or a link off Sprout is refused, written plainly or disguised ("name at
// gmail dot com", "555 123 4567", "zoom.us/j/1"), while what a lesson's talk is full of passes:
// times ("4:30"), dates ("2026-12-02", "12/02/2026"), scores and small numbers ("10 20 30 40").
// Shared by the server (which decides) and the composer (which can say so before sending).

export type ContactDetailKind = 'email' | 'phone' | 'link';

/** Endings of addresses a family would type without a scheme ("zoom.us", "myname.com"). */
const TOP_LEVEL_DOMAINS = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'io',
  'co',
  'me',
  'app',
  'ly',
  'gg',
  'tv',
  'us',
  'uk',
  'ca',
  'au',
  'de',
  'fr',
  'es',
  'mx',
  'in',
  'info',
  'biz',
  'xyz',
  'link',
  'to',
  'be',
  'so',
  'ai',
  'dev',
  'site',
  'online',
  'live',
  'chat',
  'page',
  'club',
  'im',
  'cc',
  'ws',
  'fm',
  'gl',
  'gd',
  'tk',
];

const AT_WORD = /(?<=[a-z0-9])\s*(?:[([{<]\s*at\s*[)\]}>]|\s+at\s+)\s*(?=[a-z0-9])/g;
const DOT_WORD = /(?<=[a-z0-9])\s*(?:[([{<]\s*dot\s*[)\]}>]|\s+dot\s+)\s*(?=[a-z0-9])/g;
const EMAIL = /[a-z0-9._%+-]+\s?@\s?[a-z0-9-]+(?:(?:\.|\s\.\s)[a-z0-9-]+)*(?:\.|\s\.\s)[a-z]{2,}\b/g;
const SCHEME_OR_WWW = /\b(?:https?|ftp):\/\/|\bwww\.[a-z0-9-]/;
const BARE_DOMAIN = new RegExp(
  String.raw`\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:${TOP_LEVEL_DOMAINS.join('|')})\b(?![.-]?[a-z0-9])`,
  'g',
);
/** Dates people write: 2026-12-02, 12/02/2026, 2.12.26; taken out before numbers are counted. */
const DATES = /\b(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})\b/g;
/** Groups of digits joined by at most one separator each (space, dash, dot, parentheses, plus). */
const DIGIT_RUN = /\+?\(?\d+(?:\)?[ .-]?\(?\d+)*/g;

const PHONE_MIN_DIGITS = 7;
/** Without a group of three or more digits, only this many digits in a row read as a phone. */
const SPACED_DIGITS_MIN = 10;

function looksLikePhone(run: string): boolean {
  const groups = run.match(/\d+/g) ?? [];
  const digits = groups.join('').length;
  if (digits < PHONE_MIN_DIGITS || digits > 15) return false;
  return groups.some((g) => g.length >= 3) || digits >= SPACED_DIGITS_MIN;
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * The first kind of contact detail in `text`, or null. `allowedHosts` are Sprout's own (a link to
 * a page of Sprout is no contact detail).
 */
export function findContactDetail(
  text: string,
  allowedHosts: readonly string[] = [],
): ContactDetailKind | null {
  const lower = text.toLowerCase().normalize('NFKC');
  const joined = lower.replace(AT_WORD, '@').replace(DOT_WORD, '.');
  for (const match of joined.matchAll(EMAIL)) {
    const domain = match[0].slice(match[0].indexOf('@') + 1).replace(/\s/g, '');
    // "look at sprout.example/games" reads as an address once "at" is joined: Sprout's own is no contact.
    if (!hostAllowed(domain, allowedHosts)) return 'email';
  }

  const withoutOwnLinks = joined.replace(
    /\b(?:https?:\/\/)?(?:www\.)?([a-z0-9.-]+\.[a-z]{2,})(?::\d+)?(?:\/\S*)?/g,
    (whole, host: string) => (hostAllowed(host, allowedHosts) ? ' ' : whole),
  );
  if (SCHEME_OR_WWW.test(withoutOwnLinks)) return 'link';
  for (const match of withoutOwnLinks.matchAll(BARE_DOMAIN)) {
    if (!hostAllowed(match[0], allowedHosts)) return 'link';
  }

  const withoutDates = lower.replace(DATES, ' ');
  for (const match of withoutDates.matchAll(DIGIT_RUN)) {
    if (looksLikePhone(match[0])) return 'phone';
  }
  return null;
}

export const CONTACT_DETAILS_REFUSED =
  'To keep everyone safe, please share contact details through a grown-up';
