// The head tags every page shares are written from one module (src/contract/site-head.ts) into
// both heads there are: the pages the server makes, and Vite's index.html, which the dev server
// draws. So the two cannot drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_HEAD_TAGS } from '../src/contract/site-head.ts';
import { pageDocument, type Shell } from '../src/server/plugins/page-shell.ts';
import { DEFAULT_META } from '../src/web/app/route-module.ts';
import { withSiteHead } from '../vite.config.ts';

const shell: Shell = {
  build: { meta: DEFAULT_META, entry: ['/assets/index-1.js'], styles: [], routes: { '/': [] } },
  css: '',
};
const rendered = {
  meta: { title: 'Tutors · Sprout', description: 'Find a tutor' },
  canonical: 'https://sprout.example/tutors',
  base: 'https://sprout.example',
  html: '<h1>Tutors</h1>',
  state: '{}',
  messages: '{}',
  drawnFor: 'anyone' as const,
};
const devIndexHtml = () =>
  withSiteHead(readFileSync(new URL('../src/web/index.html', import.meta.url), 'utf8'));
const count = (text: string, part: string) => text.split(part).length - 1;

describe("the site's head", () => {
  it("is in the dev server's index.html once, with the default title and description", () => {
    const html = devIndexHtml();
    expect(count(html, SITE_HEAD_TAGS)).toBe(1);
    for (const tag of [
      'name="viewport"',
      'name="theme-color"',
      'rel="icon"',
      'name="description"',
      '<title>',
    ])
      expect(count(html, tag), tag).toBe(1);
    expect(html).toContain(`<title>${DEFAULT_META.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${DEFAULT_META.description}">`);
  });

  it('is in every page the server makes, rendered or plain, once', () => {
    for (const page of [pageDocument(shell, '/', rendered), pageDocument(shell, '/', null)]) {
      expect(count(page, SITE_HEAD_TAGS)).toBe(1);
      for (const tag of ['name="viewport"', 'name="theme-color"', 'rel="icon"'])
        expect(count(page, tag), tag).toBe(1);
    }
  });

  it('refuses an index.html that lost its mark, rather than draw a page without it', () => {
    expect(() => withSiteHead('<html><head><title>x</title></head></html>')).toThrow(/lost its mark/);
  });
});
