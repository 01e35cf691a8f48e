// The server inlines the committed build of the page's inline scripts, so a change to their
// TypeScript sources that was not built would ship the old scripts from source runs (tests, dev).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildInlineScripts, INLINE_SCRIPTS_FILE } from './inline-scripts.mjs';

describe("the page's inline scripts", () => {
  it('are built from their sources as they are now (else: node scripts/inline-scripts.mjs)', async () => {
    const committed: unknown = JSON.parse(readFileSync(INLINE_SCRIPTS_FILE, 'utf8'));
    expect(committed).toEqual(await buildInlineScripts());
  });

  it('close no script element and load nothing themselves', async () => {
    for (const script of Object.values(await buildInlineScripts())) {
      expect(script).not.toMatch(/<\/script|import\(|\bimport\s/i);
    }
  });
});
