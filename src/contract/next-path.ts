// Where to go after login or register (docs/rules.md#rules-the-product-leaves-open and docs/rules.md#holding-up): the one rule for the web app and
// any server use, with no schema code so the app's entry can load it.

/** A control character (C0 or DEL), or a backslash, which browsers read as a slash. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/** How many layers of percent-encoding are looked through (each one a browser may undo). */
const MAX_DECODES = 3;

/** A path on this site: one leading slash, then no slash, and nothing a browser would rewrite. */
function isSitePath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !FORBIDDEN.test(text);
}

/**
 * `next` when it is a path on this site, else "/". It must hold raw and after each percent-decoding,
 * since a browser drops a tab or newline from a URL and reads "\" as "/": `/%09/evil.example`,
 * `/\evil` and `%2F%2Fevil` would each lead to another host. Text that does not decode is refused.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return '/';
  let text = next;
  for (let i = 0; i <= MAX_DECODES; i++) {
    if (!isSitePath(text)) return '/';
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return '/';
    }
    if (decoded === text) return next;
    text = decoded;
  }
  // Still encoded after every layer looked through: not a path anyone meant.
  return '/';
}
