import { INTL_LOCALES, type Locale } from '#contract/i18n/locales.ts';
import { timeZoneLabel } from '#contract/tutor-hours.ts';
import { escapeHtml } from './escape-html.ts';
import { translate } from './i18n.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

interface EmailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  /** A one-click unsubscribe link (the weekly digest), under the footer. */
  unsubscribeUrl?: string;
  /** The recipient's language: the mail's own words (footer, unsubscribe) and its html's lang. */
  lang: Locale;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: Locale,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${locale} ${timeZone}`;
  let made = cache.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone });
    cache.set(key, made);
  }
  return made;
}

/**
 * "Wed, Dec 2 at 12:30 PM", "mié, 2 de dic, 12:30 p.m.": an instant as a parent writes it in their
 * language, on the clocks of the reader's zone (a mail is read within days of its writing, so
 * the year would only be noise).
 */
export function mailDateTime(instant: Date, timeZone: string, locale: Locale): string {
  const day = cachedFormat(dayFormats, locale, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = cachedFormat(timeFormats, locale, timeZone, { hour: 'numeric', minute: '2-digit' });
  // Some ICU versions put a narrow no-break space before AM/PM; plain text mail reads a space.
  return translate(locale, 'mail.dayAtTime', {
    day: day.format(instant),
    time: time.format(instant).replace(/\u202f/g, ' '),
  });
}

/** "Eastern Time", "hora del este de Norteamérica": a zone's name in the reader's language. */
export function mailTimeZone(timeZone: string, locale: Locale): string {
  return timeZoneLabel(timeZone, INTL_LOCALES[locale]);
}

/** "Hi Ana,": the greeting of a mail to someone by name. */
export function greetingTo(name: string, locale: Locale): string {
  return translate(locale, 'mail.hi', { name });
}

/** One look for every e-mail Sprout sends: a plain-text part and a simple, friendly HTML part. */
export function renderEmail(parts: EmailParts): EmailContent {
  const footer = parts.footer ?? translate(parts.lang, 'mail.signature');
  const unsubscribe = translate(parts.lang, 'mail.unsubscribe');
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    footer,
    ...(parts.unsubscribeUrl ? ['', `${unsubscribe}: ${parts.unsubscribeUrl}`] : []),
  ].join('\n');
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#2f7d3e;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(parts.lang)}"><body style="margin:0;background:#fffaf2;font-family:Nunito,Arial,sans-serif;color:#334155">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:800;color:#2f7d3e;margin:0 0 24px">Sprout</p>
<p style="font-size:16px;line-height:1.6">${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:14px;color:#64748b">${escapeHtml(footer)}</p>
${parts.unsubscribeUrl ? `<p style="font-size:13px;color:#64748b"><a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#64748b">${escapeHtml(unsubscribe)}</a></p>` : ''}
</div></body></html>`;
  return { subject: parts.subject, text, html };
}
