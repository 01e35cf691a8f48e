// Journeys with the keyboard alone (Tab, Shift+Tab, arrows, Enter, typing), as someone who
// cannot use a mouse or a touch screen goes through Sprout; every stop on the way shows its
// focus and is not under the sticky top bar (keyboard.ts).
import type { Page } from '@playwright/test';
import { answerToSum } from '#web/test/answer-key.ts';
import { dayOfKindAhead } from './days';
import {
  expect,
  passServerTime,
  postJson,
  registerViaApi,
  test,
  toastText,
  uniqueUsername,
} from './fixtures';
import { expectFocusShown, tabThroughPage, tabTo } from './keyboard';

test('A visitor registers with the keyboard alone', async ({ page }) => {
  const username = uniqueUsername('keys');
  await page.goto('/auth?tab=register');
  const typeInto = async (label: string, value: string) => {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  };
  await typeInto('Name', 'Kim Keys');
  await typeInto('Username', username);
  // The age screen's list: typing a year picks it.
  await typeInto('Birth year', '1990');
  await expect(page.getByLabel('Birth year')).toHaveValue('1990');
  await typeInto('Email', `${username}@example.com`);
  await typeInto('Password', 'secret123');
  await typeInto('Confirm password', 'secret123');
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

/** A weekday some days ahead in New York, as the date field takes it (MMDDYYYY) and as sent. */
function typedWeekdayAhead(days: number): { typed: string; iso: string } {
  const iso = dayOfKindAhead(days, 'America/New_York');
  const [yyyy, mm, dd] = iso.split('-');
  return { typed: `${mm}${dd}${yyyy}`, iso };
}

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('A signed-in user books a session with a tutor with the keyboard alone', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/book-session');
    const opener = page.getByRole('button', { name: 'Schedule Session with Daniel Kim' });
    await tabTo(page, opener, { max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schedule a Session' });
    await expect(dialog).toBeVisible();

    // Daniel teaches on weekday evenings: the Time list offers 5:00 PM to 8:00 PM.
    const date = typedWeekdayAhead(10);
    await tabTo(page, dialog.getByLabel('Date'));
    await page.keyboard.type(date.typed, { delay: 30 });
    await expect(dialog.getByLabel('Date')).toHaveValue(date.iso);
    await tabTo(page, dialog.getByLabel('Time'));
    await page.keyboard.type('5:30');
    await expect(dialog.getByLabel('Time')).toHaveValue('17:30');
    await expect(dialog.getByLabel('Subject')).toHaveValue('Mathematics');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/sessions') && r.method() === 'POST');
    await tabTo(page, dialog.getByRole('button', { name: 'Schedule Session' }));
    await page.keyboard.press('Enter');

    expect((await sent).postDataJSON()).toMatchObject({ tutorId: 2, date: date.iso, time: '17:30' });
    await expect(toastText(page, 'Session scheduled!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

async function answerWithKeys(page: Page) {
  const question = (await page.locator('h2').filter({ hasText: /= \?$/ }).textContent()) ?? '';
  await expect(page.getByLabel('Your answer')).toBeFocused();
  await page.keyboard.type(String(answerToSum(question)));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your answer')).toHaveValue('');
}

test('A child plays a round of the Math Quick Challenge to the end with the keyboard alone', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/games/math-challenge');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  // Tab reaches the chosen difficulty; an arrow key picks the next one, as in any radio group.
  const chosen = page.getByRole('radio', { checked: true });
  const before = await chosen.getAttribute('value');
  await tabTo(page, chosen);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { checked: true })).not.toHaveAttribute('value', before ?? '');

  await tabTo(page, page.getByRole('button', { name: 'Start Game' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/60s/);
  for (let i = 0; i < 3; i++) await answerWithKeys(page);
  await page.clock.runFor(60_000);

  await expect(page.getByRole('heading', { name: 'Game Over!' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Back to Menu' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible();
});

// Each page once, at one of the two widths (the phone has the menu button instead of links);
// every Tab press costs a few round trips, so the list is kept short.
const TAB_PAGES: Record<number, string[]> = {
  // The tutors' list is tabbed through by the booking journey above, the auth page by register.
  1280: ['/', '/games/math-challenge', '/contact'],
  390: ['/tutors/1', '/articles', '/auth'],
};

for (const [width, paths] of Object.entries(TAB_PAGES)) {
  test(`Every Tab stop shows its focus and stays clear of the top bar at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: Number(width), height: Number(width) > 400 ? 800 : 844 });
    for (const path of paths) {
      await page.goto(path);
      expect(await tabThroughPage(page), `Tab stops on ${path}`).toBeGreaterThan(3);
    }
  });
}

/** Two perfect Number Trail rounds (50 points each), scored through the API once their time passed. */
async function earnHundredPoints(page: Page) {
  const plays: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await postJson(page, '/api/games/2/plays', {});
    plays.push((res.json as { playId: number }).playId);
  }
  await passServerTime(page, 5_000);
  for (const [i, playId] of plays.entries()) {
    const res = await postJson(page, '/api/games/scores', {
      playId,
      gameId: 2,
      level: i + 1,
      difficulty: 'easy',
      score: 50,
      correctAnswers: 10,
      totalQuestions: 10,
      timeSpent: 5,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  }
}

test('A child adds a prize to the cart and checks out with the keyboard alone', async ({ page }) => {
  test.slow();
  await registerViaApi(page);
  await earnHundredPoints(page);
  await page.goto('/merchandise');
  await expect(page.getByTestId('store-points')).toHaveText('100 points');

  const stickers = page
    .getByTestId('merchandise-card')
    .filter({ has: page.getByRole('heading', { name: 'Star Learner Sticker Pack', exact: true }) });
  await tabTo(page, stickers.getByRole('button', { name: /Add to Cart/ }), { max: 80 });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();

  await tabTo(page, drawer.getByRole('button', { name: 'Use 100 Points' }));
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Checkout successful!')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('store-points')).toHaveText('0 points');

  // The prize is in My Inventory, reached by its tab.
  // A tab list is one Tab stop (its selected tab); the arrows move between its tabs.
  const inventoryTab = page.getByRole('tab', { name: 'My Inventory' });
  await tabTo(page, page.getByRole('tab', { name: 'Shop Items' }), { max: 80, back: true });
  await page.keyboard.press('ArrowRight');
  await expect(inventoryTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(inventoryTab).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Star Learner Sticker Pack' }),
  ).toBeVisible();
});

test("After logging in and after following a link, the focus is on the new page's heading", async ({
  page,
}) => {
  test.slow(); // two page loads and a login, each waited on with the keyboard
  const user = await registerViaApi(page);
  await postJson(page, '/api/logout', {});
  await page.goto('/auth?next=%2Fuser-panel');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(user.username);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'User Dashboard', level: 1 })).toBeFocused();
  // One Tab reaches the page itself, not the top bar's first link again.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
  await expectFocusShown(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Knowledge Center', level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("A link in the menu drawer leaves the focus on the new page's heading, not the menu button", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Games' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
  });
});
