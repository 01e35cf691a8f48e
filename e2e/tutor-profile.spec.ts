// The review form's Hide Form and a refused review are component tests
// (src/web/app/route-states/tutor-profile.test.tsx).
import type { Page } from '@playwright/test';
import { expect, registerViaApi, test, toastText } from './fixtures';
import { completedSessionWith } from './review-experience';

function reviews(page: Page) {
  return page.getByRole('region', { name: /^Reviews/ });
}

test('A visitor reads the profile and is asked to log in to write a review', async ({ page }) => {
  await page.goto('/tutors/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Portrait of Amara Okafor' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Subjects' }).getByRole('listitem')).toHaveText([
    'Mathematics',
    'Science',
  ]);
  for (const [title, text] of [
    ['Subject Expertise', 'Mathematics, Science'],
    ['Grade Levels', 'Grades 4-6'],
    ['Session Types', 'One-on-One Tutoring'],
    ['Availability', 'Weekday Afternoons, Weekends'],
  ] as const) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a Session' })).toHaveAttribute(
    'href',
    '/book-session?tutor=1',
  );
  await expect(reviews(page).getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(reviews(page).getByText('No reviews yet. Be the first to leave a review!')).toBeVisible();
  await expect(reviews(page).getByRole('button', { name: 'Write a Review' })).toBeHidden();
  await reviews(page).getByRole('link', { name: 'Log in to review' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Ftutors%2F1$/);
});

test('A signed-in user writes a review, sees it under their username, and the rating updates', async ({
  page,
}) => {
  const user = await registerViaApi(page);
  await completedSessionWith(page.request, 6);
  await page.goto('/book-session');
  await page.getByRole('link', { name: 'View Profile of Samuel Mensah' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Samuel Mensah' })).toBeVisible();
  await expect(page.getByText('(No reviews yet)')).toBeVisible();
  await reviews(page).getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByRole('form', { name: 'Review Samuel Mensah' });
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Please select a rating')).toBeVisible();
  await expect(form.getByText('Comment is required')).toBeVisible();

  await form.getByLabel('Your review').fill('x'.repeat(501));
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Comment must be less than 500 characters')).toBeVisible();

  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review').fill('Samuel made the history project fun. My son asks for more!');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toastText(page, 'Review submitted')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(reviews(page).getByRole('button', { name: 'Write a Review' })).toBeHidden();
  await expect(reviews(page).getByText('You have reviewed Samuel Mensah.')).toBeVisible();

  const review = reviews(page).getByRole('article', { name: `Review by ${user.username}` });
  await expect(review).toContainText('Samuel made the history project fun.');
  await expect(review.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
  await expect(review).not.toContainText('User #');
  await expect(page.getByText('(1 review)')).toBeVisible();

  // The list seen before shows the new rating too.
  await page.getByRole('link', { name: 'All tutors' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Samuel Mensah' });
  await expect(card).toContainText('4.0');
  await expect(card).toContainText('(1 review)');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tutor profile fits the screen', async ({ page }) => {
    await page.goto('/tutors/3');
    await expect(page.getByRole('heading', { level: 1, name: 'Sofia Martinez' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a Session' })).toBeVisible();
    await expect(reviews(page).getByRole('heading', { name: 'Reviews' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
