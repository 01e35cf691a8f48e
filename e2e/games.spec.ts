import type { Page } from '@playwright/test';
import { expect, loginViaApi, passGameTime, registerViaApi, test, toastText } from './fixtures';
import { playNumberTrailLevelRight, promptOnScreen, rightChoice, wrongChoice } from './play';

function gameCards(page: Page) {
  return page.getByRole('list', { name: 'Games' }).locator(':scope > li');
}

/** Elements of the main area that reach past the right edge (a scrolling table inside its box is fine). */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = window.innerWidth + 1;
    const clippedInside = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && p.getBoundingClientRect().right <= edge)
          return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > edge && !clippedInside(el);
      })
      .map((el) => `${el.tagName.toLowerCase()} ${el.textContent?.slice(0, 40) ?? ''}`);
  });
}

async function cardTitles(page: Page): Promise<string[]> {
  return gameCards(page).getByRole('heading', { level: 2 }).allTextContents();
}

test('A visitor browses the Game Library with tiles, search, filters, sub-tabs and empty states', async ({
  page,
}) => {
  // The longest journey of the library (every filter, tab and a reload, each state audited): near
  // the default time limit when both workers share a busy machine.
  test.slow();
  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'Play to Learn' })).toBeVisible();
  for (const [tile, audience] of [
    ['Math', 'Grades K-6'],
    ['Reading', 'All Ages'],
    ['Science', 'Grades 1-8'],
    ['Critical Thinking', 'All Ages'],
  ]) {
    await expect(page.getByRole('button', { name: `${tile} ${audience}` })).toBeVisible();
  }
  await expect(gameCards(page)).toHaveCount(8);
  const trail = gameCards(page).filter({ hasText: 'Number Trail' });
  await expect(trail.getByRole('img', { name: 'Number Trail illustration' })).toBeVisible();
  await expect(trail.getByText('K-2')).toBeVisible();
  await expect(trail.getByText('Ages 5-7')).toBeVisible();
  await expect(trail.getByText('10 levels')).toBeVisible();
  await expect(trail.getByText('New', { exact: true })).toBeVisible();
  await expect(trail.getByRole('img', { name: '4.6 out of 5 stars' })).toBeVisible();

  // A tile sets the category filter, in the address too.
  await page.getByRole('button', { name: /^Reading/ }).click();
  await expect(page).toHaveURL(/category=Reading\+Fun/);
  await expect(page.getByRole('button', { name: /^Reading/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Category')).toHaveValue('Reading Fun');
  expect(await cardTitles(page)).toEqual(['Spelling Bee Blocks', 'Word Detective']);

  await page.getByRole('tab', { name: 'New Games' }).click();
  expect(await cardTitles(page)).toEqual(['Word Detective']);
  await page.getByLabel('Search games').fill('bee');
  await expect(page.getByText('No new games available')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search games')).toHaveValue('');
  expect(await cardTitles(page)).toEqual(['Number Trail', 'Word Detective', 'Nature Lab Quiz', 'Robot Maze']);

  await page.getByRole('tab', { name: 'Games with Levels' }).click();
  await page.getByLabel('Category').selectOption('Science Zone');
  expect(await cardTitles(page)).toEqual(['Space Explorer Quiz']);
  await page.getByLabel('Search games').fill('nature');
  await expect(page.getByText('No games with levels found')).toBeVisible();

  await page.getByRole('tab', { name: 'All Games' }).click();
  expect(await cardTitles(page)).toEqual(['Nature Lab Quiz']);
  await page.getByLabel('Search games').fill('dinosaurs');
  await expect(page.getByText('No games found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Grades overlap: "Grades 4-6" takes the 1-5 and 3-5 games, and the game for all ages.
  await page.getByLabel('Grade').selectOption('Grades 4-6');
  expect(await cardTitles(page)).toEqual([
    'Math Quick Challenge',
    'Word Detective',
    'Space Explorer Quiz',
    'Pattern Puzzles',
    'Robot Maze',
  ]);
  await expect(page).toHaveURL(/grade=Grades\+4-6/);
  await page.reload();
  await expect(page.getByLabel('Grade')).toHaveValue('Grades 4-6');
  await expect(gameCards(page)).toHaveCount(5);

  await gameCards(page)
    .filter({ hasText: 'Robot Maze' })
    .getByRole('link', { name: /Play Now/ })
    .click();
  await expect(page).toHaveURL(/\/games\/8$/);
  await expect(page.getByRole('heading', { name: 'Robot Maze', level: 1 })).toBeVisible();
});

test('My Progress asks a visitor to sign in, and the login comes back to it', async ({ page }) => {
  await page.goto('/games');
  await page.getByRole('tab', { name: 'My Progress' }).click();
  await expect(page).toHaveURL(/tab=progress/);
  await expect(page.getByText('Please sign in to view your game progress and achievements.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel('Username', { exact: true }).fill('demo-parent');
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/games\?tab=progress$/);
  await expect(page.getByRole('heading', { name: 'Your game progress' })).toBeVisible();
  await expect(
    page.getByText('No game progress yet. Start playing to track your achievements!'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Math', exact: true }).click();
  await expect(page.getByText(/^No math game progress yet\./)).toBeVisible();
  await page.getByRole('tab', { name: 'Reading', exact: true }).click();
  await expect(page.getByText(/^No reading game progress yet\./)).toBeVisible();
  // No achievement yet: what the first one takes, and the closest goals (never a fake entry).
  await expect(page.getByText('No achievements yet.')).toBeVisible();
  await expect(page.getByText('Save more than 5 game scores to unlock Math Whiz!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent Achievements' })).toHaveCount(0);
  const goals = page.getByRole('list', { name: 'Next to earn' }).getByRole('listitem');
  await expect(goals).toHaveCount(3);
  await expect(goals.first()).toContainText('Math Whiz');
  await expect(page.getByText('Knowledge Explorer')).toHaveCount(0);
  await page.getByRole('link', { name: 'Play a game' }).click();
  await expect(page.getByRole('tab', { name: 'Game Library' })).toHaveAttribute('aria-selected', 'true');
});

test('My Progress shows a student their newest achievements and the next ones to earn', async ({ page }) => {
  await loginViaApi(page, 'demo-student');
  await page.goto('/games?tab=progress');
  const recent = page.getByRole('list', { name: 'Recent Achievements' }).getByRole('listitem');
  await expect(recent).toHaveCount(3);
  for (const item of await recent.all()) await expect(item).toContainText(/Unlocked on /);
  await expect(page.getByText('No achievements yet.')).toHaveCount(0);
  // Only the closest few goals, not every one still locked.
  await expect(page.getByRole('list', { name: 'Next to earn' }).getByRole('listitem')).toHaveCount(3);
});

test('A student plays Word Detective to a score and sees it in My Progress', async ({ page }) => {
  // Ten questions, each with a pause to read the feedback, then My Progress: slow on a busy machine.
  test.slow();
  await registerViaApi(page);
  await page.clock.install();
  await page.goto('/games/4');
  await expect(page.getByRole('heading', { name: 'Word Detective', level: 1 })).toBeVisible();
  await expect(page.getByText('Level 1: First Clue')).toBeVisible();
  await expect(page.getByText('Locked: complete level 1 first')).toBeVisible();
  await expect(page.getByText('Junior Detective')).toBeVisible();
  await expect(page.getByText('Finish your first round.')).toBeVisible();
  await expect(page.getByText("You haven't played this game yet.", { exact: false })).toBeVisible();
  await expect(page.getByText('Be the first to set a high score!')).toBeVisible();

  await page.getByRole('button', { name: 'Play Level 1' }).click();
  for (let i = 1; i <= 10; i++) {
    // The server refuses rounds faster than 2 answers a second: both clocks are moved on, not
    // waited on, before the last answer (which ends the round).
    if (i === 10) await passGameTime(page, 10_000);
    await expect(page.getByText(`Question ${i} of 10`, { exact: true })).toBeVisible();
    const choices = page.getByRole('group', { name: 'Choose an answer' }).getByRole('button');
    await expect(choices.first()).toBeFocused();
    // The first answer right and the rest wrong: a score no chance can lift to Perfect Score's 100
    // (the first choice every time had done so once in a while).
    const prompt = await promptOnScreen(page);
    await (i === 1 ? await rightChoice(page, prompt) : await wrongChoice(page, prompt)).click();
    const feedback = page.getByRole('status').filter({ hasText: /Correct!|Incorrect/ });
    await expect(feedback).toContainText(i === 1 ? 'Correct!' : 'The correct answer was');
    await page.getByRole('button', { name: i === 10 ? 'See my score' : 'Next question' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Round complete!' })).toBeVisible();
  await expect(toastText(page, 'Score submitted!')).toBeVisible();
  await expect(page.getByText(/^Score saved! You now have \d+ points\.$/)).toBeVisible();
  await expect(page.getByText('New badge: Junior Detective!')).toBeVisible();
  const finalScore = Number(
    await page.getByText('Final score').locator('xpath=..').locator('dd').textContent(),
  );
  // A first round is no personal best to celebrate, whatever it scored.
  await expect(page.getByText('New personal best!')).toHaveCount(0);

  await page.goto('/games?tab=progress');
  await expect(page.getByText('Games Played')).toBeVisible();
  const tiles = page.getByRole('tabpanel', { name: 'My Progress' });
  await expect(tiles.getByRole('definition').first()).toHaveText('1');
  await page.getByRole('tab', { name: 'Reading', exact: true }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Word Detective' });
  await expect(row).toContainText(`High score ${finalScore}`);
  await expect(row).toContainText('Badges 1');
  await page.getByLabel('Show progress for').selectOption({ label: 'Word Detective' });
  await expect(page.getByRole('progressbar', { name: 'Skill level (out of 10)' })).toBeVisible();
  await expect(page.getByText('Times Played')).toBeVisible();
  await expect(page.getByText('Junior Detective')).toBeVisible();
  await expect(page.getByText('No achievements yet.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Game Explorer progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
});

test('Completing a level opens the next one, celebrated calmly for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerViaApi(page);
  await page.clock.install();
  await page.goto('/games/2');
  await expect(page.getByRole('heading', { name: 'Number Trail', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Play Level 1' }).click();
  await playNumberTrailLevelRight(page);
  await expect(page.getByRole('heading', { name: 'Round complete!' })).toBeVisible();
  await expect(page.getByText('You got 10 right: Level 1 (First Steps) complete!')).toBeVisible();
  const celebration = page.getByRole('status', { name: 'Celebration' });
  await expect(celebration.getByText('Something to be proud of')).toBeVisible();
  await expect(celebration.getByText('Level 1 complete!')).toBeVisible();
  await expect(celebration.getByText('New badge: Trail Starter!')).toBeVisible();
  await expect(celebration.getByText('New badge: Perfect Steps!')).toBeVisible();
  await expect(celebration.getByText('New personal best!')).toHaveCount(0);
  await expect(page.getByText('Points earned: 50')).toBeVisible();

  await page.getByRole('button', { name: 'Back to Number Trail' }).click();
  await expect(page.getByText('Locked: complete level 2 first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play Level 2' })).toBeVisible();
  await expect(page.getByText('Earned!')).toHaveCount(2);
});

test('A signed-in child who presses Play before the page knows who is signed in has the round saved', async ({
  page,
  context,
}) => {
  test.slow();
  await registerViaApi(page);
  // As on a slow phone: the app's code and the answer to "who is signed in" arrive late, so
  // the tap lands on the server-rendered page and the round starts before the user is known.
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  let knowUser = () => {};
  const userKnown = new Promise<void>((resolve) => {
    knowUser = resolve;
  });
  await context.route('**/api/user', async (route) => {
    await userKnown;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/games/2', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Play Level 1' }).click();
  knowUser();
  await playNumberTrailLevelRight(page);
  await expect(page.getByText(/^Score saved! You now have \d+ points\.$/)).toBeVisible();
  await expect(page.getByText("This round wasn't saved", { exact: false })).toHaveCount(0);
});

test('The games, a game and the Math Quick Challenge fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Signed in, so the widest things show: the points, a "(you)" row in High Scores, the progress.
  await loginViaApi(page, 'demo-student');
  for (const path of ['/games', '/games?tab=progress', '/games/1', '/games/3']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sticksOut(page), `${path} is wider than the phone`).toEqual([]);
  }
  await page.goto('/games/1');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('timer')).toBeInViewport();
  await expect(page.getByLabel('Your answer')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeInViewport();
});
