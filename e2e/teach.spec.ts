// The tutor's side of tutoring, end to end (docs/tutoring.md), at a desktop and at a phone's width:
// (a) an admin invites a tutor, who signs up and sets hours on /teach (a new window on a day); a
// parent's yes books that tutor for their child inside the new hours; the tutor sees the booking
// on /teach and the booking mail reaches the tutor and the parent; (b) after the lesson the tutor
// marks it completed and posts a note with a game level, the child plays that level, and the
// tutor sees it done. (The admin's Invite dialog and the invitation page are walked through in
// tutor-accounts.spec.ts; here the invitation is made and accepted through the API.)
import type { Browser, Page } from '@playwright/test';
import { watchPage } from './a11y-audit';
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
  verificationLinkFor,
} from './fixtures';
import { playNumberTrailLevelRight } from './play';

const DAY = 24 * 60 * 60 * 1000;
const NUMBER_TRAIL = 2;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A page of its own (another person), with the accessibility audit of every other page. */
async function personPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const page = await (await browser.newContext({ baseURL, viewport, timezoneId: 'UTC' })).newPage();
  await watchPage(page);
  return page;
}

/** A new tutor profile (mornings, UTC) that an admin invites; the tutor accepts on `tutor`. */
async function invitedTutor(admin: Page, tutor: Page) {
  await loginViaApi(admin, 'demo-admin');
  const name = `Tam ${uniqueUsername('T').slice(-6)}`;
  const made = await postJson(admin, '/api/admin/tutors', {
    name,
    subjects: 'Mathematics',
    bio: 'Patient and kind, loves numbers.',
    gradeLevel: 'All Grades',
    sessionType: 'Homework Help',
    availability: ['Weekday Mornings'],
    timeZone: 'UTC',
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  const tutorId = (made.json as { id: number }).id;
  const email = `${uniqueUsername('tam')}@example.com`;
  expect((await postJson(admin, `/api/admin/tutors/${tutorId}/invite`, { email })).status).toBe(201);
  const link = outbox()
    .filter((m) => m.to === email)
    .at(-1)
    ?.text.match(/\/tutor-invite\/(\S+)/)?.[1];
  if (!link) throw new Error(`no tutor invitation to ${email}`);
  const accepted = await postJson(tutor, `/api/tutor-invites/${link}/accept`, {
    username: uniqueUsername('tam'),
    password: 'teach-well-42',
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(201);
  return { tutorId, name, email };
}

/** A verified parent on `parent`, and their linked child on `child`, who asks a yes to book. */
async function family(parent: Page, child: Page) {
  const grownUp = await registerViaApi(parent, { name: 'Pat Rivers' });
  await parent.goto(verificationLinkFor(grownUp.email));
  expect((await parent.request.put('/api/users/profile', { data: { userType: 'parent' } })).status()).toBe(
    200,
  );
  const kid = await registerViaApi(child, { name: 'Robin Rivers' });
  const kidId = ((await (await child.request.get('/api/user')).json()) as { id: number }).id;
  const asked = await postJson(parent, '/api/parent/link-child', { childUsername: kid.username });
  expect(asked.status).toBe(201);
  const requestId = (asked.json as { id: number }).id;
  expect((await postJson(child, `/api/family/requests/${requestId}/accept`, {})).status).toBe(200);
  const settings = await parent.request.put(`/api/parent/children/${kidId}/settings`, {
    data: { approveBookings: true },
  });
  expect(settings.status()).toBe(200);
  return { parentEmail: grownUp.email, kid };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: 'UTC' });

    test('A tutor sets hours, is booked inside them, and sees the practice of their note done', async ({
      page,
      browser,
      baseURL,
    }) => {
      // Four people (an admin, the tutor, a parent, the child) and a lesson's week: a long journey.
      test.setTimeout(120_000);
      const tutorPage = page;
      const admin = await personPage(browser, baseURL, viewport);
      const parent = await personPage(browser, baseURL, viewport);
      const child = await personPage(browser, baseURL, viewport);
      const tutor = await invitedTutor(admin, tutorPage);
      // Three days ahead, a day the tutor's mornings may or may not cover: the evening is new.
      const date = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
      const day = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'Monday';

      await test.step('(a) the tutor adds an evening window in My hours on /teach', async () => {
        await tutorPage.goto('/teach');
        await tutorPage.getByRole('tab', { name: 'My hours' }).click();
        await tutorPage.getByRole('button', { name: `Add a window on ${day}` }).click();
        await tutorPage
          .getByLabel(new RegExp(`^${day} window \\d from$`))
          .last()
          .selectOption('18:00');
        await tutorPage
          .getByLabel(new RegExp(`^${day} window \\d to$`))
          .last()
          .selectOption('20:00');
        await tutorPage.getByRole('button', { name: 'Save hours' }).click();
        await expect(toastText(tutorPage, 'Hours saved')).toBeVisible();
      });

      let sessionEndsAt = 0;
      await test.step('(a) a parent’s yes books the tutor for their child at 6 PM', async () => {
        const { parentEmail } = await family(parent, child);
        const asked = await postJson(child, '/api/sessions', {
          tutorId: tutor.tutorId,
          date,
          time: '18:00',
          subject: 'Mathematics',
          sessionType: 'Homework Help',
          timeZone: 'UTC',
        });
        expect(asked.status, JSON.stringify(asked.json)).toBe(202);
        const approvalId = (asked.json as { requestId: number }).requestId;
        const yes = await postJson(parent, `/api/parent/approvals/${approvalId}/approve`, {});
        expect(yes.status, JSON.stringify(yes.json)).toBe(200);
        sessionEndsAt = Date.parse(`${date}T19:00:00Z`);

        // The tutor sees it on /teach, booked by a parent; both sides were mailed with a calendar.
        await tutorPage.reload();
        const card = tutorPage.getByRole('listitem').filter({ hasText: 'Robin' });
        await expect(card).toContainText('6:00 PM');
        await expect(card).toContainText('booked by a parent');
        await expect(card.getByRole('button', { name: /Message the family/ })).toBeVisible();
        expect(outbox().some((m) => m.to === tutor.email && m.subject.startsWith('New booking: Robin'))).toBe(
          true,
        );
        expect(
          outbox().some((m) => m.to === parentEmail && m.subject.startsWith('Booked: Mathematics')),
        ).toBe(true);
      });

      await test.step('(b) after the lesson the tutor marks it completed and posts a note', async () => {
        // The server's clock moves at most a day at a time.
        for (let left = sessionEndsAt + 5 * 60_000 - Date.now(); left > 0; left -= DAY) {
          await passServerTime(tutorPage, Math.min(left, DAY));
        }
        await tutorPage.reload();
        await tutorPage.getByRole('tab', { name: 'Past' }).click();
        const past = tutorPage.getByRole('listitem').filter({ hasText: 'Robin' });
        await past.getByRole('button', { name: /^Mark completed/ }).click();
        await expect(toastText(tutorPage, 'Marked completed')).toBeVisible();
        await past.getByRole('link', { name: /^Write a note/ }).click();
        await expect(tutorPage).toHaveURL(/\/teach\/sessions\/\d+\/note$/);
        await tutorPage.getByLabel('Note for the learner').fill('Great adding today! Try the first trail.');
        await tutorPage.getByRole('button', { name: 'Add a game level' }).click();
        await tutorPage.getByLabel('Game for item 1').selectOption({ label: 'Number Trail' });
        await tutorPage.getByLabel('Level for item 1').selectOption('1');
        await tutorPage.getByRole('button', { name: 'Post note' }).click();
        await expect(toastText(tutorPage, 'Note posted')).toBeVisible();
      });

      await test.step('(b) the child plays that level, and the tutor sees it done', async () => {
        await child.clock.install();
        await child.goto(`/games/${NUMBER_TRAIL}`);
        await child.getByRole('button', { name: 'Play Level 1' }).click();
        await playNumberTrailLevelRight(child);
        await expect(child.getByRole('heading', { name: 'Round complete!' })).toBeVisible();

        await tutorPage.goto('/teach');
        await tutorPage.getByRole('tab', { name: 'Past' }).click();
        const past = tutorPage.getByRole('listitem').filter({ hasText: 'Robin' });
        await expect(past.getByRole('link', { name: /^Edit the note/ })).toBeVisible();
        const item = past.getByRole('listitem').filter({ hasText: 'Number Trail' });
        await expect(item).toContainText('Done');
      });
      for (const other of [admin, parent, child]) await other.context().close();
    });
  });
}
