// The inline scripts of a server-rendered page are TypeScript modules (src/web/inline/), linted
// and typechecked with the web app. Each is built here into one small script, and the server
// reads the built text from src/server/plugins/inline-scripts.json to write it into the page and
// allow it by its hash in the Content-Security-Policy. The JSON is committed so the server and
// its tests run from source without a build; `npm run build` writes it afresh, and a test
// (inline-scripts.test.ts) fails when it is older than its sources.
//
// `node scripts/inline-scripts.mjs` writes it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './build-fingerprint.mjs';

/** Each inline script by the name the server knows it by, and its source. */
export const INLINE_SCRIPT_SOURCES = {
  codeAfterPaint: 'src/web/inline/code-after-paint.ts',
  earlyTaps: 'src/web/inline/early-taps.ts',
};

export const INLINE_SCRIPTS_FILE = path.join(root, 'src/server/plugins/inline-scripts.json');

export async function buildInlineScripts() {
  const built = {};
  for (const [name, source] of Object.entries(INLINE_SCRIPT_SOURCES)) {
    const result = await build({
      entryPoints: [path.join(root, source)],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      // Every browser the app supports runs these as written; nothing to lower.
      target: 'es2020',
      legalComments: 'none',
      tsconfig: path.join(root, 'src/web/tsconfig.json'),
      logLevel: 'warning',
    });
    built[name] = result.outputFiles[0].text.trim();
  }
  return built;
}

/** Writes the built scripts, leaving the file untouched when they are what it holds. */
export async function writeInlineScripts() {
  const text = `${JSON.stringify(await buildInlineScripts(), null, 2)}\n`;
  const current = existsSync(INLINE_SCRIPTS_FILE) ? readFileSync(INLINE_SCRIPTS_FILE, 'utf8') : '';
  if (current !== text) writeFileSync(INLINE_SCRIPTS_FILE, text);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeInlineScripts();
