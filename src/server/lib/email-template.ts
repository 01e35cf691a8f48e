import { escapeHtml } from './escape-html.ts';

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
  /** The language the mail is written in (its html's lang); English when not said. */
  lang?: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let made = cache.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    cache.set(timeZone, made);
  }
  return made;
}

/**
 * "Wed, Dec 2 at 12:30 PM": an instant as a parent writes it, on the clocks of the reader's zone
 * (a mail is read within days of its writing, so the year would only be noise).
 */
export function mailDateTime(instant: Date, timeZone: string): string {
  const day = cachedFormat(dayFormats, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  const time = cachedFormat(timeFormats, timeZone, { hour: 'numeric', minute: '2-digit' });
  // Some ICU versions put a narrow no-break space before AM/PM; plain text mail reads a space.
  return `${day.format(instant)} at ${time.format(instant).replace(/\u202f/g, ' ')}`;
}

/** One look for every e-mail Sprout sends: a plain-text part and a simple, friendly HTML part. */
export function renderEmail(parts: EmailParts): EmailContent {
  const footer = parts.footer ?? 'The Sprout team';
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    footer,
    ...(parts.unsubscribeUrl ? ['', `Unsubscribe: ${parts.unsubscribeUrl}`] : []),
  ].join('\n');
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#2f7d3e;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(parts.lang ?? 'en')}"><body style="margin:0;background:#fffaf2;font-family:Nunito,Arial,sans-serif;color:#334155">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:800;color:#2f7d3e;margin:0 0 24px">Sprout</p>
<p style="font-size:16px;line-height:1.6">${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:14px;color:#64748b">${escapeHtml(footer)}</p>
${parts.unsubscribeUrl ? `<p style="font-size:13px;color:#64748b"><a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a></p>` : ''}
</div></body></html>`;
  return { subject: parts.subject, text, html };
}
