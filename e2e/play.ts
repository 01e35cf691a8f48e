// Shared by the play journeys (play-views.spec.ts, play-quizzes.spec.ts, games.spec.ts): the two
// ways a child plays, a phone by touch and a laptop by the keyboard alone, the steps every game's
// round has (start a level, go on to the next question), a quiz's right and wrong choices, and a
// Number Trail level answered right (store.spec.ts earns its points so).
import type { Locator, Page } from '@playwright/test';
import { answersTo, answerToSum, missingPiece } from '#web/test/answer-key.ts';
import { expect, passGameTime } from './fixtures';
import { tabTo } from './keyboard';

export type Way = 'touch' | 'keyboard';

export const WAYS: { way: Way; width: number; height: number }[] = [
  { way: 'touch', width: 390, height: 844 },
  { way: 'keyboard', width: 1280, height: 900 },
];

/** Presses a button as the child does: a tap, or Tab to it and Enter. */
export async function press(page: Page, way: Way, button: Locator, { max = 40 } = {}) {
  if (way === 'touch') await button.tap();
  else {
    await tabTo(page, button, { max });
    await page.keyboard.press('Enter');
  }
}

/** Starts the first level (or, for a game without levels, the round) from the game's page. */
export async function startLevel1(page: Page, way: Way) {
  await press(page, way, page.getByRole('button', { name: /^(Play Level 1|Start Game)$/ }), { max: 120 });
}

/** The feedback's button, which has the focus: on to the next question, or to the score. */
export async function next(page: Page, way: Way) {
  const button = page.getByRole('button', { name: /Next question|See my score/ });
  await expect(button).toBeFocused();
  // The page has jumped to the button as it took the focus, and stays still: a glide would move it
  // under the child's finger, and hold the main thread while they tap (src/web/lib/after-paint.ts).
  expect(await stillForTwoFrames(page), 'the page still moves once Next has the focus').toBe(true);
  if (way === 'touch') await button.tap();
  else await page.keyboard.press('Enter');
  // The tap's own frame fades the feedback out; the next question (or the score) is drawn in the
  // frame after, as the feedback goes (decision 0043). A child reads the question once it is there.
  await expect(button).toBeHidden();
}

/** Whether the page's scroll position is the same two frames later. */
const stillForTwoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const at = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === at)));
      }),
  );

/** The question's heading, beside its speaker button. */
export const questionHeading = (page: Page) =>
  page.getByRole('button', { name: /^Hear the question/ }).locator('xpath=preceding-sibling::h2');

/** The question as the child reads it. */
export async function promptOnScreen(page: Page): Promise<string> {
  return ((await questionHeading(page).textContent()) ?? '').trim();
}

/** The choice that is right: the one the answer key names, or the piece that completes the pattern. */
export async function rightChoice(page: Page, prompt: string) {
  const choices = page.getByRole('group', { name: 'Choose an answer' });
  const pattern = page.getByRole('img', { name: /^The pattern: / });
  if (await pattern.isVisible()) {
    const label = (await pattern.getAttribute('aria-label')) ?? '';
    const piece = missingPiece(
      label
        .replace(/^The pattern: /, '')
        .replace(/\.$/, '')
        .split(', '),
    );
    // A colour pattern's choice is the colour ("red"); a shape pattern's is the shape ("▲ triangle").
    const [color, shape = color] = piece.split(' ').length > 1 ? piece.split(' ') : [piece, piece];
    return choices.getByRole('button', { name: new RegExp(`^(${color}|\\S+ ${shape})$`) });
  }
  for (const answer of answersTo(prompt)) {
    const choice = choices.getByRole('button', { name: answer, exact: true });
    if ((await choice.count()) === 1) return choice;
  }
  throw new Error(`no right choice shown for "${prompt}"`);
}

/** A choice that is wrong: the first whose words the answer key does not name (words quizzes). */
export async function wrongChoice(page: Page, prompt: string) {
  const right = new Set(answersTo(prompt));
  const choices = page.getByRole('group', { name: 'Choose an answer' }).getByRole('button');
  for (const choice of await choices.all()) {
    // The button's accessible name, the words rightChoice matches (its text holds more).
    const name = /^- button "(.*)"/.exec(await choice.ariaSnapshot())?.[1] ?? '';
    if (name && !name.startsWith('Hear') && !right.has(name)) return choice;
  }
  throw new Error(`no wrong choice shown for "${prompt}"`);
}

/** Answers the ten additions of a Number Trail level right, by keyboard. */
export async function playNumberTrailLevelRight(page: Page) {
  for (let i = 1; i <= 10; i++) {
    // The server refuses rounds faster than 2 answers a second: both clocks are moved on, not
    // waited on, before the last answer (which ends the round).
    if (i === 10) await passGameTime(page, 10_000);
    const text = (await page.locator('h2').filter({ hasText: /= \?$/ }).textContent()) ?? '';
    await expect(page.getByLabel('Your answer')).toBeFocused();
    await page.getByLabel('Your answer').fill(String(answerToSum(text)));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Correct!')).toBeVisible();
    await next(page, 'keyboard'); // "Next question" (or "See my score") has the focus
  }
}
