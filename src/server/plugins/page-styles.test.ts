import { describe, expect, it } from 'vitest';
import { classesIn, pageStyles, REST_PREFIX } from './page-styles.ts';

// The shape Tailwind builds: layers declared, the theme and base, then the utilities, some with
// variants nested inside them, then at-rules outside the layers.
const WHOLE = [
  '/*! tailwindcss */@layer properties{*{--tw-x:0}}',
  '@layer theme{:root{--color-leaf:#2d7a3a}}',
  '@layer base{button{cursor:pointer}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.md\\:grid{@media (width>=48rem){display:grid}}',
  '.\\[\\&_svg\\]\\:size-4{& svg{width:1rem}}',
  '.hover\\:bg-leaf{&:hover{@media (hover:hover){background:var(--color-leaf)}}}',
  '.content-\\[\\"\\}\\"\\]{content:"}"}',
  '.\\32 xl\\:p-1{padding:.25rem}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  '}',
  '@keyframes spin{to{rotate:360deg}}',
].join('');

const html =
  '<div class="flex md:grid"><button class="[&amp;_svg]:size-4 hover:bg-leaf">' +
  '<svg class="2xl:p-1"></svg></button></div>';

describe("a page's styles", () => {
  const styles = pageStyles(WHOLE, 'index-abc');

  it("reads the classes of a page's HTML as the browser does (&amp; is &)", () => {
    expect([...classesIn(html)]).toEqual(['flex', 'md:grid', '[&_svg]:size-4', 'hover:bg-leaf', '2xl:p-1']);
  });

  it('carries inline every rule outside the utilities, and the utilities its elements use', () => {
    const { inline } = styles.forPage(html);
    for (const kept of [
      '@layer properties{*{--tw-x:0}}',
      '@layer theme{:root{--color-leaf:#2d7a3a}}',
      '@layer base{button{cursor:pointer}}',
      '@layer components;',
      '.flex{display:flex}',
      '.md\\:grid{@media (width>=48rem){display:grid}}',
      '.\\[\\&_svg\\]\\:size-4{& svg{width:1rem}}',
      '.hover\\:bg-leaf{&:hover{@media (hover:hover){background:var(--color-leaf)}}}',
      '.\\32 xl\\:p-1{padding:.25rem}',
      '@keyframes spin{to{rotate:360deg}}',
    ])
      expect(inline).toContain(kept);
    // A rule naming a class only inside :where() is kept when that class is on the page, else
    // not; the rule with a brace in a string is read whole, and left out.
    expect(inline).not.toContain('.hidden');
    expect(inline).not.toContain('space-y-2');
    expect(inline).not.toContain('content-');
  });

  it('serves the rest, and nothing else, at the address the page names', () => {
    const { restHref } = styles.forPage(html);
    expect(restHref.startsWith(`${REST_PREFIX}index-abc/`)).toBe(true);
    const used = restHref.slice(`${REST_PREFIX}index-abc/`.length, -'.css'.length);
    expect(styles.rest('index-abc', used)).toBe(
      '@layer utilities{.hidden{display:none}.content-\\[\\"\\}\\"\\]{content:"}"}' +
        ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}}',
    );
  });

  it("answers no address of another build, and no bitmap that is not this build's", () => {
    const used = styles.forPage(html).restHref.split('/').pop()?.replace('.css', '') ?? '';
    expect(styles.rest('index-other', used)).toBeUndefined();
    expect(styles.rest('index-abc', `${used}AA`)).toBeUndefined();
    expect(styles.rest('index-abc', 'not base64!')).toBeUndefined();
  });

  it('carries the whole stylesheet when it has no utilities layer', () => {
    expect(pageStyles('body{margin:0}', 'x').forPage('<p class="a"></p>').inline).toBe('body{margin:0}');
  });
});
