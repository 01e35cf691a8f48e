// Shared by the play-view journeys (play-views.spec.ts, play-quizzes.spec.ts): the two ways a
// child plays, a phone by touch and a laptop by the keyboard alone, and the steps every game's
// round has (start a level, go on to the next question).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
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
  if (way === 'touch') await button.tap();
  else await page.keyboard.press('Enter');
}
