// Whose language a request is in (docs/architecture.md#languages): the signed-in account's, else
// the guest's cookie (set by the switcher's ?lang=), else the best match of Accept-Language.
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bestLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  type Locale,
  type PageLocale,
  parsePageLocale,
} from '#contract/i18n/locales.ts';
import { usesSecureCookies } from '#server/config.ts';

/**
 * The language cookie's value. Read from the header: pages are served outside the /api scope,
 * where the cookie plugin does not parse cookies.
 */
function localeCookie(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return value;
  }
  return undefined;
}

/** The language of a guest's request: the cookie, else Accept-Language (the pseudo-locale too). */
export function guestLocale(request: Pick<FastifyRequest, 'headers'>): PageLocale {
  return parsePageLocale(localeCookie(request.headers)) ?? bestLocale(request.headers['accept-language']);
}

/**
 * The language a catalog read answers authored content in (articles, bios, prizes, games): the
 * guest's, for everyone. The catalog cache answers a known read before the session is looked up
 * (plugins/catalog-cache.ts), so it can know only the headers; a signed-in reader's cookie follows
 * their account (set at log-in and when the account's language changes), as pages rely on too.
 */
export function contentLocale(headers: IncomingHttpHeaders): Locale {
  const guest = guestLocale({ headers });
  return isLocale(guest) ? guest : 'en';
}

/** The language an answer to this request is written in (never the pseudo-locale's layout). */
export function requestLocale(request: FastifyRequest): Locale {
  if (request.user) return request.user.locale;
  const guest = guestLocale(request);
  return isLocale(guest) ? guest : 'en';
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the reader's language for the pages: readable by the page, it holds no secret. */
export function setLocaleCookie(app: FastifyInstance, reply: FastifyReply, locale: PageLocale) {
  const secure = usesSecureCookies(app.ctx.config) ? '; Secure' : '';
  // Written as a header: pages are answered outside the /api scope and its cookie plugin.
  reply.header(
    'set-cookie',
    `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`,
  );
}

/**
 * The language a page is drawn in: `?lang=` when it names one (and `chosen`: the answer sets the
 * cookie), else the guest's. A signed-in reader's cookie follows the account (set at log-in and
 * when the account's language changes), so pages need no session read.
 */
export function pageLocale(request: FastifyRequest): { locale: PageLocale; chosen: boolean } {
  const search = request.url.split('?')[1];
  const asked = search ? parsePageLocale(new URLSearchParams(search).get(LOCALE_PARAM)) : undefined;
  if (asked) return { locale: asked, chosen: true };
  return { locale: guestLocale(request), chosen: false };
}
