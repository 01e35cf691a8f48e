// docs/rules.md#promises-kept "What happened at a session": an admin marks a booking completed in the
// Bookings list (confirming, as its start is still ahead) and the booker sees it, on a desktop and
// on a phone.
import { expect, loginViaApi, postJson, registerViaApi, test, toastText } from './fixtures';

/** The first weekday `days` or more ahead (UTC): Daniel Kim teaches on weekday evenings. */
function weekdayAhead(days: number): string {
  for (let d = days; ; d += 1) {
    const day = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    if (![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) return day;
  }
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 844 }, timezoneId: 'America/New_York' });

    test('An admin marks a session completed and the booker sees it', async ({ page }) => {
      // The two widths share the server: each books its own evening hour.
      const [time, shown] = width > 400 ? ['18:00', /6:00 PM E[SD]T/] : ['19:00', /7:00 PM E[SD]T/];
      const booker = await registerViaApi(page);
      const booked = await postJson(page, '/api/sessions', {
        tutorId: 2,
        date: weekdayAhead(3),
        time,
        subject: 'Mathematics',
        sessionType: 'Homework Help',
        timeZone: 'America/New_York',
      });
      expect(booked.status, JSON.stringify(booked.json)).toBe(201);

      await loginViaApi(page, 'demo-admin');
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Bookings', exact: true }).click();
      await page.getByLabel('Status').selectOption('scheduled');
      const row = page
        .getByRole('list', { name: 'Bookings' })
        .getByRole('listitem')
        .filter({ hasText: `@${booker.username}` });
      await expect(row).toContainText('Daniel Kim');
      await expect(row).toContainText('Homework Help');
      await expect(row).toContainText(shown);
      await row.getByRole('button', { name: /^Mark completed/ }).click();
      // The session is three days ahead: the admin is asked first, and told it has not started.
      const ask = page.getByRole('alertdialog', { name: 'This session has not started yet' });
      await ask.getByRole('button', { name: 'Mark completed' }).click();
      await expect(toastText(page, 'The session is marked completed.')).toBeVisible();
      await expect(row).toBeHidden();

      await loginViaApi(page, booker.username, booker.password);
      await page.goto('/book-session');
      const past = page.getByRole('region', { name: 'Your upcoming sessions' }).getByRole('region', {
        name: 'Past sessions',
      });
      const seen = past.getByRole('listitem').filter({ hasText: 'Mathematics with Daniel Kim' });
      await expect(seen).toContainText('Completed');
    });
  });
}
