// Tutors are people (docs/tutoring.md#tutor-accounts-and-teach), at a desktop and at a phone's
// width: an admin invites a tutor from the Tutors tab, the tutor makes their account from the
// e-mailed link, sees a family's booking on /teach and, once it has taken place, marks it
// completed. Every page state and dialog is checked with axe (fixtures.ts).
import {
  expect,
  loginViaApi,
  outbox,
  passServerTime,
  postJson,
  registerViaApi,
  test,
  toastText,
  uniqueUsername,
} from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** The path of the newest tutor invitation mailed to `to`. */
function inviteLinkFor(to: string): string {
  const link = outbox()
    .filter((m) => m.to === to)
    .at(-1)
    ?.text.match(/https?:\/\/\S+\/tutor-invite\/\S+/)?.[0];
  if (!link) throw new Error(`no tutor invitation to ${to}`);
  return new URL(link).pathname;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: 'UTC' });

    test('An admin invites a tutor, who signs up, sees a booking and marks it completed', async ({
      page,
    }) => {
      // A tutor of this test's own, teaching every day at 10:00 UTC.
      await loginViaApi(page, 'demo-admin');
      const name = `Tess ${uniqueUsername('T').slice(-6)}`;
      const made = await postJson(page, '/api/admin/tutors', {
        name,
        subjects: 'Mathematics',
        bio: 'Patient and kind, loves numbers.',
        gradeLevel: 'All Grades',
        sessionType: 'Homework Help',
        availability: ['Weekday Mornings', 'Weekends'],
        timeZone: 'UTC',
      });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
      const tutorId = (made.json as { id: number }).id;

      // A family books the tutor for the day after tomorrow.
      const learner = await registerViaApi(page, { name: 'Robin Lee Park' });
      const date = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
      const booked = await postJson(page, '/api/sessions', {
        tutorId,
        date,
        time: '10:00',
        subject: 'Mathematics',
        sessionType: 'Homework Help',
        timeZone: 'UTC',
      });
      expect(booked.status, JSON.stringify(booked.json)).toBe(201);

      // The admin invites the tutor from the Tutors tab.
      await loginViaApi(page, 'demo-admin');
      await page.goto('/admin');
      const accounts = page.getByRole('region', { name: 'Tutor accounts' });
      const row = accounts.getByRole('listitem').filter({ hasText: name });
      await expect(row).toContainText('Not invited');
      await row.getByRole('button', { name: `Invite ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite this tutor' });
      const email = `${uniqueUsername('tess')}@example.com`;
      await dialog.getByLabel('Their e-mail address').fill(email);
      await dialog.getByRole('button', { name: 'Send the invitation' }).click();
      await expect(toastText(page, 'Invitation sent')).toBeVisible();
      await expect(row).toContainText('Invited');
      await expect(row).toContainText(email);

      // The tutor opens the link, makes the account and lands on /teach.
      expect((await postJson(page, '/api/logout', {})).status).toBe(200);
      await page.goto(inviteLinkFor(email));
      await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
      const username = uniqueUsername('tess');
      await page.getByLabel('Choose a username').fill(username);
      await page.getByLabel('Choose a password').fill('teach-well-42');
      await page.getByRole('button', { name: 'Make my tutor account' }).click();
      await expect(page).toHaveURL(/\/teach$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
      // A tutor earns no points: the header shows none, and offers Teach.
      await expect(page.getByRole('link', { name: /points/ })).toHaveCount(0);
      const card = page.getByRole('listitem').filter({ hasText: 'Robin' });
      await expect(card).toContainText(`(${learner.username})`);
      await expect(card).not.toContainText('Park');
      await expect(card).toContainText('10:00 AM');

      // Once the lesson has taken place, the tutor marks it completed from the Past tab.
      const endsAt = Date.parse((booked.json as { endsAt: string }).endsAt);
      // The server's clock moves at most a day at a time.
      for (let left = endsAt + 5 * 60_000 - Date.now(); left > 0; left -= DAY) {
        await passServerTime(page, Math.min(left, DAY));
      }
      await page.reload();
      await page.getByRole('tab', { name: 'Past' }).click();
      const past = page.getByRole('listitem').filter({ hasText: 'Robin' });
      await past.getByRole('button', { name: /^Mark completed/ }).click();
      await expect(toastText(page, 'Marked completed')).toBeVisible();
      await expect(past).toContainText('Completed');
    });
  });
}
