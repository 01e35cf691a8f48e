import { expect, outbox, postJson, registerViaApi, test, toastText, verificationLinkFor } from './fixtures';

function resetLinkFor(email: string): string {
  const mail = outbox()
    .filter((m) => m.to === email && m.subject === 'Reset your Sprout password')
    .at(-1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset e-mail to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A child who forgot their password gets a link by e-mail and chooses a new one', async ({
      page,
    }) => {
      const user = await registerViaApi(page);
      await page.goto(
        new URL(verificationLinkFor(user.email)).pathname + new URL(verificationLinkFor(user.email)).search,
      );
      await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
      await postJson(page, '/api/logout', {});

      await page.goto('/auth');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await dialog.getByLabel('E-mail address').fill(user.email);
      await dialog.getByRole('button', { name: 'Send me a link' }).click();
      await expect(dialog.getByRole('status')).toContainText('we have sent a link');
      await dialog.getByRole('button', { name: 'Close' }).click();

      const link = resetLinkFor(user.email);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('password1');
      await page.getByLabel('Confirm new password').fill('password1');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Please choose a password that is harder to guess')).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('green tractor 7');
      await page.getByLabel('Confirm new password').fill('green tractor 7');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Your password is changed')).toBeVisible();

      // The link works once: opened again, the page says so and what to do.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('blue tractor 8');
      await page.getByLabel('Confirm new password').fill('blue tractor 8');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('This link does not work any more')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

      await page.goto('/auth');
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password').fill('green tractor 7');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(toastText(page, 'Login successful')).toBeVisible();
    });

    test('A student deletes their own account after a warning that it cannot be undone', async ({ page }) => {
      const user = await registerViaApi(page);
      await page.goto('/user-panel');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
      await confirm.getByLabel('Your password').fill('not my password');
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      await expect(confirm.getByText('That is not your current password')).toBeVisible();
      await confirm.getByLabel('Your password').fill(user.password);
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      await expect(toastText(page, 'Account deleted')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      const login = await postJson(page, '/api/login', { username: user.username, password: user.password });
      expect(login.status).toBe(401);
    });
  });
}
