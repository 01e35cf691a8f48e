// The two inline scripts of a server-rendered page, as built from their TypeScript sources
// (src/web/inline/, by scripts/inline-scripts.mjs): the one that asks for the app's code after
// the first paint, and the one that keeps taps made before the page is hydrated. The
// Content-Security-Policy allows each by the hash of exactly this text.
import { createHash } from 'node:crypto';
import built from './inline-scripts.json' with { type: 'json' };

const cspSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export const CODE_AFTER_PAINT_SCRIPT = built.codeAfterPaint;
export const CODE_AFTER_PAINT_SCRIPT_SOURCE = cspSource(CODE_AFTER_PAINT_SCRIPT);

export const EARLY_TAPS_SCRIPT = built.earlyTaps;
export const EARLY_TAPS_SCRIPT_SOURCE = cspSource(EARLY_TAPS_SCRIPT);
