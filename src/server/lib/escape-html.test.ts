import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './escape-html.ts';

describe('HTML text', () => {
  it('reads back what escapeHtml wrote, and the apostrophe as React writes it', () => {
    const text = `[&_svg]:size-4 <b> "quoted" it's`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('it&#x27;s &amp;amp;')).toBe("it's &amp;");
  });
});
