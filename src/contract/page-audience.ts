// Whom a server-rendered page was drawn for (docs/decisions/0044-a-guests-page-is-drawn-for-a-guest.md).
// A request without the signed-in cookie is a guest's, and the browser that sent it knows it is a
// guest before it asks anything (src/web/lib/session.ts): its page is drawn as a guest sees it,
// with its "Log in to ..." prompts. Any other request gets the page drawn before anyone is known.
// The renderer keeps the two apart and marks the page's root; the browser hydrates with the same,
// so a guest's page does not change once it is taken over.
import { hasSignedInCookie } from './signed-in-cookie.ts';

export type PageAudience = 'guest' | 'anyone';

/** The attribute of the page's root element naming its audience (absent: anyone). */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

/** The audience a request's Cookie header (or the page's document.cookie) makes. */
export function audienceOf(cookies: string | undefined): PageAudience {
  return hasSignedInCookie(cookies) ? 'anyone' : 'guest';
}
