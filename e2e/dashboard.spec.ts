import { expect, registerViaApi, test, toastText } from './fixtures';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A student starts the study timer, finds it running after a reload, and stops it with notes', async ({
      page,
    }) => {
      await registerViaApi(page);
      await page.goto('/user-panel');
      await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
      await expect(page.getByText('Student', { exact: true }).first()).toBeVisible();
      for (const tab of ['Dashboard', 'My Inventory', 'Reward Store', 'Achievements']) {
        await expect(page.getByRole('tab', { name: tab })).toBeVisible();
      }
      await expect(page.getByRole('tab', { name: 'Parent Settings' })).toBeHidden();

      // Switching to parent waits for a verified e-mail address, and says why.
      await expect(page.getByRole('button', { name: 'Switch to Parent Account' })).toBeDisabled();
      await expect(page.getByText(/Verify your e-mail address first/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resend Verification Email' }).first()).toBeVisible();

      const timer = page.getByRole('timer', { name: 'Time studied' });
      await page.getByLabel('Subject').selectOption('Science');
      await page.getByRole('button', { name: 'Start studying' }).click();
      await expect(timer).toBeVisible();
      await expect(timer).not.toHaveText('00:00', { timeout: 3_000 });

      await page.reload();
      await expect(timer).toBeVisible();
      await expect(page.getByText('Science', { exact: true })).toBeVisible();

      await page.getByLabel('Notes (optional)').fill('Plants need light');
      await page.getByRole('button', { name: 'Stop studying' }).click();
      // Under a minute is not celebrated (docs/rules.md#promises-kept): the toast says so.
      await expect(toastText(page, /That was less than a minute of Science/)).toBeVisible();
      await expect(timer).toBeHidden();
      await expect(page.getByText('Last session: Science, less than a minute.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // My Inventory and the Reward Store are the store's own components.
      await page.getByRole('tab', { name: 'My Inventory' }).click();
      await page
        .getByRole('button', { name: 'Go to Reward Store' })
        .or(page.getByRole('link', { name: 'Go to Reward Store' }))
        .click();
      await expect(page.getByRole('tab', { name: 'Reward Store', selected: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Earn More Points' })).toHaveAttribute('href', '/games');
      await expect(page.getByRole('button', { name: /Add to Cart/ }).first()).toBeVisible();

      await page.getByRole('tab', { name: 'Achievements' }).click();
      await expect(page).toHaveURL(/tab=achievements/);
      await expect(page.getByText(/0 of 12 unlocked/)).toBeVisible();
      await expect(page.getByText('Math Whiz')).toBeVisible();
    });
  });
}
