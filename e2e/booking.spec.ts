// The booking dialog's missing-field, date-window and unknown-tutor states are component tests
// (schedule-session-dialog.test.tsx, src/web/app/route-states/tutors.test.tsx).
import type { Page } from '@playwright/test';
import { dayAhead, dayOfKindAhead } from './days';
import { expect, loginViaApi, postJson, registerViaApi, test, toastText } from './fixtures';

/**
 * A toast shown while a dialog is open: the modal dialog hides the rest of the page from the
 * accessibility tree (the toast is still announced through Radix's live region), so the
 * fixtures' toastText, which finds the toast area by role, is given the hidden area too.
 */
function toastBehindDialog(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText(text);
}

async function openDialogFor(page: Page, tutorName: string) {
  await page.getByRole('button', { name: `Schedule Session with ${tutorName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Session' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(tutorName, { exact: true })).toBeVisible();
  return dialog;
}

async function bookViaApi(page: Page, body: Record<string, unknown>) {
  return (await postJson(page, '/api/sessions', body)).status;
}

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('A signed-in user books from a card, sees it with its time zone, and cancels it', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/book-session');
    const upcoming = page.getByRole('region', { name: 'Your upcoming sessions' });
    await expect(upcoming.getByText('No sessions booked yet.')).toBeVisible();

    const dialog = await openDialogFor(page, 'Daniel Kim');
    await expect(dialog.getByText('Times are in your time zone: America/New_York')).toBeVisible();
    await expect(dialog.getByText('Teaches on weekday evenings, 5–9 PM Eastern Time')).toBeVisible();
    // Only Daniel's own session type, preselected.
    await expect(dialog.getByLabel('Session type').locator('option')).toHaveText(['Homework Help']);
    await expect(dialog.getByLabel('Session type')).toHaveValue('Homework Help');
    await expect(dialog.getByLabel('Subject')).toHaveValue('Mathematics');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/sessions') && r.method() === 'POST');
    // A Saturday offers nothing: Daniel teaches on weekday evenings.
    await dialog.getByLabel('Date').fill(dayOfKindAhead(10, 'America/New_York', true));
    await expect(
      dialog.getByText(/No times left on this day\. Daniel Kim teaches on weekday evenings/),
    ).toBeVisible();
    await dialog.getByLabel('Date').fill(dayOfKindAhead(10, 'America/New_York'));
    await expect(dialog.getByLabel('Time').locator('option')).toHaveText([
      'Choose a time',
      '5:00 PM',
      '5:30 PM',
      '6:00 PM',
      '6:30 PM',
      '7:00 PM',
      '7:30 PM',
      '8:00 PM',
    ]);
    await dialog.getByLabel('Time').selectOption('17:00');
    await dialog.getByLabel('Notes (optional)').fill('Fractions, please');
    await dialog.getByRole('button', { name: 'Schedule Session' }).click();

    expect((await sent).postDataJSON()).toMatchObject({
      tutorId: 2,
      time: '17:00',
      subject: 'Mathematics',
      sessionType: 'Homework Help',
      timeZone: 'America/New_York',
      notes: 'Fractions, please',
    });
    await expect(toastText(page, 'Session scheduled!')).toBeVisible();
    await expect(toastText(page, 'Your session has been successfully scheduled.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/tutor=/);

    const row = upcoming.getByRole('listitem').filter({ hasText: 'Daniel Kim' });
    await expect(row).toContainText('Mathematics with Daniel Kim');
    await expect(row).toContainText(/5:00 PM E[SD]T/);
    await expect(row).toContainText('Scheduled');
    await expect(row.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      /^\/api\/sessions\/\d+\/calendar\.ics$/,
    );

    await row.getByRole('button', { name: /^Cancel Mathematics with Daniel Kim/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
    await confirm.getByRole('button', { name: 'Cancel session' }).click();
    await expect(toastText(page, 'Session cancelled')).toBeVisible();
    await expect(upcoming.getByText('No sessions booked yet.')).toBeVisible();
  });

  test('The calendar file of a booking downloads', async ({ page }) => {
    await registerViaApi(page);
    expect(
      await bookViaApi(page, {
        tutorId: 4,
        date: dayOfKindAhead(12, 'America/New_York'),
        time: '18:30',
        subject: 'Science',
        sessionType: 'One-on-One Tutoring',
        timeZone: 'America/New_York',
      }),
    ).toBe(201);
    await page.goto('/book-session');
    const row = page
      .getByRole('region', { name: 'Your upcoming sessions' })
      .getByRole('listitem')
      .filter({ hasText: 'Priya Raman' });
    await expect(row).toContainText(/6:30 PM E[SD]T/);
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: /Add to calendar/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^sprout-session-\d+\.ics$/);
  });
});

test.describe('in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('A time that is already booked is not offered', async ({ page }) => {
    await registerViaApi(page);
    const date = dayOfKindAhead(20, 'America/Los_Angeles');
    expect(
      await bookViaApi(page, {
        tutorId: 3,
        date,
        time: '09:00',
        subject: 'Reading',
        sessionType: 'Small Group (2-3)',
        timeZone: 'America/Los_Angeles',
      }),
    ).toBe(201);
    await page.goto('/book-session');
    const dialog = await openDialogFor(page, 'Sofia Martinez');
    await dialog.getByLabel('Date').fill(date);
    const time = dialog.getByLabel('Time');
    // The hour before and after the booked one are free; every start that overlaps it is not offered.
    await expect(time.locator('option[value="10:00"]')).toHaveCount(1);
    await expect(time.locator('option[value="08:00"]')).toHaveCount(1);
    for (const taken of ['08:30', '09:00', '09:30']) {
      await expect(time.locator(`option[value="${taken}"]`)).toHaveCount(0);
    }
  });
});

/** The hour (0-23) on the clocks of a time zone now. */
function hourIn(timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
  );
}

// A zone where it is not yet 19:00, so the 20:00 slot of the 90th day starts later than
// now + 90 × 24 hours: when it is 19:00 or later in UTC, it is early morning in Tokyo.
const BEFORE_EVENING = hourIn('UTC') < 19 ? 'UTC' : 'Asia/Tokyo';

test.describe('on the last day the picker offers', () => {
  test.use({ timezoneId: BEFORE_EVENING });

  test('The last slot of the 90th day can be booked', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/book-session');
    const dialog = await openDialogFor(page, 'Leila Haddad');
    const lastDay = dayAhead(90, BEFORE_EVENING);
    await expect(dialog.getByLabel('Date')).toHaveAttribute('max', lastDay);
    await dialog.getByLabel('Date').fill(lastDay);
    // Leila teaches every day (weekday mornings and weekends): the day's last start.
    const times = dialog.getByLabel('Time').locator('option');
    await expect(times).not.toHaveCount(1);
    await dialog.getByLabel('Time').selectOption({ index: (await times.count()) - 1 });
    await dialog.getByLabel('Subject').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(toastText(page, 'Session scheduled!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

/** Holds every GET /api/user until `release` is called, as a slow network would. */
async function holdSession(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/user',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test('Schedule Session clicked while the session still loads opens the dialog once it is known', async ({
  page,
}) => {
  await registerViaApi(page);
  const release = await holdSession(page);
  await page.goto('/book-session');
  await page.getByRole('button', { name: 'Schedule Session with Daniel Kim' }).click();
  release();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Session' });
  await expect(dialog.getByText('Daniel Kim', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/book-session\?tutor=2$/);
});

test('A guest who clicks Schedule Session while the session still loads is sent to log in', async ({
  page,
}) => {
  const release = await holdSession(page);
  await page.goto('/book-session');
  await page.getByRole('button', { name: 'Schedule Session with Sofia Martinez' }).click();
  release();
  await expect(page).toHaveURL(/\/auth\?next=%2Fbook-session%3Ftutor%3D3$/);
});

test('The button reads Scheduling... while the booking is sent', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/book-session');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/sessions', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.continue();
  });
  const dialog = await openDialogFor(page, 'Daniel Kim');
  await dialog.getByLabel('Date').fill(dayOfKindAhead(30, 'UTC'));
  await dialog.getByLabel('Time').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(dialog.getByRole('button', { name: 'Scheduling...' })).toBeDisabled();
  release();
  await expect(toastText(page, 'Session scheduled!')).toBeVisible();
});

test('A guest who schedules is sent to log in and comes back to the open dialog', async ({ page }) => {
  await page.goto('/book-session');
  await page.getByRole('button', { name: 'Schedule Session with Sofia Martinez' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fbook-session%3Ftutor%3D3$/);
  await page.getByLabel('Username', { exact: true }).fill('demo-student');
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/book-session\?tutor=3$/);
  const dialog = page.getByRole('dialog', { name: 'Schedule a Session' });
  await expect(dialog.getByText('Sofia Martinez', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/book-session$/);
});

test("The profile's Book a Session opens the dialog for that tutor", async ({ page }) => {
  await loginViaApi(page, 'demo-parent');
  await page.goto('/tutors/5');
  await page.getByRole('main').getByRole('link', { name: 'Book a Session' }).click();
  await expect(page).toHaveURL(/\/book-session\?tutor=5$/);
  const dialog = page.getByRole('dialog', { name: 'Schedule a Session' });
  await expect(dialog.getByText('Grace Whitfield', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Subject').locator('option')).toHaveText([
    'Choose a subject',
    'Reading',
    'Language Arts',
  ]);
});

test('An eleventh upcoming booking is refused with the reason', async ({ page }) => {
  await registerViaApi(page);
  // Kenji teaches on weekends, 9 AM-6 PM in New York: 15:00 UTC is 10 or 11 AM there.
  let day = 40;
  for (let i = 0; i < 10; i += 1) {
    const date = dayOfKindAhead(day, 'UTC', true);
    day = (Date.parse(`${date}T12:00:00Z`) - Date.parse(`${dayAhead(0, 'UTC')}T12:00:00Z`)) / 86_400_000 + 1;
    const status = await bookViaApi(page, {
      tutorId: 10,
      date,
      time: '15:00',
      subject: 'Foreign Languages',
      sessionType: 'One-on-One Tutoring',
      timeZone: 'UTC',
    });
    expect(status).toBe(201);
  }
  await page.goto('/book-session');
  const upcoming = page.getByRole('region', { name: 'Your upcoming sessions' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'View More Tutors' }).click();
  const dialog = await openDialogFor(page, 'Kenji Watanabe');
  await dialog.getByLabel('Date').fill(dayOfKindAhead(day + 1, 'UTC', true));
  await dialog.getByLabel('Time').selectOption({ index: 1 });
  await dialog.getByLabel('Subject').selectOption('Social Studies');
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(toastBehindDialog(page, /You already have 10 upcoming sessions/)).toBeVisible();
});
