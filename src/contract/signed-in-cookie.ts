// The readable cookie set beside the HttpOnly session cookie, holding no secret: it only says a
// session cookie is there. The page asks who is signed in only when it is there, and the server
// draws a page for a guest when it is not (page-audience.ts). A module of its own, without zod:
// the page's first code reads it.
export const SIGNED_IN_COOKIE = 'sprout_signed_in';

/** Whether a cookie string (the Cookie header, or document.cookie) holds SIGNED_IN_COOKIE. */
export function hasSignedInCookie(cookies: string | undefined): boolean {
  return cookies?.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`) === true;
}
