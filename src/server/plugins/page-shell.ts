// Every page's HTML is made by one function, `pageDocument`, from structured parts: what the build
// wrote (page-shell.json, by vite.config.ts: the entry's code, its stylesheets, the font, each
// route's code) and what the page is (its render's head, content and data, or nothing when the
// browser draws it). Vite's index.html is for the dev server alone: the server neither reads nor
// edits it, so a change to it cannot silently break a page's head. The tags both heads share (the
// viewport, the theme colour, the icon) come from one module, src/contract/site-head.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  catalogOf,
  DEFAULT_LOCALE,
  dirOf,
  LOCALE_PARAM,
  LOCALES,
  type PageLocale,
} from '#contract/i18n/locales.ts';
import { DRAWN_FOR_ATTRIBUTE, type PageAudience } from '#contract/page-audience.ts';
import { CODE_META_NAME } from '#contract/page-code.ts';
import { SITE_HEAD_TAGS } from '#contract/site-head.ts';
import { escapeHtml } from '#server/lib/escape-html.ts';
import { CODE_AFTER_PAINT_SCRIPT, EARLY_TAPS_SCRIPT } from './inline-scripts.ts';

/** The file the build writes beside the web app. */
export const SHELL_FILE = 'page-shell.json';

const ShellBuildSchema = z.object({
  /** The site's title and description, for a page that names none (the plain page). */
  meta: z.object({ title: z.string(), description: z.string() }),
  /** The app's entry first, then the chunks it imports. */
  entry: z.array(z.string()).min(1),
  styles: z.array(z.string()),
  font: z.string().optional(),
  /** By route path ("/tutors/:id"): the code its page needs beyond the entry. */
  routes: z.record(z.string(), z.array(z.string())),
});

export type ShellBuild = z.infer<typeof ShellBuildSchema>;

/** What every page of one build shares: read once at start. */
export interface Shell {
  build: ShellBuild;
  /** The stylesheets' text, inline: the first paint waits on the HTML alone. */
  css: string;
}

/** The built app's shell, or undefined when the web app is not built. */
export function readShell(webRoot: string): Shell | undefined {
  const file = path.join(webRoot, SHELL_FILE);
  if (!existsSync(file)) return undefined;
  const build = ShellBuildSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const css = build.styles.map((href) => readFileSync(path.join(webRoot, href), 'utf8')).join('\n');
  return { build, css };
}

/** A page drawn on the server: what its render gave. */
export interface RenderedPage {
  meta: { title: string; description: string; image?: string };
  /** Its address for search engines. */
  canonical: string;
  /** The site's address, for the link preview's picture. */
  base: string;
  /** The content of #root. */
  html: string;
  /** The JSON of its query data, for the app to hydrate from. */
  state: string;
  /** The JSON of the messages its render used, in its language (docs/architecture.md#languages). */
  messages: string;
  /** Whom it was drawn for (#contract/page-audience.ts): the root says so, for the browser to hydrate alike. */
  drawnFor: PageAudience;
}

const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;

/**
 * The page's address in each language (`?lang=`), and the one for a reader whose language is
 * neither: the address without it, which answers in the reader's own.
 */
function alternateTags(canonical: string): string {
  const url = new URL(canonical);
  url.searchParams.delete(LOCALE_PARAM);
  const tags = [`<link rel="alternate" hreflang="x-default"${attr('href', url.href)}>`];
  for (const locale of LOCALES) {
    url.searchParams.set(LOCALE_PARAM, locale);
    tags.push(`<link rel="alternate"${attr('hreflang', locale)}${attr('href', url.href)}>`);
  }
  return tags.join('');
}

/** The page's address for search engines in its language: English's is the plain one. */
function canonicalIn(canonical: string, locale: PageLocale): string {
  if (catalogOf(locale) === DEFAULT_LOCALE) return canonical;
  const url = new URL(canonical);
  url.searchParams.set(LOCALE_PARAM, catalogOf(locale));
  return url.href;
}

/** The title and the description; for a rendered page, its canonical address and link preview. */
function headTags(shell: Shell, page: RenderedPage | null, locale: PageLocale) {
  const meta = page?.meta ?? shell.build.meta;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description"${attr('content', meta.description)}>`,
  ];
  if (!page) return tags.join('');
  const image = page.meta.image ? new URL(page.meta.image, page.base).href : undefined;
  const canonical = canonicalIn(page.canonical, locale);
  tags.push(
    `<link rel="canonical"${attr('href', canonical)}>`,
    alternateTags(page.canonical),
    '<meta property="og:site_name" content="Sprout">',
    '<meta property="og:type" content="website">',
    `<meta property="og:title"${attr('content', meta.title)}>`,
    `<meta property="og:description"${attr('content', meta.description)}>`,
    `<meta property="og:url"${attr('content', canonical)}>`,
  );
  if (image) {
    tags.push(
      `<meta property="og:image"${attr('content', image)}>`,
      '<meta name="twitter:card" content="summary_large_image">',
    );
  }
  return tags.join('');
}

/**
 * The tags that load the page's code (`code`, the entry first). A rendered page is drawn by its
 * HTML: its code is named for the script that asks for it after the first paint
 * (src/web/inline/code-after-paint.ts), and the early-taps script keeps the taps made before it
 * runs. A page the browser draws needs its code at once, the entry as a module script and the
 * rest preloaded.
 */
function codeTags(code: string[], rendered: boolean): string {
  const [entry = '', ...rest] = [...new Set(code)];
  if (rendered) {
    return (
      `<meta name="${CODE_META_NAME}"${attr('content', [entry, ...rest].join(' '))}>` +
      `<script>${CODE_AFTER_PAINT_SCRIPT}</script><script>${EARLY_TAPS_SCRIPT}</script>`
    );
  }
  return (
    `<script type="module" crossorigin${attr('src', entry)}></script>` +
    rest
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin${attr('href', file)}>`)
      .join('')
  );
}

/**
 * The whole HTML of a page of the route at `routePath` (undefined for a path that is no page):
 * rendered with its content and data, or (`page` null) the plain shell the browser draws. First
 * in the head, before anything that competes with them: the page's picture (its largest paint, as
 * a rule) and the font (a font that arrives after the first paint moves the text when it swaps in).
 */
export function pageDocument(
  shell: Shell,
  routePath: string | undefined,
  page: RenderedPage | null,
  locale: PageLocale = DEFAULT_LOCALE,
): string {
  const { build, css } = shell;
  const code = [...build.entry, ...((routePath !== undefined && build.routes[routePath]) || [])];
  const image = page?.meta.image;
  return [
    `<!doctype html><html${attr('lang', locale)}${attr('dir', dirOf(locale))}><head><meta charset="UTF-8">`,
    image ? `<link rel="preload" as="image" fetchpriority="high"${attr('href', image)}>` : '',
    build.font
      ? `<link rel="preload" as="font" type="font/woff2"${attr('href', build.font)} crossorigin>`
      : '',
    SITE_HEAD_TAGS,
    css ? `<style>${css}</style>` : '',
    headTags(shell, page, locale),
    codeTags(code, page !== null),
    `</head><body><div id="root"${page?.drawnFor === 'guest' ? attr(DRAWN_FOR_ATTRIBUTE, 'guest') : ''}>`,
    page?.html ?? '',
    '</div>',
    page ? `<script type="application/json" id="page-state">${page.state}</script>` : '',
    page ? `<script type="application/json" id="page-messages">${page.messages}</script>` : '',
    '</body></html>',
  ].join('');
}
