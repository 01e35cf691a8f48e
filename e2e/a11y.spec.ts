// Every page and every dialog, drawer and menu, signed out and signed in, at 1280 and 390 px:
// the fixtures check each state these tests reach with axe-core (a11y-audit.ts), so this file
// only has to reach them. Escape closes each layer and gives the focus back to its opener.
import type { Locator, Page } from '@playwright/test';
import { expect, loginViaApi, test } from './fixtures';

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
  'demo-parent': ['/user-panel', '/user-panel?tab=parent'],
  'demo-admin': ['/admin'],
};

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
  }
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
    test.use({ viewport: { width, height: width > 400 ? 800 : 844 } });

    test('every public page passes the accessibility check for a guest', async ({ page }) => {
      test.setTimeout(90_000);
      await visitAll(page, PUBLIC_PAGES);
    });

    for (const [username, paths] of Object.entries(SIGNED_IN_PAGES)) {
      test(`the pages of ${username} pass the accessibility check`, async ({ page }) => {
        test.setTimeout(60_000);
        await loginViaApi(page, username);
        await visitAll(page, paths);
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
