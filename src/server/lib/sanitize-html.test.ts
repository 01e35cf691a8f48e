import { describe, expect, it } from 'vitest';
import { isAllowedImageSource } from '#contract/article-html.ts';
import { sanitizeArticleHtml } from './sanitize-html.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps text, headings, lists, quotes and code', () => {
    const html =
      '<h2>Why</h2><h3>How</h3><p>Read <strong>every</strong> day, <em>together</em>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<blockquote><p>Practice makes progress.</p></blockquote><pre><code>2 + 2 = 4</code></pre>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames and forms with what they contain', () => {
    expect(
      sanitizeArticleHtml(
        '<p>Hi</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x.test"></iframe>' +
          '<form action="/x"><input name="a"><button>Go</button></form><object data="x"></object>',
      ),
    ).toBe('<p>Hi</p>Go');
  });

  it('removes event, style and class attributes', () => {
    expect(
      sanitizeArticleHtml('<p onclick="steal()" style="color:red" class="x" onmouseover="y()">Text</p>'),
    ).toBe('<p>Text</p>');
    expect(sanitizeArticleHtml('<img src="/images/a.svg" alt="A" onerror="steal()">')).toBe(
      '<img src="/images/a.svg" alt="A" />',
    );
  });

  it('drops javascript: and data: links, in any spelling, and adds rel="noopener noreferrer" to links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(sanitizeArticleHtml(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
    expect(sanitizeArticleHtml('<a href="https://example.com/read" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/read" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="/articles/2" target="_top">x</a>')).toBe(
      '<a href="/articles/2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:hello@sprout.local">mail</a>')).toBe(
      '<a href="mailto:hello@sprout.local" rel="noopener noreferrer">mail</a>',
    );
  });

  it('keeps images from https: or this site only', () => {
    expect(sanitizeArticleHtml('<img src="https://cdn.example.com/a.png" alt="A">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="A" />',
    );
    for (const src of [
      'http://example.com/a.png',
      '//evil.example/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'images/relative.png',
    ]) {
      expect(sanitizeArticleHtml(`<p><img src="${src}" alt="A"></p>`), src).toBe('<p></p>');
    }
  });

  it('turns a heading 1 into a heading 2 (the page title is the only h1)', () => {
    expect(sanitizeArticleHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('escapes stray markup characters in text', () => {
    expect(sanitizeArticleHtml('<p>1 < 2 & "yes"</p>')).toBe('<p>1 &lt; 2 &amp; "yes"</p>');
  });
});

describe('isAllowedImageSource', () => {
  it.each([
    ['/images/a.svg', true],
    ['https://cdn.example.com/a.png', true],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['http://example.com/a.png', false],
    ['data:image/png;base64,AA', false],
  ])('%s -> %s', (src, allowed) => {
    expect(isAllowedImageSource(src)).toBe(allowed);
  });
});
