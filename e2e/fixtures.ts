// Shared by every browser test: a console error or an uncaught exception fails the test
// (a 4xx answer the app expects, such as GET /api/user for a guest, is not an error), and
// helpers that sign in by calling the API with the page's cookies. Every page state a test
// reaches is checked with axe-core (a11y-audit.ts).
//
// Writing a new spec:
// - `import { expect, test } from './fixtures'` (not '@playwright/test'): that brings the console
//   check and the accessibility audit. Use relative URLs (`page.goto('/games')`): each Playwright
//   worker has its own server and data directory (playwright.config.ts), and `baseURL`, `page`,
//   `request` and `outbox()` are already that worker's.
// - The files run in two workers side by side, each file whole in one worker, in order. A test may
//   change the demo data, but only a file's own earlier tests can be counted on to have run before
//   it on its server: register a fresh user (`registerViaApi`) for anything a test changes, and
//   expect no count of rows that another file could add to.
// - A browser test is a journey: what needs the real server, layout, focus and the way through.
//   One state of a form, the toast of a faked answer or a redirect is a component test
//   (src/web/app/route-states/, render-route.tsx): each browser test costs about 3.5 s of CPU
//   before it checks anything (decision record 0030).
// - Never sleep. A rule that waits on the server's time (a game round's shortest length) is met
//   with `passServerTime` or `passGameTime` (the page's clock, `page.clock.install()` first, too).
//   The server's clock is put back to real time when the test ends.
// - A dialog, menu or page state is audited when a test acts on it or loads it; a state the test
//   only looks at before it ends is audited at the end. Call `auditPage(page)` from
//   './a11y-audit' for a state the test leaves without acting on it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { auditIfNew, auditPage, watchPage } from './a11y-audit';

const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 4\d\d/];

/** Whether the running test moved its server's clock (passServerTime); put back when it ends. */
let serverClockMoved = false;

export const test = base.extend<{ page: Page; serverClock: undefined }>({
  // Automatic: a test that moved the server's clock leaves it at real time for the next one.
  serverClock: [
    async ({ playwright, baseURL }, use) => {
      serverClockMoved = false;
      await use(undefined);
      if (!serverClockMoved) return;
      const api = await playwright.request.newContext({ baseURL });
      try {
        expect((await api.delete('/api/test/clock')).status(), 'the e2e server resets its clock').toBe(200);
      } finally {
        await api.dispose();
      }
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (EXPECTED_CONSOLE_ERRORS.some((re) => re.test(message.text()))) return;
      errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    // A Content-Security-Policy violation is an error too, even one the page's code caught.
    await page.exposeFunction('__reportCspViolation', (text: string) => errors.push(`CSP: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile})`,
        );
      });
    });
    await watchPage(page);
    waitForAppAfterLoads(page);
    await use(page);
    expect(errors, 'errors in the browser console').toEqual([]);
    await auditPage(page);
  },
});

export { expect };

/**
 * A prerendered page shows before the app's code has taken it over, and a click then does
 * nothing: after every page load, wait until the app has drawn it (AppReadyMark in router.tsx),
 * then check the page's accessibility.
 */
function waitForAppAfterLoads(page: Page) {
  const appReady = () => page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady();
    await auditIfNew(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady();
    await auditIfNew(page);
    return response;
  };
}

let counter = 0;
export function uniqueUsername(prefix = 'kid'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * POSTs JSON with the page's own request context: it shares the page's cookies, so a sign-in here
 * signs the page in, without loading a page first just to call the API from it.
 */
export async function postJson(
  page: Page,
  url: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await page.request.post(url, { data: body });
  return { status: res.status(), json: await res.json().catch(() => null) };
}

/** Registers a new user through the API, signed in in the page. */
export async function registerViaApi(
  page: Page,
  overrides: Partial<{ username: string; name: string; email: string; password: string }> = {},
) {
  const username = overrides.username ?? uniqueUsername();
  const body = {
    name: 'Test Kid',
    email: `${username}@example.com`,
    password: 'secret123',
    ...overrides,
    username,
  };
  const res = await postJson(page, '/api/register', body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return body;
}

export async function loginViaApi(page: Page, username: string, password = 'password123') {
  const res = await postJson(page, '/api/login', { username, password });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** The e-mails the server wrote to its outbox (no SMTP in the browser tests), oldest first. */
export function outbox(): { to: string; subject: string; text: string }[] {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

export function verificationLinkFor(email: string): string {
  const mail = outbox()
    .filter((m) => m.to === email)
    .at(-1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification e-mail to ${email}`);
  return link;
}

/**
 * Moves the e2e server's clock forward (src/server/lib/e2e-clock.ts): a rule that waits on the
 * server's time, such as a game round's shortest length, is met without the test sleeping.
 */
export async function passServerTime(page: Page, ms: number) {
  serverClockMoved = true;
  const res = await page.request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(res.status(), 'the e2e server moves its clock').toBe(200);
}

/**
 * Lets a game round's time pass at once on both sides: the page's clock (the test installs it
 * with `page.clock.install()` before loading the game) and the server's.
 */
export async function passGameTime(page: Page, ms: number) {
  await page.clock.fastForward(ms);
  await passServerTime(page, ms);
}

/** A toast's title or description, inside the toast area (the screen-reader copy is not matched). */
export function toastText(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text);
}

/**
 * Goes to another page inside the app, as a link does (no page load): the page then fetches its
 * data in the browser, so its loading and error states can be seen. (A page load arrives with
 * its data, rendered on the server.)
 */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), url);
}
