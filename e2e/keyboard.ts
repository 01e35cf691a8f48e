// Moving with the keyboard as a person would, and checking at each stop that the focus can be
// seen (WCAG 2.2 "Focus Visible") and is not hidden under the sticky top bar ("Focus Not
// Obscured").
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

interface FocusStop {
  /** The focused element, briefly, for messages. */
  element: string;
  /** Its outline, or the nearest ancestor's that draws the ring for it (a card, a label). */
  ring: boolean;
  /** Whether the sticky top bar covers it. */
  underTopBar: boolean;
  atBody: boolean;
}

function focusStop(): FocusStop {
  const el = document.activeElement;
  if (!el || el === document.body) return { element: 'body', ring: true, underTopBar: false, atBody: true };
  let ring = false;
  for (let node: Element | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) {
      ring = true;
      break;
    }
  }
  // Covered when what is drawn at the element's middle is the sticky top bar, not the element.
  const header = document.querySelector('body header');
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const underTopBar = Boolean(
    header && hit && header.contains(hit) && !el.contains(hit) && !header.contains(el),
  );
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return { element: `<${el.tagName.toLowerCase()}> ${name}`, ring, underTopBar, atBody: false };
}

/**
 * The focus stop once the page has stopped scrolling: the browser scrolls a newly focused element
 * into view smoothly (scroll-behavior: smooth), and a person sees where that scroll ends, not its
 * first frame. Polled in the page, in one round trip, with the browser's own timer the
 * accessibility audit keeps (a11y-audit.ts): some tests install a fake clock in the page, which
 * stops the page's timers and animation frames, not the browser's scrolling.
 */
async function focusStopWhenStill(
  page: Page,
  { markSeen = false } = {},
): Promise<FocusStop & { again: boolean }> {
  return page.evaluate(`(async () => {
    const wait = window.__a11y?.native.setTimeout ?? window.setTimeout.bind(window);
    let last = window.scrollY;
    for (let i = 0, still = 0; i < 50 && still < 2; i++) {
      await new Promise((resolve) => wait(resolve, 25));
      if (window.scrollY === last) still += 1;
      else {
        still = 0;
        last = window.scrollY;
      }
    }
    const stop = (${focusStop})();
    // For a walk through the page: whether the focus has come round to an element seen before.
    window.__tabbed ??= new WeakSet();
    const el = document.activeElement;
    const again = !el || window.__tabbed.has(el);
    if (${markSeen} && el) window.__tabbed.add(el);
    return { ...stop, again };
  })()`);
}

/** Checks the element that has the focus now shows it and is not under the top bar. */
export async function expectFocusShown(page: Page): Promise<FocusStop> {
  const stop = await focusStopWhenStill(page);
  checkStop(stop);
  return stop;
}

function checkStop(stop: FocusStop) {
  expect.soft(stop.ring, `no visible focus on ${stop.element}`).toBe(true);
  expect.soft(stop.underTopBar, `${stop.element} is focused under the sticky top bar`).toBe(false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way. */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  const hasFocus = focusOf(target);
  try {
    if (await hasFocus()) return;
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      await expectFocusShown(page);
      if (await hasFocus()) return;
    }
  } finally {
    await hasFocus.release();
  }
  throw new Error(`${target} did not get the focus in ${max} presses of Tab`);
}

/**
 * Whether the target has the focus, asked after every press of Tab. The target is found once
 * and found again only when the page has replaced it: a role locator searches the whole page,
 * about 12 ms a time against 2 ms for the element already found.
 */
function focusOf(target: Locator) {
  let element: ElementHandle | undefined;
  const hasFocus = async (): Promise<boolean> => {
    element ??= await target.elementHandle();
    const focused = await element.evaluate((el) => (el.isConnected ? el === document.activeElement : null));
    if (focused !== null) return focused;
    await element.dispose();
    element = undefined;
    return hasFocus();
  };
  return Object.assign(hasFocus, { release: async () => element?.dispose() });
}

/** Tabs through the whole page once (until the focus leaves it or comes round), checking every stop. */
export async function tabThroughPage(page: Page, max = 150): Promise<number> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const { again, ...shown } = await focusStopWhenStill(page, { markSeen: true });
    checkStop(shown);
    if (shown.atBody || again) return i;
  }
  return max;
}
