import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_META_NAME, STYLES_META_NAME } from '#contract/page-code.ts';

// The script runs as it loads, as it does inline in a page: each test loads it afresh into a
// page whose tab is hidden, where it asks for the code at once (a hidden tab never paints).
async function loadInPage(code: string, restOfStyles?: string) {
  document.head.innerHTML =
    `<meta name="${CODE_META_NAME}" content="${code}">` +
    (restOfStyles ? `<meta name="${STYLES_META_NAME}" content="${restOfStyles}">` : '');
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  vi.resetModules();
  await import('./code-after-paint.ts');
}

const tags = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map(
    (tag) => tag.getAttribute('href') ?? tag.getAttribute('src'),
  );

describe('the code asked for after the first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('asks for the entry at once and preloads each chunk in a task of its own', async () => {
    await loadInPage('/assets/index.js /assets/shared.js /assets/page.js');
    expect(tags('script[type="module"]')).toEqual(['/assets/index.js']);
    // A dozen fetches started in one task were a long task on a slow phone (the script's comment).
    expect(tags('link[rel="modulepreload"]')).toEqual([]);
    expect(vi.getTimerCount(), 'a task for each chunk').toBe(2);
    vi.runAllTimers();
    expect(tags('link[rel="modulepreload"]')).toEqual(['/assets/shared.js', '/assets/page.js']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("adds the rest of the page's styles and fetches the entry meanwhile", async () => {
    await loadInPage('/assets/index.js /assets/page.js', '/page-styles/index-1/AQ.css');
    expect(tags('link[rel="stylesheet"]')).toEqual(['/page-styles/index-1/AQ.css']);
    expect(tags('link[rel="modulepreload"]')).toEqual(['/assets/index.js']);
    // The entry runs once the styles are there or could not be fetched (this test page fetches
    // no file, so at once: e2e/page-load.spec.ts sees the order in a browser), and only once.
    for (const event of ['load', 'error'])
      document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event(event));
    expect(tags('script[type="module"]')).toEqual(['/assets/index.js']);
  });
});
