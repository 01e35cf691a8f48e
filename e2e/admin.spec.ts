import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { answerToSum } from '#web/test/answer-key.ts';
import { expect, passGameTime, postJson, registerViaApi, test, toastText, uniqueUsername } from './fixtures';
import { next } from './play';
import { completedSessionWith } from './review-experience';

/** Signs the page in as a new admin (demo mode: a username ending in "-admin"); answers the username. */
async function signInAsAdmin(page: Page): Promise<string> {
  const username = `${uniqueUsername('boss')}-admin`;
  await registerViaApi(page, { username });
  return username;
}

interface KindCase {
  tab: string;
  singular: string;
  plural: string;
  add: string;
  /** The label of the field the row is titled by. */
  nameLabel: string;
  fill: (form: Locator, name: string) => Promise<void>;
}

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

const KINDS: KindCase[] = [
  {
    tab: 'Tutors',
    singular: 'tutor',
    plural: 'tutors',
    add: 'Add Tutor',
    nameLabel: 'Name',
    fill: async (form, name) => {
      await field(form, 'Name').fill(name);
      await field(form, 'Subjects').fill('Mathematics, Science');
      await field(form, 'Bio').fill('Patient and kind with every learner.');
      await form.getByLabel('Weekends').check();
    },
  },
  {
    tab: 'Articles',
    singular: 'article',
    plural: 'articles',
    add: 'Add Article',
    nameLabel: 'Title',
    fill: async (form, name) => {
      await field(form, 'Title').fill(name);
      await field(form, 'Author').fill('Dana Lee');
      await field(form, 'Image URL').fill('/images/articles/reading-routine.webp');
      await field(form, 'Summary').fill('Why a short story every night matters.');
      await field(form, 'Content (HTML)').fill(
        '<h2>Read together</h2><p onclick="x()">Ten minutes a night.</p>',
      );
      // The live preview is what the server's sanitizer stores.
      await expect(
        form.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Read together' }),
      ).toBeVisible();
    },
  },
  {
    tab: 'Games',
    singular: 'game',
    plural: 'games',
    add: 'Add Game',
    nameLabel: 'Title',
    fill: async (form, name) => {
      await field(form, 'Title').fill(name);
      await field(form, 'Description').fill('Hop along the number line.');
      await field(form, 'Image URL').fill('/images/games/number-trail.webp');
    },
  },
  {
    tab: 'Testimonials',
    singular: 'testimonial',
    plural: 'testimonials',
    add: 'Add Testimonial',
    nameLabel: 'Name',
    fill: async (form, name) => {
      await field(form, 'Name').fill(name);
      await field(form, 'Title').fill('Parent of two');
      await field(form, 'Content').fill('My children love the games.');
      await field(form, 'Image URL').fill('/images/testimonials/testimonial-02.webp');
    },
  },
  {
    tab: 'Merchandise',
    singular: 'merchandise',
    plural: 'merchandise',
    add: 'Add Merchandise',
    nameLabel: 'Name',
    fill: async (form, name) => {
      await field(form, 'Name').fill(name);
      await field(form, 'Description').fill('Twenty shiny stickers.');
      await field(form, 'Image URL').fill('/images/merchandise/sticker-pack.webp');
    },
  },
];

function list(page: Page, kind: KindCase) {
  return page.getByRole('list', { name: kind.tab, exact: true });
}

async function addEditSearchDelete(page: Page, kind: KindCase) {
  const name = `E2E ${kind.singular} ${Date.now().toString(36)}`;
  await page.getByRole('tab', { name: kind.tab, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Manage ${kind.tab}` })).toBeVisible();
  await expect(list(page, kind).getByRole('listitem').first()).toBeVisible();

  // Add: a rule of the form first, then the item.
  await page.getByRole('button', { name: kind.add }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: kind.add })).toBeVisible();
  await field(form, kind.nameLabel).fill('A');
  await form.getByRole('button', { name: kind.add }).click();
  await expect(form.getByText(`${kind.nameLabel} must be at least 2 characters`)).toBeVisible();
  await kind.fill(form, name);
  await form.getByRole('button', { name: kind.add }).click();
  await expect(toastText(page, 'Success').first()).toBeVisible();
  await expect(form).toBeHidden();
  await expect(list(page, kind).getByText(name, { exact: true })).toBeVisible();

  // Search filters the list.
  const search = page.getByLabel('Search', { exact: true });
  await search.fill(name.toUpperCase());
  await expect(list(page, kind).getByRole('listitem')).toHaveCount(1);
  await search.fill('nothing-is-called-this');
  await expect(page.getByText(`No ${kind.plural} match your search`)).toBeVisible();
  await search.fill('');

  // Edit: the form is filled from the row.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(field(form, kind.nameLabel)).toHaveValue(name);
  await field(form, kind.nameLabel).fill(`${name} II`);
  if (kind.tab === 'Merchandise') await form.getByLabel('Active', { exact: true }).uncheck();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  const row = list(page, kind)
    .getByRole('listitem')
    .filter({ hasText: `${name} II` });
  await expect(row).toBeVisible();
  if (kind.tab === 'Merchandise') await expect(row.getByText('Inactive')).toBeVisible();

  // Delete through the confirmation.
  await page.getByRole('button', { name: `Delete ${name} II` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Confirm Deletion' })).toBeVisible();
  await expect(
    confirm.getByText(`Are you sure you want to delete this ${kind.singular}? This action cannot be undone.`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(list(page, kind).getByText(`${name} II`)).toHaveCount(0);
}

const WIDTHS = [1280, 390] as const;

/** At 390 px the page is a phone's: nothing may scroll sideways. */
async function atWidth(page: Page, width: number) {
  if (width !== 1280) await page.setViewportSize({ width, height: 844 });
}

async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(wide, 'the page scrolls sideways').toBe(false);
}

for (const width of WIDTHS) {
  for (const kind of KINDS) {
    test(`An admin adds, edits, searches and deletes ${kind.plural} (${width} px)`, async ({ page }) => {
      test.slow();
      await atWidth(page, width);
      await signInAsAdmin(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
      await addEditSearchDelete(page, kind);
      await noSidewaysScroll(page);
    });
  }
}

async function idOf(page: Page, kind: string, name: string): Promise<number> {
  const res = await page.request.get(`/api/admin/${kind}?q=${encodeURIComponent(name)}`);
  const [item] = (await res.json()) as { id: number }[];
  if (!item) throw new Error(`no ${kind} called ${name}`);
  return item.id;
}

/** Hides (deletes) what a test added, so the other browser tests see the catalog they expect. */
async function removeAfterward(page: Page, kind: string, id: number) {
  const res = await page.request.delete(`/api/admin/${kind}/${id}`);
  expect(res.status()).toBe(200);
}

test("An admin uploads a tutor's image and sees it on the tutor's profile", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const name = `Photo Tutor ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Tutor' }).click();
  const form = page.getByRole('dialog');
  await KINDS[0]?.fill(form, name);
  const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#3a9d5d' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Image file')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'Portrait preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Tutor' }).click();
  await expect(form).toBeHidden();

  const tutorId = await idOf(page, 'tutors', name);
  await page.goto(`/tutors/${tutorId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const image = page.locator('main img[src^="/uploads/"]').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await removeAfterward(page, 'tutors', tutorId);
});

test('An admin adds a game with two levels, and it can be played at once', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Games', exact: true }).click();
  await page.getByRole('button', { name: 'Add Game' }).click();
  const form = page.getByRole('dialog');
  const name = `Hop Game ${Date.now().toString(36)}`;
  await KINDS[2]?.fill(form, name);
  for (const n of [1, 2]) {
    await form.getByRole('button', { name: 'Add level' }).click();
    await form
      .getByLabel('Questions')
      .nth(n - 1)
      .fill('3');
    await form
      .getByLabel('To pass')
      .nth(n - 1)
      .fill('2');
  }
  await form.getByRole('button', { name: 'Add Game' }).click();
  await expect(form).toBeHidden();
  await expect(list(page, KINDS[2] as KindCase).getByText('2 levels')).toBeVisible();

  const gameId = await idOf(page, 'games', name);
  await page.clock.install();
  await page.goto(`/games/${gameId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Locked: complete level 1 first')).toBeVisible();
  await page.getByRole('button', { name: 'Play Level 1' }).click();
  for (let i = 1; i <= 3; i++) {
    // The server refuses rounds faster than 2 answers a second: both clocks are moved on, not
    // waited on, before the last answer (which ends the round).
    if (i === 3) await passGameTime(page, 10_000);
    const text = (await page.locator('h2').filter({ hasText: /= \?$/ }).textContent()) ?? '';
    await page.getByLabel('Your answer').fill(String(answerToSum(text)));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Correct!')).toBeVisible();
    await next(page, 'keyboard');
  }
  await expect(page.getByRole('heading', { name: 'Round complete!' })).toBeVisible();
  await expect(page.getByText(/Level 1 .*complete!/).first()).toBeVisible();
  await removeAfterward(page, 'games', gameId);
});

for (const width of WIDTHS) {
  test(`An admin sees the unhandled messages and marks one handled (${width} px)`, async ({ page }) => {
    await atWidth(page, width);
    const username = await signInAsAdmin(page);
    const subject = `Question ${Date.now().toString(36)}`;
    const sent = await postJson(page, '/api/contact', {
      name: 'Pat Parent',
      email: 'pat@example.com',
      subject,
      message: 'How do points work for my two children?',
    });
    expect(sent.status).toBe(201);
    await page.goto('/admin');
    // "Messages", not "Reported Messages".
    const tab = page.getByRole('tab', { name: /^Messages/ });
    await expect(tab.getByLabel(/\d+ unhandled/)).toBeVisible();
    await tab.click();
    const card = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await expect(card.getByText('New')).toBeVisible();
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(card.getByText(`Handled by ${username}`)).toBeVisible();
    await noSidewaysScroll(page);
  });
}

for (const width of WIDTHS) {
  test(`An admin hides a tutor review: it leaves the tutor's page (${width} px)`, async ({
    page,
    request,
  }) => {
    await atWidth(page, width);
    await signInAsAdmin(page);
    const tutorName = `Reviewed Tutor ${Date.now().toString(36)}`;
    const made = await postJson(page, '/api/admin/tutors', {
      name: tutorName,
      subjects: 'Reading',
      bio: 'Loves stories and patient readers.',
      gradeLevel: 'All Grades',
      sessionType: 'One-on-One Tutoring',
      availability: ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'],
    });
    const tutorId = (made.json as { id: number }).id;
    // A student (in a context of their own) has a session with the tutor, then writes a rude review.
    const student = uniqueUsername('rude');
    await request.post('/api/register', {
      data: { name: 'Rude Kid', username: student, email: `${student}@example.com`, password: 'secret123' },
    });
    await completedSessionWith(request, tutorId);
    const review = await request.post(`/api/tutors/${tutorId}/reviews`, {
      data: { rating: 1, comment: 'Words that break the rules.' },
    });
    expect(review.status()).toBe(201);

    await page.goto('/admin');
    await page.getByLabel('Search', { exact: true }).fill(tutorName);
    await page.getByRole('button', { name: `Reviews of ${tutorName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Words that break the rules.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(dialog.getByText('Hidden', { exact: true })).toBeVisible();

    await page.goto(`/tutors/${tutorId}`);
    // The admin had no session with the tutor, so the empty list says who may review, not "Be the first".
    await expect(
      page.getByText(`No reviews yet. Families review ${tutorName} after a session together.`),
    ).toBeVisible();
    await expect(page.getByText('Words that break the rules.')).toHaveCount(0);
    await removeAfterward(page, 'tutors', tutorId);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("An admin's tabs scroll sideways in one row, the chosen one in view, and the page does not", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const tabs = page.getByRole('tablist', { name: 'What to manage' });
    for (const [name, heading] of [
      ['Orders', 'Orders'],
      ['Reported Reviews', 'Reported Reviews'],
      ['Reported Messages', 'Reported Messages'],
    ] as const) {
      const tab = tabs.getByRole('tab', { name });
      await tab.click();
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expect(tab).toBeInViewport({ ratio: 1 });
      await noSidewaysScroll(page);
    }
    const rows = await tabs
      .getByRole('tab')
      .evaluateAll((all) => new Set(all.map((t) => Math.round(t.getBoundingClientRect().top))).size);
    expect(rows, 'the tabs are one row').toBe(1);
    // The arrow keys move along the row and bring the tab they reach into view.
    await tabs.getByRole('tab', { name: 'Reported Reviews' }).focus();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'Tutors' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Tutors' })).toBeInViewport({ ratio: 1 });
  });
});
