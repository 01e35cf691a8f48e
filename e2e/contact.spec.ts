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

test('Contact shows each validation message and sends nothing', async ({ page }) => {
  await page.goto('/contact');
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posts += 1;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Subject must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await fillForm(page, { name: 'A', email: 'not-an-email', subject: 'Hi', message: 'Too short' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);
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

test('A sender who has written too often is told what to do', async ({ page }) => {
  const tooMany = 'You have sent several messages already. Please wait an hour before sending another.';
  await page.route(isContactCall, (route) => route.fulfill({ status: 429, json: { message: tooMany } }));
  await page.goto('/contact');
  await fillForm(page, {
    name: 'Sam',
    email: 'sam@example.com',
    subject: 'Hello',
    message: 'Just saying hello!',
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastText(page, 'Error Sending Message')).toBeVisible();
  await expect(toastText(page, tooMany)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeHidden();
});

test('Any other failure asks the sender to try again', async ({ page }) => {
  await page.route(isContactCall, (route) => route.fulfill({ status: 400, json: { message: 'Bad input' } }));
  await page.goto('/contact');
  await fillForm(page, {
    name: 'Sam',
    email: 'sam@example.com',
    subject: 'Hello',
    message: 'Just saying hello!',
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastText(page, 'Error Sending Message')).toBeVisible();
  await expect(toastText(page, 'There was a problem sending your message. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Just saying hello!');
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
