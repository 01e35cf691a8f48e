// How a prerendered page loads the app's code: after the browser has painted it, so the first
// screen waits on nothing but the HTML (the stylesheet is inlined, the code is fetched later).
// The script is inline, so the Content-Security-Policy allows exactly it, by its hash.
import { createHash } from 'node:crypto';

/**
 * Reads the code's files from <meta name="app-code"> (the entry first, then the modules to
 * preload with it) and adds them once the page has painted: the frame after the first
 * animation frame.
 */
export const APP_BOOT_SCRIPT =
  '(function(){var m=document.querySelector(\'meta[name="app-code"]\');if(!m)return;' +
  "var f=m.content.split(' ');function add(e){e.crossOrigin='';document.head.appendChild(e)}" +
  'requestAnimationFrame(function(){setTimeout(function(){' +
  "f.slice(1).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;add(l)});" +
  "var s=document.createElement('script');s.type='module';s.src=f[0];add(s)},0)})})()";

/** The CSP source that allows the boot script. */
export const APP_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * Rewrites a prerendered page so nothing but the HTML stands before its first paint: the
 * stylesheets inlined (read through readAsset), the entry script and its preloads (plus the
 * route's own) loaded by the boot script after the paint.
 */
export function deferAppCode(
  html: string,
  routeModules: string[],
  readAsset: (href: string) => string,
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const files = [entry, ...new Set([...modules, ...routeModules])];
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, (_, href: string) => `<style>${readAsset(href)}</style>`)
    .replace('</head>', () => `<meta name="app-code" content="${files.join(' ')}"></head>`)
    .replace('</body>', () => `<script>${APP_BOOT_SCRIPT}</script></body>`);
}
