import type { Browser, Page } from '@playwright/test';
import type { Tutor } from '#contract/tutors.ts';
import { expect, passServerTime, registerViaApi, test, toastText, verificationLinkFor } from './fixtures';
import { bookFirstFreeTime } from './review-experience';

/** The child's history, made through the API as the child: study, a game round and bookings. */
async function childHistory(child: Page) {
  for (const subject of ['Reading', 'Science', 'Mathematics']) {
    const started = await child.request.post('/api/study-sessions', { data: { subject } });
    expect(started.status()).toBe(201);
    const { id } = await started.json();
    await child.request.post(`/api/study-sessions/${id}/complete`, { data: { notes: `${subject} notes` } });
  }
  const play = await (await child.request.post('/api/games/1/plays')).json();
  await passServerTime(child, 1_200);
  const score = await child.request.post('/api/games/scores', {
    data: {
      playId: play.playId,
      gameId: 1,
      difficulty: 'easy',
      score: 5,
      correctAnswers: 1,
      totalQuestions: 1,
      timeSpent: 1,
    },
  });
  expect(score.status(), await score.text()).toBe(201);
  // Inside the tutor's own hours: a time picked at random missed them now and then.
  const [tutor] = (await (await child.request.get('/api/tutors')).json()) as Tutor[];
  if (!tutor) throw new Error('the demo has no tutor');
  await bookFirstFreeTime(child.request, tutor, 'Fractions');
  return { gameName: (await score.json()).game.name as string, tutor: tutor.name };
}

async function childPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport });
  return context.newPage();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("A parent asks to link a child, the child accepts, and the parent sees the child's activity", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const parent = await registerViaApi(page, { name: 'Dana Rivers' });
      await page.goto(verificationLinkFor(parent.email));
      await page.goto('/user-panel');
      await page.getByRole('button', { name: 'Switch to Parent Account' }).click();
      // The switch cannot be undone: a styled dialog asks first, and says so.
      const confirm = page.getByRole('alertdialog', { name: 'Switch to a parent account?' });
      await expect(confirm.getByText(/This cannot be undone/)).toBeVisible();
      await confirm.getByRole('button', { name: 'Switch to Parent Account' }).click();
      await expect(toastText(page, 'Account Updated')).toBeVisible();
      await page.getByRole('tab', { name: 'Parent Settings' }).click();
      await expect(page.getByText('No Children Linked')).toBeVisible();

      const child = await childPage(browser, baseURL, viewport);
      const kid = await registerViaApi(child, { name: 'Sam Rivers' });
      const facts = await childHistory(child);

      await page.getByRole('button', { name: 'Link Child Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Link Child Account' });
      await expect(dialog.getByRole('button', { name: 'Link Account' })).toBeDisabled();
      await dialog.getByLabel('Child Username').fill(kid.username);
      await dialog.getByLabel('Relationship').selectOption('guardian');
      await dialog.getByRole('button', { name: 'Link Account' }).click();
      await expect(toastText(page, /Link request sent/)).toBeVisible();
      await expect(page.getByText('Waiting for approval')).toBeVisible();

      await child.goto('/user-panel');
      await expect(
        child.getByText('Dana Rivers would like to link to your account as your guardian'),
      ).toBeVisible();
      await child.getByRole('button', { name: 'Accept' }).click();
      await expect(
        child.getByRole('list', { name: 'Linked family' }).getByText('Your guardian', { exact: false }),
      ).toBeVisible();
      await child.context().close();

      await page.reload();
      await expect(page.getByRole('list', { name: 'My Children' }).getByText('Sam Rivers')).toBeVisible();
      const stats = page
        .getByRole('list', { name: 'Quick Stats' })
        .or(page.locator('dl[aria-label="Quick Stats"]'));
      await expect(stats.getByText('Study Sessions')).toBeVisible();
      await expect(stats).toContainText('3');

      const recent = page.getByRole('list', { name: 'Recent activity' });
      await expect(recent.getByRole('listitem')).toHaveCount(5);
      await expect(recent).toContainText(`Booked Fractions with ${facts.tutor}`);
      await expect(recent).toContainText(`Played ${facts.gameName}`);

      await expect(page.getByRole('figure', { name: /Study minutes per day/ })).toBeVisible();
      await expect(
        page.getByRole('figure', { name: /Points earned per day \(5 points in all\)/ }),
      ).toBeVisible();
      await page.getByText('Show the numbers as a table').click();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(15);

      await page.getByRole('tab', { name: 'Study Sessions' }).click();
      await expect(
        page.getByRole('list', { name: 'Study sessions' }).getByText('Science notes', { exact: false }),
      ).toBeVisible();
      await page.getByRole('tab', { name: 'Game Progress' }).click();
      await expect(page.getByRole('list', { name: 'Recent scores' })).toContainText('1/1 correct · 1 second');
      await page.getByRole('tab', { name: 'Tutoring' }).click();
      await expect(page.getByRole('list', { name: 'Tutor sessions' })).toContainText(
        `Fractions with ${facts.tutor}`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  });
}
