// A guest's Prize Store (log in to redeem, no card payment) and a child short of points are
// component tests (prize-store-dialog.test.tsx).
import type { Page } from '@playwright/test';
import { answerToSum } from '#web/test/answer-key.ts';
import { expect, loginViaApi, passServerTime, registerViaApi, test, toastText } from './fixtures';

/** A toast shown while a dialog is open (the dialog hides the rest of the page from role queries). */
function toastOverDialog(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText(text);
}

function question(page: Page) {
  return page.locator('h2').filter({ hasText: /= \?$/ });
}

/** Answers the question on screen, right or wrong, and waits for the next one. */
async function answer(page: Page, right: boolean): Promise<string> {
  const text = (await question(page).textContent()) ?? '';
  const correct = String(answerToSum(text));
  await page.getByLabel('Your answer').fill(right ? correct : String(Number(correct) + 1));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your answer')).toHaveValue('');
  return correct;
}

/** A badge in the menu's "Badges to earn" list. */
function badge(page: Page, name: string) {
  return page.getByRole('listitem').filter({ hasText: name });
}

/** A figure of the menu's "Your progress" card, by its label. */
function stat(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=..').locator('dd');
}

/** Freezes the page's clock (installed before the page loaded) so the countdown moves only when told. */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test('A student plays the Math Quick Challenge to the end: the score is saved and the points grow', async ({
  page,
}) => {
  const user = await registerViaApi(page);
  await page.clock.install();
  await page.goto('/games/math-challenge');
  await expect(page.getByRole('heading', { name: 'Math Quick Challenge' })).toBeVisible();
  await expect(page.getByText('Your points:')).toHaveText(/Your points:\s*0$/);
  await expect(page.getByRole('columnheader', { name: 'Difficulty' })).toBeVisible();
  // The game's badges, each with the rule that earns it, and the player's progress beside them.
  await expect(page.getByText('Badges to earn')).toBeVisible();
  await expect(badge(page, 'First Round')).toContainText('Finish your first round.');
  await expect(badge(page, 'Quick Thinker')).toContainText('Score 100 or more in one round.');
  await expect(badge(page, 'Hard Mode Hero')).toContainText('Get 10 answers right in one Hard round.');
  await expect(page.getByText("You haven't played this game yet.", { exact: false })).toBeVisible();
  await freezeClock(page);

  await page.getByRole('radio', { name: /Medium/ }).check();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/60s/);
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  await expect(page.getByLabel('Your answer')).toBeFocused();

  for (let i = 0; i < 6; i++) await answer(page, true);
  await expect(toastText(page, '+20 points').first()).toBeVisible();
  const missed = await answer(page, false);
  await expect(toastText(page, 'Incorrect')).toBeVisible();
  await expect(toastText(page, `The correct answer was ${missed}`)).toBeVisible();
  await expect(page.getByText('Question 8', { exact: true })).toBeVisible();
  await expect(page.getByText('Correct 6', { exact: true })).toBeVisible();
  await expect(page.getByText('Score 60', { exact: true })).toBeVisible();

  // The clock ticks each second and turns urgent at 10 seconds.
  await page.clock.runFor(49_000);
  await expect(page.getByRole('timer')).toHaveText(/11s/);
  await expect(page.getByRole('timer')).not.toHaveAttribute('data-urgent');
  await page.clock.runFor(1_000);
  await expect(page.getByRole('timer')).toHaveText(/10s/);
  await expect(page.getByRole('timer')).toHaveAttribute('data-urgent', 'true');

  // The server checks the round's 60 seconds on its own clock, which is moved on, not waited on.
  await passServerTime(page, 60_000);
  await page.clock.runFor(10_000);
  await expect(page.getByRole('heading', { name: 'Game Over!', includeHidden: true })).toBeVisible();
  // Time flows again, so the score call's answer reaches the page.
  await page.clock.resume();
  await expect(toastOverDialog(page, 'Score submitted!')).toBeVisible();
  await expect(toastOverDialog(page, 'Your score has been added to the leaderboard.')).toBeVisible();

  const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(congrats).toBeVisible();
  await expect(congrats.getByText('+120')).toBeVisible();
  await expect(congrats.getByText('Total points')).toBeVisible();
  await congrats.getByRole('button', { name: 'Keep playing' }).click();

  await expect(page.getByText('Final score')).toBeVisible();
  await expect(page.getByText('Points earned: 120')).toBeVisible();
  await expect(page.getByText('(score 60 × 2 for Medium)')).toBeVisible();
  await expect(page.getByText('Score saved! You now have 120 points.')).toBeVisible();
  const scoreboard = page.getByRole('list', { name: 'Your recent scores' });
  await expect(scoreboard.getByText('Score 60')).toBeVisible();
  await expect(scoreboard.getByText('Medium')).toBeVisible();
  await expect(page.getByRole('link', { name: '120 points' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to Menu' }).click();
  const row = page.getByRole('row').filter({ hasText: user.username });
  await expect(row).toContainText('60');
  await expect(row).toContainText('Medium');
  await expect(page.getByText('Your points:')).toHaveText(/Your points:\s*120$/);
  await expect(stat(page, 'Your best')).toHaveText('60');
  await expect(stat(page, 'Times played')).toHaveText('1');
  await expect(stat(page, 'Badges')).toHaveText('1 of 5');
  await expect(badge(page, 'First Round')).toContainText('Earned!');
  await expect(badge(page, 'Quick Thinker')).not.toContainText('Earned!');
});

test('A guest plays without saving and is told kindly how to save', async ({ page }) => {
  // A whole minute of ticks, each drawn and audited: slow on a busy machine.
  test.slow();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/games/')) sent.push(request.url());
  });
  await page.clock.install();
  await page.goto('/games/1');
  await expect(page.getByRole('heading', { name: 'Math Quick Challenge' })).toBeVisible();
  await expect(page.getByText('to save your scores and earn points.')).toBeVisible();
  await expect(page.getByText('to keep your best score and your badges.')).toBeVisible();
  await expect(badge(page, 'Math Marathon')).toContainText('Play 10 rounds.');
  await freezeClock(page);

  await page.getByRole('button', { name: 'Start Game' }).click();
  await answer(page, true);
  await expect(toastText(page, 'Correct!')).toBeVisible();
  await expect(toastText(page, '+5 points')).toBeVisible();
  await answer(page, false);
  await page.clock.runFor(60_000);

  await expect(page.getByRole('heading', { name: 'Game Over!' })).toBeVisible();
  await expect(
    page.getByText("Great practice! Your score isn't saved when you play as a guest."),
  ).toBeVisible();
  await expect(page.getByText('This round was worth 5 points')).toBeVisible();
  await expect(page.getByText('to save your scores and see them here.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeHidden();
  expect(sent).toEqual([]);

  await page.getByRole('button', { name: 'Play Again' }).click();
  await expect(page.getByRole('timer')).toHaveText(/60s/);
  await expect(page.getByText('Question 1', { exact: true })).toBeVisible();
});

test('On a phone the feedback shows in the play area, one toast at a time, never over the answer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto('/games/math-challenge');
  await expect(page.getByRole('heading', { name: 'Math Quick Challenge' })).toBeVisible();
  await freezeClock(page);
  await page.getByRole('button', { name: 'Start Game' }).click();
  const controls = [
    page.getByLabel('Your answer'),
    page.getByRole('button', { name: 'Submit Answer' }),
    page.getByRole('timer', { name: 'Time left' }),
  ];
  const openToasts = page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');
  for (const right of [true, true, false, true]) {
    await answer(page, right);
    await expect(
      page.getByRole('status').filter({ hasText: right ? 'Correct!' : 'Incorrect' }),
    ).toBeVisible();
    await expect(openToasts).toHaveCount(1);
    const toast = await openToasts.boundingBox();
    if (!toast) throw new Error('the toast has no box');
    for (const control of controls) {
      const box = await control.boundingBox();
      if (!box) throw new Error('an answer control has no box');
      const overlaps =
        toast.x < box.x + box.width &&
        box.x < toast.x + toast.width &&
        toast.y < box.y + box.height &&
        box.y < toast.y + toast.height;
      expect(overlaps, 'a toast covers an answer control').toBe(false);
    }
  }
});

test('A student buys a prize with points in the Prize Store', async ({ page }) => {
  await loginViaApi(page, 'demo-student');
  await page.goto('/games/math-challenge');
  await page.getByRole('button', { name: 'Redeem Points' }).click();
  const store = page.getByRole('dialog', { name: 'Prize Store' });
  const balance = store.getByText(/^Your balance:/);
  await expect(balance).toHaveText(/Your balance:\s*\d+ points/);
  const before = Number((await balance.textContent())?.match(/(\d+) points/)?.[1]);
  expect(before).toBeGreaterThanOrEqual(100);

  const item = store.getByRole('listitem').filter({ hasText: 'Star Learner Sticker Pack' });
  await expect(item.getByText('$3.99').first()).toBeVisible();
  await item.getByRole('button', { name: 'Use 100 Points' }).click();
  await expect(toastOverDialog(page, 'Purchase successful!')).toBeVisible();
  await expect(toastOverDialog(page, 'Your item has been added to your inventory.')).toBeVisible();
  await expect(balance).toHaveText(`Your balance: ${before - 100} points`);
  await store.getByRole('button', { name: 'Close' }).click();
  await expect(store).toBeHidden();
  await expect(page.getByRole('link', { name: `${before - 100} points` })).toBeVisible();
  await expect(page.getByText('Your points:')).toHaveText(`Your points: ${before - 100}`);
});
