// The Chromium the browser tests drive: CHROME_PATH when set; otherwise Debian's
// chromium-headless-shell (Chromium's own engine in its lighter headless build, the one
// Playwright itself picks for headless runs), or Debian's full chromium when the shell is
// missing. The shell used 30% less CPU for the whole browser lane (docs/testing.md#browser-tests), which
// is what `npm test` waits on.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/** The browser's path, or undefined when neither Debian build is installed (and no CHROME_PATH). */
export function testBrowserPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((candidate) => existsSync(candidate));
}

/**
 * Switches every run passes. The shell places glyphs on whole pixels unless hinting is off, so
 * text would wrap differently than in a browser people use (and than full Chromium here): with
 * `none` it lays text out as Chrome does. Full Chromium ignores the switch.
 */
export const TEST_BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
