import type { Browser, Page } from '@playwright/test';
import { watchPage } from './a11y-audit';
import { expect, postJson, registerViaApi, test, toastText, verificationLinkFor } from './fixtures';

const STICKERS = 'Star Learner Sticker Pack';

/** A verified parent account, made through the API as a person would through the forms. */
async function parentAccount(page: Page, name: string) {
  const parent = await registerViaApi(page, { name });
  await page.goto(verificationLinkFor(parent.email));
  const switched = await page.request.put('/api/users/profile', { data: { userType: 'parent' } });
  expect(switched.status(), await switched.text()).toBe(200);
  return parent;
}

/** A child linked to the parent (the child accepts), with 135 points from one hard round. */
async function linkedChildWithPoints(
  browser: Browser,
  baseURL: string | undefined,
  parent: Page,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport });
  const child = await context.newPage();
  await watchPage(child);
  const kid = await registerViaApi(child, { name: 'Robin Brook' });
  const asked = await postJson(parent, '/api/parent/link-child', { childUsername: kid.username });
  expect(asked.status).toBe(201);
  const requestId = (asked.json as { id: number }).id;
  expect((await postJson(child, `/api/family/requests/${requestId}/accept`, {})).status).toBe(200);
  // Three right answers on hard in two seconds: 45 points, times 3.
  const play = await postJson(child, '/api/games/1/plays', {});
  const score = await postJson(child, '/api/games/scores', {
    playId: (play.json as { playId: number }).playId,
    gameId: 1,
    difficulty: 'hard',
    score: 45,
    correctAnswers: 3,
    totalQuestions: 3,
    timeSpent: 2,
  });
  expect(score.status, JSON.stringify(score.json)).toBe(201);
  return child;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A parent turns on approvals, the child checks out, the parent approves, and the prize is the child’s', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await parentAccount(page, 'Alex Brook');
      const child = await linkedChildWithPoints(browser, baseURL, page, viewport);

      // Parent Settings is the parent's first tab and opens by itself.
      await page.goto('/user-panel');
      await expect(page.getByRole('tab').first()).toHaveText('Parent Settings');
      await expect(page.getByRole('tab', { name: 'Parent Settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByLabel('Ask me before Robin Brook spends points').check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(toastText(page, 'Settings saved')).toBeVisible();

      // The child hears the rule in plain words, then checks out: the cart waits for a yes.
      await child.goto('/user-panel');
      await expect(child.getByText('Your grown-up wants to say yes before you spend points.')).toBeVisible();
      await child.goto('/merchandise');
      await child
        .getByTestId('merchandise-card')
        .filter({ has: child.getByRole('heading', { name: STICKERS, exact: true }) })
        .getByRole('button', { name: /Add to Cart/ })
        .click();
      const drawer = child.getByRole('dialog', { name: 'Your cart' });
      await drawer.getByRole('button', { name: 'Use 100 Points' }).click();
      await expect(toastText(child, 'Sent to your grown-up')).toBeVisible();
      await expect(child.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

      // The parent sees the count on the tab and approves.
      await page.reload();
      await expect(page.getByRole('tab', { name: /Parent Settings\s*1 waiting for your yes/ })).toBeVisible();
      await page.getByRole('button', { name: `Approve: Robin Brook wants to buy ${STICKERS}` }).click();
      await expect(toastText(page, 'Approved')).toBeVisible();
      await expect(page.getByText('Nothing is waiting for you.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // The child finds the prize in My Inventory, and hears the yes.
      await child.goto('/user-panel?tab=inventory');
      await expect(child.getByTestId('inventory-entry').first()).toContainText(STICKERS);
      await child.goto('/user-panel');
      await expect(
        child.getByText(`${STICKERS}: your grown-up said yes! Look in My Inventory.`),
      ).toBeVisible();
      await child.context().close();
    });
  });
}
