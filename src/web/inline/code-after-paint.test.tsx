import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_META_NAME } from '#contract/page-code.ts';

// The script runs as it loads, as it does inline in a page: each test loads it afresh into a
// page whose tab is hidden, where it asks for the code at once (a hidden tab never paints).
async function loadInPage(code: string) {
  document.head.innerHTML = `<meta name="${CODE_META_NAME}" content="${code}">`;
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
});
