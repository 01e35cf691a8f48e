// Every page and every dialog, drawer and menu, signed out and signed in, at 1280 and 390 px:
// the fixtures check each state these tests reach with axe-core (a11y-audit.ts), so this file
// only has to reach them. Escape closes each layer and gives the focus back to its opener.
// The same walks check that each page, signed out or in, hydrates without a warning and that
// nothing it asks for fails: a page is loaded once per walk for both (page loads are what the
// browser tests spend their time on).
import type { Locator, Page, Response } from '@playwright/test';
import { expect, loginViaApi, test } from './fixtures';
import { DATA_PAGES } from './public-pages';

const PUBLIC_PAGES = [
  '/',
  '/learn-more',
  '/tutors',
  '/tutors/1',
  '/articles',
  '/articles/1',
  '/games',
  '/games/math-challenge',
  '/games/2',
  '/merchandise',
  '/contact',
  '/auth',
  '/auth?tab=register',
  '/no-such-page',
];

const SIGNED_IN_PAGES: Record<string, string[]> = {
  'demo-student': [
    '/',
    '/tutors/1',
    '/games',
    '/games?tab=progress',
    '/games/math-challenge',
    '/user-panel',
    '/user-panel?tab=inventory',
    '/user-panel?tab=store',
    '/user-panel?tab=achievements',
  ],
  'demo-parent': ['/user-panel', '/user-panel?tab=parent', '/messages', '/messages?c=1'],
  'demo-admin': ['/admin'],
  'demo-tutor': ['/teach'],
};

/** A path that is no page: its document comes with status 404, the one failing answer expected. */
const NO_PAGE = '/no-such-page';

const union = (...lists: string[][]) => [...new Set(lists.flat())];

/** The 404 of the document of NO_PAGE itself (not of anything that page asks for). */
function isNoPagesOwn404(page: Page, response: Response): boolean {
  const request = response.request();
  const url = new URL(response.url());
  return (
    response.status() === 404 &&
    request.isNavigationRequest() &&
    request.frame() === page.mainFrame() &&
    url.pathname === NO_PAGE &&
    url.search === ''
  );
}

/**
 * Loads each page and lets the fixtures check it (axe-core, console errors, uncaught errors).
 * Besides, each page has hydrated (the fixtures' goto waits for it), settles (network idle) and
 * has one h1; and over the walk no console message of any level speaks of hydration and no
 * answer has a status of 400 or more, but NO_PAGE's own 404. (The fixtures let a console's
 * "Failed to load resource: ... 4xx" pass, since some tests expect one: the answers are checked
 * here instead, so a guest's page asking for something that fails still fails the walk.)
 * `eachPage` checks more on every page.
 */
async function visitAll(page: Page, paths: string[], eachPage?: () => Promise<void>) {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) {
      problems.push(`${current}: console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !isNoPagesOwn404(page, response)) {
      problems.push(`${current}: ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  for (const path of paths) {
    current = path;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1'), path).toHaveCount(1);
    await eachPage?.();
  }
  expect(problems, 'hydration warnings and failed requests').toEqual([]);
}

/** Opens a layer with its opener, lets the fixtures check it, closes it with Escape. */
async function openAndEscape(page: Page, opener: Locator, layer: Locator) {
  await opener.click();
  await expect(layer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    const wide = width > 400;
    test.use({ viewport: { width, height: wide ? 800 : 844 } });

    test('every public page passes the accessibility check for a guest, hydrates without a warning and asks nothing that fails', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // At 1280 px the walk loads the pages drawn from data too (public-pages.ts), signed out.
      await visitAll(page, wide ? union(PUBLIC_PAGES, DATA_PAGES) : PUBLIC_PAGES);
    });

    for (const [username, paths] of Object.entries(SIGNED_IN_PAGES)) {
      // At 1280 px the header shows demo-student's points (below 640 px it leaves them out).
      const ownHeader = wide && username === 'demo-student';
      test(`the pages of ${username} pass the accessibility check and hydrate without a warning or a failing request${ownHeader ? ', with their points in the header' : ''}`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await loginViaApi(page, username);
        const pointsInHeader = () => expect(page.getByRole('link', { name: /points/ }).first()).toBeVisible();
        if (ownHeader) await visitAll(page, union(paths, DATA_PAGES), pointsInHeader);
        else await visitAll(page, paths);
      });
    }

    test('the menu, the cart, the booking dialog and the Prize Store close with Escape', async ({ page }) => {
      test.setTimeout(60_000);
      await loginViaApi(page, 'demo-student');
      await page.goto('/tutors');
      if (width < 1280) {
        await openAndEscape(
          page,
          page.getByRole('button', { name: 'Open menu' }),
          page.getByRole('dialog', { name: 'Menu' }),
        );
      }
      await openAndEscape(
        page,
        page.getByRole('button', { name: /^Cart,/ }),
        page.getByRole('dialog', { name: /cart/i }),
      );
      await openAndEscape(
        page,
        page.getByRole('button', { name: 'Schedule Session with Daniel Kim' }),
        page.getByRole('dialog', { name: 'Schedule a Session' }),
      );
      await page.goto('/games/math-challenge');
      await openAndEscape(
        page,
        page.getByRole('button', { name: 'Redeem Points' }),
        page.getByRole('dialog', { name: 'Prize Store' }),
      );
    });
  });
}

test.describe('for someone who asked for less motion', () => {
  test.use({ reducedMotion: 'reduce' }); // as every journey but the games' plays (playwright.config.ts)

  // The fixtures fail a test when anything moves under prefers-reduced-motion: reduce, checked
  // before every action: here, right after each dialog and drawer opens, and at the last seconds
  // of a round, when the timer turns urgent.
  test('dialogs, drawers and the urgent timer stay still', async ({ page }) => {
    await loginViaApi(page, 'demo-student');
    await page.goto('/tutors');
    await openAndEscape(
      page,
      page.getByRole('button', { name: /^Cart,/ }),
      page.getByRole('dialog', { name: /cart/i }),
    );
    await openAndEscape(
      page,
      page.getByRole('button', { name: 'Schedule Session with Daniel Kim' }),
      page.getByRole('dialog', { name: 'Schedule a Session' }),
    );
    await page.context().clearCookies();
    await page.clock.install();
    await page.goto('/games/math-challenge');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.clock.runFor(52_000);
    await expect(page.getByRole('timer')).toHaveAttribute('data-urgent', 'true');
    await page.getByLabel('Your answer').fill('1');
  });
});

test('A path that is no page, an unknown tutor and an unknown article come with status 404', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/no-such-page', '404 Page Not Found'],
    ['/tutors/99999', 'Tutor not found'],
    ['/articles/99999', 'Article Not Found'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(heading, { exact: true })).toBeVisible();
  }
});
