// The form's validation and failure states are component tests (src/web/app/route-states/contact.test.tsx).
import type { Page } from '@playwright/test';
import { expect, outbox, registerViaApi, test, toastText } from './fixtures';

const isContactCall = (url: URL) => url.pathname === '/api/contact';

async function fillForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Subject', { exact: true }).fill(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

test('The contact page lists the ways to reach the team', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'hello@sprout.local' })).toHaveAttribute(
    'href',
    'mailto:hello@sprout.local',
  );
  await expect(page.getByRole('link', { name: 'support@sprout.local' })).toBeVisible();
  await expect(page.getByRole('link', { name: '(555) 555-0123' })).toBeVisible();
  await expect(page.getByText('120 Maple Street, Suite 4')).toBeVisible();
  await expect(page.getByText('Mon-Fri, 9am-5pm EST')).toBeVisible();
});

test('A signed-in user finds their name and e-mail filled in, and what they type is kept', async ({
  page,
}) => {
  const me = await registerViaApi(page, { name: 'Maya Lopez' });
  await page.goto('/contact');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maya Lopez');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(me.email);
  await page.getByLabel('Subject', { exact: true }).fill('Booking help');
  await page.reload();
  await page.getByLabel('Name', { exact: true }).fill('Maya L.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(me.email);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maya L.');
});

test('A visitor sends a message, sees Sending... and Thank You!, and support gets it by e-mail', async ({
  page,
}) => {
  const subject = `Question about tutors ${Date.now()}`;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isContactCall, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  await fillForm(page, {
    name: 'Jordan Parent',
    email: 'jordan@example.com',
    subject,
    message: 'Do you have tutors for reading on weekend mornings?',
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(toastText(page, 'Message Sent!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  await expect
    .poll(() => outbox().find((m) => m.to === 'support@sprout.local' && m.subject.includes(subject)))
    .toBeTruthy();
  const mail = outbox().find((m) => m.subject.includes(subject));
  expect(mail?.text).toContain('Do you have tutors for reading on weekend mornings?');
  expect(mail?.text).toContain('jordan@example.com');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contact page fits the screen', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: "We'd love to hear from you" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@sprout.local' })).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
