import type { Browser, Page } from '@playwright/test';
import { expect, postJson, registerViaApi, test, toastText, uniqueUsername } from './fixtures';

/** A second person at another computer: the admin who sends the prizes. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerViaApi(page, { username: `${uniqueUsername('boss')}-admin` });
  return page;
}

/** The admin puts a physical prize in the store (free, so the new child can buy it at once). */
async function addPhysicalPrize(admin: Page, name: string) {
  const res = await postJson(admin, '/api/admin/merchandise', {
    name,
    description: 'A green pencil case with a sprout zip, sent to your home.',
    imageUrl: '/images/merchandise/pencil-set.webp',
    pointsCost: '0',
    priceDollars: '6.99',
    inventory: '10',
    isActive: true,
    digital: false,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test('A child buys a physical prize with an address and sees it marked sent by the admin', async ({
      page,
      browser,
    }) => {
      const prize = `Pencil Case ${uniqueUsername('p')}`;
      const admin = await adminPage(browser);
      await addPhysicalPrize(admin, prize);

      const kid = await registerViaApi(page);
      await page.goto('/merchandise');
      const card = page
        .getByTestId('merchandise-card')
        .filter({ has: page.getByRole('heading', { name: prize, exact: true }) });
      await card.getByRole('button', { name: /Add to Cart/ }).click();

      // The first physical checkout asks where to send it.
      const drawer = page.getByRole('dialog', { name: 'Your cart' });
      await expect(drawer.getByText('Where should we send your prize?')).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Use 0 Points' })).toBeDisabled();
      await drawer.getByLabel('Name of the person receiving it').fill('Sam Lee');
      await drawer.getByLabel('Street address').fill('1 Leaf Lane');
      await drawer.getByLabel('Town or city').fill('Greenville');
      await drawer.getByLabel('Postal code').fill('29601');
      await drawer.getByLabel('Country').fill('United States');
      await drawer.getByRole('button', { name: 'Save address' }).click();
      await expect(drawer.getByTestId('ship-to')).toContainText('Sam Lee, 1 Leaf Lane, Greenville');
      await drawer.getByRole('button', { name: 'Use 0 Points' }).click();
      await expect(toastText(page, 'Checkout successful!')).toBeVisible();

      await page.getByRole('tab', { name: 'My Inventory' }).click();
      const entry = page.getByTestId('inventory-entry').filter({ hasText: prize });
      await expect(entry.getByTestId('delivery-status')).toHaveText('Order placed');

      // The admin sends it from the Orders tab.
      await admin.goto('/admin');
      await admin.getByRole('tab', { name: 'Orders' }).click();
      const order = admin.getByRole('listitem').filter({ hasText: prize });
      await expect(order).toContainText('Sam Lee, 1 Leaf Lane, Greenville, 29601, United States');
      await order.getByRole('button', { name: `Mark sent: ${prize} for @${kid.username}` }).click();
      await expect(order.getByTestId('order-status')).toHaveText('Sent');
      await admin.context().close();

      await page.reload();
      await page.getByRole('tab', { name: 'My Inventory' }).click();
      await expect(
        page.getByTestId('inventory-entry').filter({ hasText: prize }).getByTestId('delivery-status'),
      ).toHaveText('Sent');
    });
  });
}
