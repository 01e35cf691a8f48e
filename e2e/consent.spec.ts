// A parent can trust Sprout with a child (docs/rules.md#families-consent-and-privacy), as a family does it, at a desktop
// and at a phone's width: a child signs up alone and a parent says yes from the e-mail; a parent
// adds a child who then logs in, and answers a link request for them; a parent downloads and
// deletes a child's account. Every page state is checked with axe (fixtures.ts); the forgotten
// password is in recovery.spec.ts.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginViaApi, outbox, postJson, test, toastText, uniqueUsername } from './fixtures';

const CHILD_YEAR = String(new Date().getUTCFullYear() - 8);

/** The path of the newest consent link mailed to `to`. */
function consentLinkFor(to: string): string {
  const mail = outbox()
    .filter((m) => m.to === to && m.subject.endsWith('would like to join Sprout'))
    .at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/consent\/\S+/)?.[0];
  if (!link) throw new Error(`no consent e-mail to ${to}`);
  return new URL(link).pathname;
}

/** A verified parent account, signed in in `api` (a page's requests, or another person's). */
async function verifiedParent(api: APIRequestContext, name: string) {
  const username = uniqueUsername('parent');
  const email = `${username}@example.com`;
  const made = await api.post('/api/register', { data: { name, username, email, password: 'secret123' } });
  expect(made.status(), await made.text()).toBe(201);
  const verify = outbox()
    .filter((m) => m.to === email)
    .at(-1)
    ?.text.match(/https?:\/\/\S+/)?.[0];
  if (!verify) throw new Error('no verification e-mail');
  await api.get(new URL(verify).pathname + new URL(verify).search);
  const switched = await api.put('/api/users/profile', { data: { userType: 'parent' } });
  expect(switched.status(), await switched.text()).toBe(200);
  return { username, email };
}

const signedInParent = (page: Page) => verifiedParent(page.request, 'Dana Rivers');

/** Logs out as the header's Logout does (at a phone's width it sits in the menu). */
async function logOut(page: Page) {
  const res = await postJson(page, '/api/logout', {});
  expect(res.status).toBe(200);
}

async function addChildInParentSettings(
  page: Page,
  child: { name: string; username: string; password: string },
) {
  await page.goto('/user-panel?tab=parent');
  await page.getByRole('button', { name: 'Add a child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a child' });
  await dialog.getByLabel("Child's name").fill(child.name);
  await dialog.getByLabel('Username').fill(child.username);
  await dialog.getByLabel('Password').fill(child.password);
  await dialog.getByLabel('Birth year').selectOption(CHILD_YEAR);
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await expect(toastText(page, 'Child added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Children you manage' }).getByText(child.name)).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A child of 8 signs up alone, waits, and a parent says yes from the e-mail', async ({ page }) => {
      const username = uniqueUsername('mia');
      const parentEmail = `${uniqueUsername('mum')}@example.com`;
      await page.goto('/auth?tab=register');
      await page.getByLabel('Name', { exact: true }).fill('Mia Small');
      await page.getByLabel('Username', { exact: true }).fill(username);
      await page.getByLabel('Birth year').selectOption(CHILD_YEAR);
      await page.getByLabel("A parent's e-mail").fill(parentEmail);
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByLabel('Confirm password').fill('secret123');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(toastText(page, 'Registration successful')).toBeVisible();

      await page.goto('/user-panel');
      await expect(page.getByRole('heading', { name: 'Waiting for a parent to say yes' })).toBeVisible();
      await expect(page.getByText(`We e-mailed ${parentEmail}`)).toBeVisible();

      // A parent opens the e-mail's link (on this device: the child logs out first) and makes a
      // parent account there.
      await logOut(page);
      const link = consentLinkFor(parentEmail);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Mia Small would like to join Sprout' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await page.getByLabel('Your name').fill('Mum Small');
      await page.getByLabel('Choose a username').fill(uniqueUsername('mum'));
      await page.getByLabel('Choose a password').fill('password1');
      await page.getByRole('button', { name: 'Create my parent account and say yes' }).click();
      await expect(page.getByText('Please choose a password that is harder to guess')).toBeVisible();
      await page.getByLabel('Choose a password').fill('green tractor 7');
      await page.getByRole('button', { name: 'Create my parent account and say yes' }).click();
      await expect(page.getByText('Thank you! Your child can now use all of Sprout')).toBeVisible();
      await page.getByRole('link', { name: 'Go to Parent Settings' }).click();
      await expect(
        page.getByRole('list', { name: 'Children you manage' }).getByText('Mia Small'),
      ).toBeVisible();

      // The link works once; the child's dashboard no longer waits.
      await page.goto(link);
      await expect(page.getByText('This link does not work any more')).toBeVisible();
      await logOut(page);
      await loginViaApi(page, username, 'secret123');
      await page.goto('/user-panel');
      await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Waiting for a parent to say yes' })).toBeHidden();
    });

    test('A parent adds a child in Parent Settings, and the child logs in', async ({ page }) => {
      await signedInParent(page);
      const child = { name: 'Leo Rivers', username: uniqueUsername('leo'), password: 'green tractor 7' };
      await addChildInParentSettings(page, child);

      await logOut(page);
      await page.goto('/auth');
      await page.getByLabel('Username').fill(child.username);
      await page.getByLabel('Password').fill(child.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(toastText(page, 'Login successful')).toBeVisible();
      await page.goto('/user-panel');
      await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Waiting for a parent to say yes' })).toBeHidden();
    });

    test('A link request to a child under 13 goes to the parent who added them, who accepts it', async ({
      page,
      playwright,
      baseURL,
    }) => {
      await signedInParent(page);
      const child = { name: 'Leo Rivers', username: uniqueUsername('leo'), password: 'green tractor 7' };
      const added = await page.request.post('/api/parent/children', {
        data: { ...child, birthYear: Number(CHILD_YEAR) },
      });
      expect(added.status(), await added.text()).toBe(201);

      // An aunt asks to link by username, from her own device.
      const aunt = await playwright.request.newContext({ baseURL });
      await verifiedParent(aunt, 'Aunt Jo');
      const asked = await aunt.post('/api/parent/link-child', {
        data: { childUsername: child.username, relationship: 'relative' },
      });
      expect(asked.status(), await asked.text()).toBe(201);
      await aunt.dispose();
      await page.goto('/user-panel?tab=parent');
      const requests = page.getByRole('list', { name: 'Requests to link your children' });
      await expect(requests).toContainText('Aunt Jo would like to link to Leo Rivers as their relative');
      await requests.getByRole('button', { name: 'Accept' }).click();
      await expect(toastText(page, 'Aunt Jo can now see Leo Rivers')).toBeVisible();
      await expect(requests).toBeHidden();
    });

    test("A parent downloads a child's data, then deletes the account after a warning", async ({ page }) => {
      await signedInParent(page);
      const child = { name: 'Ada Rivers', username: uniqueUsername('ada'), password: 'green tractor 7' };
      await addChildInParentSettings(page, child);
      const item = page.getByRole('list', { name: 'Children you manage' }).getByRole('listitem').filter({
        hasText: child.name,
      });

      const download = page.waitForEvent('download');
      await item.getByRole('link', { name: 'Download data' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^sprout-${child.username}.*\\.json$`));
      const data = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8'));
      expect(data.profile).toMatchObject({ username: child.username, name: child.name, consent: 'given' });
      expect(data.consent).toMatchObject({ method: 'parent-created' });

      await item.getByRole('button', { name: 'Delete account' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete ${child.name}’s account?` });
      await expect(confirm.getByText(/This cannot be undone/)).toBeVisible();
      await confirm.getByRole('button', { name: 'Delete the account' }).click();
      await expect(toastText(page, 'Account deleted')).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Children you manage' }).getByText(child.name),
      ).toBeHidden();

      const login = await page.request.post('/api/login', {
        data: { username: child.username, password: child.password },
      });
      expect(login.status()).toBe(401);
    });
  });
}
