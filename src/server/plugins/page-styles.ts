// A server-drawn page carries inline the styles its own HTML uses, not the whole stylesheet: every
// rule outside Tailwind's utilities (the theme, the base, fonts, keyframes), and of the utilities
// those whose class is on one of its elements. The other utilities, which only what the app draws
// later can use (a dialog, a round of play), come after the first paint as a stylesheet of their
// own, before the app's code runs (src/web/inline/code-after-paint.ts). On a slow phone the
// browser's pass over the whole inline stylesheet was a long task before the page could answer a
// tap; the whole stylesheet again after the paint restyled every element, one as long
// (docs/benchmarks.md#page-load). The rest holds only rules no element on the page matches, so
// adding it restyles next to nothing.
//
// The rest's address names the build and which utilities the page has (a bitmap): any instance of
// the same build answers it from the address alone, and it never changes (cached for a year).

import { unescapeHtml } from '#server/lib/escape-html.ts';

/** The path under which a page's other utilities are served: `${REST_PREFIX}<build>/<used>.css`. */
export const REST_PREFIX = '/page-styles/';

/** The whole stylesheet, split for each page. */
export interface PageStyles {
  whole: string;
  /** The styles inline in a page whose content is `html`, and the address of the rest. */
  forPage: (html: string) => { inline: string; restHref: string };
  /** The utilities a page with these `used` ones (its address's bitmap) did not carry. */
  rest: (build: string, used: string) => string | undefined;
}

interface Rule {
  text: string;
  /** The classes in its selector: any one of them on the page keeps it inline. Empty: always kept. */
  classes: string[];
}

const UTILITIES = '@layer utilities{';

/**
 * The index of the first of `targets` at or after `from` that is CSS, not inside a string, a
 * comment or an escape (`.content-\[\"\}\"\]` names a class), or -1.
 */
function findInCss(css: string, from: number, targets: string): number {
  for (let i = from; i < css.length; i += 1) {
    const c = css[i] ?? '';
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') i = (css.indexOf('*/', i + 2) + 2 || css.length) - 1;
    else if (targets.includes(c)) return i;
  }
  return -1;
}

/** The index just past the block that opens at `open` (a "{"). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = findInCss(css, open, '{}'); i !== -1; i = findInCss(css, i + 1, '{}')) {
    depth += css[i] === '{' ? 1 : -1;
    if (depth === 0) return i + 1;
  }
  return css.length;
}

function stringEnd(css: string, quote: number): number {
  for (let i = quote + 1; i < css.length; i += 1) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === css[quote]) return i;
  }
  return css.length;
}

/** A CSS identifier as the HTML writes it: `.md\:flex` is the class `md:flex`, `\31 0` is `10`. */
const unescapeIdentifier = (escaped: string) =>
  escaped.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, code: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(code) ? String.fromCodePoint(Number.parseInt(code, 16)) : code,
  );

// biome-ignore lint/suspicious/noControlCharactersInRegex: any non-ASCII character is part of a name
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-]|[^\x00-\x7f])+)/g;

/** The rules directly inside a layer's content, each with the classes its selector names. */
function rulesOf(body: string): Rule[] {
  const rules: Rule[] = [];
  let at = 0;
  while (at < body.length) {
    const open = findInCss(body, at, '{;');
    if (open === -1) break;
    // A statement without a block: kept as it is.
    if (body[open] === ';') {
      rules.push({ text: body.slice(at, open + 1), classes: [] });
      at = open + 1;
      continue;
    }
    const end = blockEnd(body, open);
    const selector = body.slice(at, open);
    const classes = selector.startsWith('@')
      ? []
      : [...selector.matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeIdentifier(match[1] ?? ''));
    rules.push({ text: body.slice(at, end), classes });
    at = end;
  }
  return rules;
}

/** Every class on an element of `html`, as the browser reads the attribute (`&amp;` is `&`). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of unescapeHtml(match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Which of `count` rules a page has, as base64url (one bit each), and back. */
function bitmapOf(kept: boolean[]): string {
  const bytes = Buffer.alloc(Math.ceil(kept.length / 8));
  kept.forEach((on, i) => {
    if (on) bytes[i >> 3] = (bytes[i >> 3] ?? 0) | (1 << (i & 7));
  });
  return bytes.toString('base64url');
}

function bitsOf(bitmap: string, count: number): boolean[] | undefined {
  if (!/^[\w-]*$/.test(bitmap)) return undefined;
  const bytes = Buffer.from(bitmap, 'base64url');
  if (bytes.length !== Math.ceil(count / 8) || bytes.toString('base64url') !== bitmap) return undefined;
  return Array.from({ length: count }, (_, i) => ((bytes[i >> 3] ?? 0) & (1 << (i & 7))) !== 0);
}

/**
 * Splits the built stylesheet `whole` (named `build`, the hashed file's name: an address from
 * another build is not answered).
 */
export function pageStyles(whole: string, build: string): PageStyles {
  const start = whole.indexOf(UTILITIES);
  const end = start === -1 ? -1 : blockEnd(whole, start + UTILITIES.length - 1);
  const utilities = start === -1 ? [] : rulesOf(whole.slice(start + UTILITIES.length, end - 1));
  const layer = (rules: Rule[]) => `${UTILITIES}${rules.map((rule) => rule.text).join('')}}`;
  return {
    whole,
    forPage(html) {
      if (start === -1) return { inline: whole, restHref: `${REST_PREFIX}${build}/.css` };
      const used = classesIn(html);
      const kept = utilities.map(
        (rule) => rule.classes.length === 0 || rule.classes.some((name) => used.has(name)),
      );
      const inline = `${whole.slice(0, start)}${layer(utilities.filter((_, i) => kept[i]))}${whole.slice(end)}`;
      return { inline, restHref: `${REST_PREFIX}${build}/${bitmapOf(kept)}.css` };
    },
    rest(restBuild, used) {
      if (restBuild !== build) return undefined;
      const kept = bitsOf(used, utilities.length);
      return kept && layer(utilities.filter((_, i) => !kept[i]));
    },
  };
}
