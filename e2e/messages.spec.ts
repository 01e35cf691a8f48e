// A parent and the tutor exchange messages (docs/tutoring.md#messages), at 1280 and 390 px: the
// demo family's conversation with the tutor of the demo student's upcoming session, the header's
// unread count, sending with Enter, the other side reading it, and a report reaching the admins.
import type { Browser, Page } from '@playwright/test';
import { expect, loginViaApi, postJson, registerViaApi, test, uniqueUsername } from './fixtures';

/** The tutor of the demo conversation, demo-tutor, signed in on a page of their own. */
async function tutorPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const page = await (await browser.newContext({ baseURL, viewport })).newPage();
  const demo = await postJson(page, '/api/login', { username: 'demo-tutor', password: 'password123' });
  expect(demo.status).toBe(200);
  return page;
}

async function send(page: Page, text: string) {
  const box = page.getByLabel(/^Message to /);
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A parent and the tutor exchange messages', async ({ page, browser, baseURL }) => {
      const stamp = `${viewport.width}-${Date.now().toString(36)}`;
      await loginViaApi(page, 'demo-parent');
      const tutor = await tutorPage(browser, baseURL, viewport);
      await page.goto('/user-panel');
      // The header's way to Messages says how many are unread.
      const headerLink = page.getByRole('banner').getByRole('link', { name: /Messages/ });
      await expect(headerLink).toBeVisible();
      await headerLink.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await page.getByRole('link', { name: /about Maya/ }).click();
      await expect(page.getByText('Parents read every message here', { exact: false })).toBeVisible();
      await send(page, `Can Maya bring her own worksheet? ${stamp}`);

      // A phone number is refused in a child's conversation, with the reason under the field.
      const box = page.getByLabel(/^Message to /);
      await box.fill('Call me on 555 123 4567');
      await box.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(
        'To keep everyone safe, please share contact details through a grown-up',
      );
      await box.fill('');

      await tutor.goto('/messages');
      await tutor.getByRole('link', { name: /Maya/ }).click();
      await expect(
        tutor.getByRole('list', { name: 'Messages' }).getByText(`Can Maya bring her own worksheet? ${stamp}`),
      ).toBeVisible();
      await send(tutor, `Yes, please bring it! ${stamp}`);

      await page.reload();
      const reply = page
        .getByRole('list', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ hasText: `Yes, please bring it! ${stamp}` });
      await expect(reply).toBeVisible();
      await tutor.context().close();

      // The parent reports the reply; an admin finds it in Reported Messages and marks it handled.
      await reply.getByRole('button', { name: /^Report the message from/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this message' });
      await dialog.getByLabel('Why are you reporting it?').fill(`Testing the report ${stamp}`);
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await expect(dialog).toBeHidden();

      await registerViaApi(page, { username: `${uniqueUsername('boss')}-admin` });
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Reported Messages' }).click();
      const report = page
        .getByRole('list', { name: 'Reported messages' })
        .getByRole('listitem')
        .filter({ hasText: `Testing the report ${stamp}` });
      await expect(report.getByText(`Yes, please bring it! ${stamp}`).first()).toBeVisible();
      await report.getByRole('button', { name: 'Mark handled' }).click();
      await expect(report).toBeHidden();
    });
  });
}
