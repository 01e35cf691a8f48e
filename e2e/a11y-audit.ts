// axe-core in every browser test: each page state a test reaches (a page, a width, who is
// signed in, which dialog, drawer or menu is open) is checked once per run, when it is first
// seen in any worker, and any violation fails the test with the rule, the element and the fix.
// Under prefers-reduced-motion: reduce, nothing may be moving when a state is checked.
// A state is checked after every page load and before an action a test takes on it, so the
// state is the one the test has just waited for (not a half-drawn one), and at the end of a test.
// The page tells the test which state it is in whenever that changes (a binding, no round trip):
// an action on a state already checked costs nothing, only a new state is settled and checked.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type axe from 'axe-core';

/** WCAG 2.2 A and AA, and axe's best practices (one h1, headings in order, landmarks). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Rules switched off for one element Sprout does not draw itself, each with its reason.
 * Add an entry only for such an element; never switch a rule off for a whole page.
 */
const EXCLUDED: { selector: string; rules: string[]; reason: string }[] = [
  {
    selector: '[data-radix-popper-content-wrapper]',
    rules: ['region'],
    reason:
      "Radix draws a tooltip's positioning wrapper at the end of body, outside the landmarks; the tooltip is read through its trigger's aria-describedby",
  },
];

/**
 * axe-core's minified build, put into a page before its first check. The package's own
 * `axe.source` is the unminified build (1.5 MB against 0.65 MB): a fresh page (every test has
 * one) parsed it in about 190 ms against 60 ms, once per page load that is checked.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** States this worker knows were checked in this run, by itself or another worker. */
const checked = new Set<string>();

/**
 * Where the workers mark the states checked in this run (a file per state), so a state is checked
 * once per run, not once per worker: each check costs 1-3 s, and the workers reach many of the
 * same states (a guest's pages, a signed-in header). Inside the run's output folder, which
 * Playwright empties when a run starts.
 */
function markerOf(key: string): string {
  const dir = path.join(test.info().project.outputDir, 'a11y-checked');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, createHash('sha1').update(key).digest('hex'));
}

/** Whether a worker of this run has checked the state already. */
function wasChecked(key: string): boolean {
  if (checked.has(key)) return true;
  if (!existsSync(markerOf(key))) return false;
  checked.add(key);
  return true;
}

/** Claims the state for this worker to check; false when a worker has claimed it already. */
function claim(key: string): boolean {
  if (checked.has(key)) return false;
  checked.add(key);
  try {
    writeFileSync(markerOf(key), key, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
/** The state each watched page last told (see INIT_SCRIPT); absent until it first tells. */
const toldState = new WeakMap<Page, string>();

/** Whether the page may be in a state not checked yet (then an action checks it first). */
function mayBeNewState(page: Page): boolean {
  const key = toldState.get(page);
  return key === undefined || (key !== '' && !wasChecked(key));
}

// Runs in the page before its own scripts: remembers when the DOM last changed and how many
// requests are under way, with the browser's own clock and timers (a test may install a fake
// clock on the page).
const INIT_SCRIPT = `(() => {
  if (window.__a11y) return;
  const now = performance.now.bind(performance);
  const native = { setTimeout: window.setTimeout.bind(window), now };
  const state = { lastChange: now(), inflight: 0, native };
  let told;
  // Tells the test the state's key when it changes ('' while the app is not ready to be checked).
  const tell = () => {
    const key = document.documentElement.dataset.appReady === 'true' ? state.stateKey() : '';
    if (key === told || typeof window.__a11yStateChanged !== 'function') return;
    told = key;
    window.__a11yStateChanged(key);
  };
  const pageFetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    state.inflight += 1;
    tell();
    return pageFetch(...args).finally(() => {
      state.inflight -= 1;
      state.lastChange = now();
      tell();
    });
  };
  new MutationObserver(() => { state.lastChange = now(); tell(); }).observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
  window.addEventListener('resize', tell);
  window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', tell);
  state.stateKey = ${stateKey};
  state.movingWhenReduced = ${movingWhenReduced};
  window.__a11y = state;
})();`;

interface A11yState {
  lastChange: number;
  inflight: number;
  stateKey: () => string;
  movingWhenReduced: () => string[];
  native: { setTimeout: typeof setTimeout; now: () => number };
}
declare global {
  interface Window {
    __a11y?: A11yState;
    __a11yStateChanged?: (key: string) => void;
  }
}

/** What makes one page state differ from another, as a string. */
function stateKey(): string {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const visible = (el: Element) => el.getClientRects().length > 0;
  const nameOf = (el: Element) =>
    el.getAttribute('aria-label') ??
    (el.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const layers = [...document.querySelectorAll('[role=dialog],[role=alertdialog],[role=menu],[role=listbox]')]
    .filter(visible)
    .map((el) => `${el.getAttribute('role')}:${nameOf(el)}`);
  // Who is signed in shows in the header's links and buttons (counts and points aside).
  const header = [...document.querySelectorAll('header a, header button')]
    .map((el) => el.textContent?.replace(/\d+/g, '#').trim())
    .join('|');
  // The address by its shape: ids as #, the query by its names. /tutors/1 and /tutors/7 are one
  // screen drawn from other data, as are a filter's values, a search and where to go next; only a
  // tab= or a view= picks another screen of the page, so their values count.
  const names = [...new URLSearchParams(location.search)].map(([name, value]) =>
    name === 'tab' || name === 'view' ? `${name}=${value}` : name,
  );
  const query = [...new Set(names)].sort().join('&');
  const address = location.pathname.replace(/\d+/g, '#') + (query ? `?${query}` : '');
  return [
    window.innerWidth,
    address,
    header,
    layers.join('+'),
    reduced ? 'reduced motion' : '',
    // A loading state is a state of its own: checking it does not stand for the loaded page.
    (window.__a11y?.inflight ?? 0) > 0 || document.querySelector('[role=status] .animate-spin')
      ? 'loading'
      : '',
  ].join(' · ');
}

/** What moves on the page although the browser asks for reduced motion (nothing should). */
function movingWhenReduced(): string[] {
  if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return [];
  return (
    document
      .getAnimations()
      // The theme cuts every CSS animation and transition to 0.01 ms then: one just started may
      // still read as running, so only what lasts longer than a millisecond counts.
      .filter(
        (a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().activeDuration ?? 0) > 1,
      )
      .map((a) => {
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        const name =
          a instanceof CSSAnimation
            ? a.animationName
            : a instanceof CSSTransition
              ? a.transitionProperty
              : 'script';
        return `${name} on ${target?.outerHTML.slice(0, 120) ?? 'the page'}`;
      })
  );
}

/**
 * Waits until no request is under way and no spinner shows, the DOM has been still for a moment
 * and no finite animation runs (at most 2 s: a test may hold a request to look at a loading state).
 */
async function settle(): Promise<void> {
  const a11y = window.__a11y;
  if (!a11y) return;
  const start = a11y.native.now();
  const animating = () =>
    document
      .getAnimations()
      .some(
        (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      );
  while (a11y.native.now() - start < 2_000) {
    const busy = a11y.inflight > 0 || document.querySelector('[role=status] .animate-spin') !== null;
    if (!busy && a11y.native.now() - a11y.lastChange > 150 && !animating()) return;
    await new Promise((resolve) => a11y.native.setTimeout(resolve, 50));
  }
}

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; fix: string }[];
}

async function runAxe(options: { tags: string[]; excluded: typeof EXCLUDED }): Promise<Finding[]> {
  const a11y = window.__a11y;
  const engine = (window as unknown as { axe: typeof axe }).axe;
  // axe waits on setTimeout between its steps; a fake clock would hold it forever.
  const pageSetTimeout = window.setTimeout;
  if (a11y) window.setTimeout = a11y.native.setTimeout;
  try {
    const results = await engine.run(document, {
      runOnly: { type: 'tag', values: options.tags },
      resultTypes: ['violations'],
      elementRef: true,
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes
        .filter(
          (n) => !options.excluded.some((e) => e.rules.includes(v.id) && n.element?.matches(e.selector)),
        )
        .map((n) => ({ target: n.target.join(' '), html: n.html, fix: n.failureSummary ?? '' })),
    }));
  } finally {
    window.setTimeout = pageSetTimeout;
  }
}

function report(key: string, findings: Finding[]): string {
  const lines = [`Accessibility violations at ${key}:`];
  for (const f of findings) {
    lines.push(`- ${f.id} (${f.impact}): ${f.help} — ${f.helpUrl}`);
    for (const n of f.nodes) {
      lines.push(`    at ${n.target}`, `      ${n.html}`, `      ${n.fix.replace(/\n/g, '\n      ')}`);
    }
  }
  return lines.join('\n');
}

/**
 * Checks the page's current state if this run has not checked it yet. A violation fails the
 * test softly: the test goes on, so one run lists every state's findings.
 */
export async function auditPage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  // One round trip on every action: most states were checked already.
  const now = await page
    .evaluate(() => {
      const a11y = window.__a11y;
      if (!a11y || document.documentElement.dataset.appReady !== 'true') return null;
      return { key: a11y.stateKey(), moving: a11y.movingWhenReduced() };
    })
    .catch(() => null);
  if (!now) return;
  expect.soft(now.moving, 'animations running under prefers-reduced-motion: reduce').toEqual([]);
  if (wasChecked(now.key)) return;
  await page.evaluate(settle);
  const key = await page.evaluate(() => window.__a11y?.stateKey() ?? '');
  if (!claim(key)) return;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const findings = (await page.evaluate(runAxe, { tags: TAGS, excluded: EXCLUDED })).filter(
    (f) => f.nodes.length > 0,
  );
  expect.soft(findings.length, report(key, findings)).toBe(0);
}

const ACTIONS = [
  'click',
  'dblclick',
  'fill',
  'press',
  'pressSequentially',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'tap',
  'setInputFiles',
] as const;
let actionsPatched = false;

/**
 * Makes a locator action check the state it acts on first when that state is new. Locator's
 * prototype is shared by all pages, so only pages that were handed to `watchPage` are checked.
 */
function patchLocatorActions(proto: Locator) {
  if (actionsPatched) return;
  actionsPatched = true;
  const target = proto as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of ACTIONS) {
    const original = target[name];
    if (!original) continue;
    target[name] = async function (this: Locator, ...args: unknown[]) {
      await auditIfNew(this.page());
      return original.apply(this, args);
    };
  }
}

/** Checks the page's state when it is watched and may be one not checked yet. */
export async function auditIfNew(page: Page): Promise<void> {
  if (toldState.has(page) ? mayBeNewState(page) : watched.has(page)) await auditPage(page);
}

const watched = new WeakSet<Page>();

/** Checks every state the page reaches: loads, actions on it, keys pressed, and its last state. */
export async function watchPage(page: Page): Promise<void> {
  watched.add(page);
  await page.exposeBinding('__a11yStateChanged', (_source, key: string) => {
    toldState.set(page, key);
  });
  await page.addInitScript(INIT_SCRIPT);
  patchLocatorActions(Object.getPrototypeOf(page.locator('body')));
  const keyboard = page.keyboard;
  const press = keyboard.press.bind(keyboard);
  keyboard.press = async (...args) => {
    await auditIfNew(page);
    return press(...args);
  };
}
