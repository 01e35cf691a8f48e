// docs/rules.md#promises-kept "Reviews from experience", on a desktop and on a phone: a new student sees
// why they cannot review a tutor yet; the demo student, whose sessions of last week are marked
// completed, reviews that tutor; another student reports the review and an admin removes it.
import type { Page } from '@playwright/test';
import { expect, loginViaApi, registerViaApi, test, toastText } from './fixtures';

function reviews(page: Page) {
  return page.getByRole('region', { name: /^Reviews/ });
}

// The demo student's completed sessions are with the second and third tutors (the seed): each
// width reviews its own, so the two runs on one server do not meet.
const TUTORS = { 1280: { id: 2, name: 'Daniel Kim' }, 390: { id: 3, name: 'Sofia Martinez' } } as const;

for (const width of [1280, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 844 } });

    test('A review needs a session; the review is reported and an admin removes it', async ({ page }) => {
      // Four people in turn (a new student, the reviewer, the reporter, the admin): a long journey.
      test.setTimeout(90_000);
      const tutor = TUTORS[width];
      const comment = `Helpful with fractions (${width} px).`;

      // A new student has had no session with the tutor: the reason stands where the button would.
      const reader = await registerViaApi(page);
      await page.goto(`/tutors/${tutor.id}`);
      await expect(reviews(page).getByText('You can review a tutor after a session with them')).toBeVisible();
      await expect(reviews(page).getByRole('button', { name: 'Write a Review' })).toHaveCount(0);

      // The demo student had a session last week, since marked completed: they review the tutor.
      await loginViaApi(page, 'demo-student');
      await page.goto(`/tutors/${tutor.id}`);
      await reviews(page).getByRole('button', { name: 'Write a Review' }).click();
      const form = page.getByRole('form', { name: `Review ${tutor.name}` });
      await form.getByRole('radio', { name: '1 star', exact: true }).check();
      await form.getByLabel('Your review').fill(comment);
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expect(toastText(page, 'Review submitted')).toBeVisible();
      const written = reviews(page).getByRole('article', { name: 'Review by demo-student' });
      await expect(written).toContainText(comment);
      // Nobody reports their own review.
      await expect(written.getByRole('button', { name: /^Report/ })).toHaveCount(0);

      // Another student reports it, with a reason.
      await loginViaApi(page, reader.username, reader.password);
      await page.goto(`/tutors/${tutor.id}`);
      const seen = reviews(page).getByRole('article', { name: 'Review by demo-student' });
      await seen.getByRole('button', { name: 'Report the review by demo-student' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this review' });
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await expect(dialog.getByText('Please say why you are reporting this review')).toBeVisible();
      await dialog.getByLabel('Why are you reporting it?').fill('It is not about a lesson.');
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      await expect(toastText(page, 'An admin will look at this review.')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The admin finds it in the queue with the reason and removes it.
      await loginViaApi(page, 'demo-admin');
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Reported Reviews' }).click();
      const entry = page
        .getByRole('list', { name: 'Reported reviews' })
        .getByRole('listitem', { name: `Review by demo-student of ${tutor.name}` });
      await expect(entry).toContainText(comment);
      await expect(entry).toContainText('It is not about a lesson.');
      await entry.getByRole('button', { name: 'Remove' }).click();
      await expect(toastText(page, 'The review is removed and the rating updated.')).toBeVisible();
      await expect(entry).toBeHidden();

      // The public page no longer shows it.
      await loginViaApi(page, reader.username, reader.password);
      await page.goto(`/tutors/${tutor.id}`);
      await expect(reviews(page).getByText(comment)).toHaveCount(0);
    });
  });
}
