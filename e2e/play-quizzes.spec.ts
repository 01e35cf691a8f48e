import type { Page } from '@playwright/test';
import { answersTo } from '#web/test/answer-key.ts';
import { expect, passGameTime, registerViaApi, test } from './fixtures';
import {
  next,
  press,
  promptOnScreen,
  questionHeading,
  rightChoice,
  startLevel1,
  WAYS,
  type Way,
} from './play';

// Each game keeps its promise on screen (docs/rules.md#play): these journeys play a whole level of
// every word, quiz and pattern game of the demo, by touch on a phone and by the keyboard alone on
// a laptop, each answer right, and see the round saved. (The Number Trail and the Robot Maze are
// in play-views.spec.ts.) The fixtures check every state with axe as the journey goes.

const GAMES = [
  { id: 3, name: 'Spelling Bee Blocks', levels: true },
  { id: 4, name: 'Word Detective', levels: true },
  { id: 5, name: 'Space Explorer Quiz', levels: true },
  { id: 6, name: 'Nature Lab Quiz', levels: false },
  { id: 7, name: 'Pattern Puzzles', levels: true },
];

/** Spelling Bee Blocks: the missing letters tapped (or typed) into the word's empty slots, then checked. */
async function buildWord(page: Page, way: Way, word: string) {
  const blocks = page.getByRole('group', { name: /^Build the word/ });
  const soFar = (await blocks.getByText(/^The word so far:/).textContent()) ?? '';
  const slots = soFar
    .replace(/^The word so far: /, '')
    .replace(/\.$/, '')
    .split(' ');
  const missing = slots.flatMap((slot, i) => (slot === 'blank' ? [word[i] ?? ''] : []));
  expect(missing.length, `slots to fill in "${soFar}"`).toBeGreaterThan(0);
  // The word's slots stay on one row, a phone's too (six letters once took two).
  const tops = await blocks
    .locator('p[aria-live] > span[aria-hidden]')
    .evaluateAll((spans) => spans.map((s) => Math.round(s.getBoundingClientRect().top)));
  expect(tops).toHaveLength(word.length);
  expect(new Set(tops).size, `the slots of "${word}" on one row`).toBe(1);
  if (way === 'touch') {
    for (const letter of missing) {
      await blocks
        .getByRole('button', { name: `Letter ${letter}`, exact: true, disabled: false })
        .first()
        .tap();
    }
    await blocks.getByRole('button', { name: 'Check' }).tap();
  } else {
    // The blocks take the focus with the question: the child types the letters and presses Enter.
    await expect(blocks).toBeFocused();
    for (const letter of missing) await page.keyboard.press(letter);
    await page.keyboard.press('Enter');
  }
}

async function answerRight(page: Page, way: Way, prompt: string) {
  if (await page.getByRole('group', { name: /^Build the word/ }).isVisible()) {
    const [word] = answersTo(prompt);
    await buildWord(page, way, word ?? '');
  } else {
    const choice = await rightChoice(page, prompt);
    // The first choice has the focus with each new question; the keyboard moves on from it.
    await expect(
      page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').first(),
    ).toBeFocused();
    await press(page, way, choice);
  }
}

for (const { way, width, height } of WAYS) {
  test.describe(`at ${width} px by ${way}`, () => {
    // With the motion a child sees (the other journeys run with less of it: playwright.config.ts).
    test.use({ viewport: { width, height }, hasTouch: way === 'touch', reducedMotion: 'no-preference' });

    for (const game of GAMES) {
      test(`A child plays a ${game.name} ${game.levels ? 'level' : 'round'} to its end by ${way}`, async ({
        page,
      }) => {
        // Ten questions, each state audited with axe: about 20 s on a quiet machine, several
        // times that on a busy one.
        test.setTimeout(240_000);
        await registerViaApi(page);
        await page.clock.install();
        await page.goto(`/games/${game.id}`);
        await expect(page.getByRole('heading', { name: game.name, level: 1 })).toBeVisible();
        await startLevel1(page, way);
        for (let i = 1; i <= 10; i++) {
          await expect(page.getByText(`Question ${i} of 10`, { exact: true })).toBeVisible();
          // Next question sits below the choices on a phone: the new question comes back into view.
          await expect(questionHeading(page)).toBeInViewport();
          const prompt = await promptOnScreen(page);
          // The server refuses rounds faster than 2 answers a second: both clocks are moved on,
          // not waited on, before the last answer (which ends the round).
          if (i === 10) await passGameTime(page, 10_000);
          await answerRight(page, way, prompt);
          await expect(page.getByRole('img', { name: 'Sprouty cheers!' })).toBeVisible();
          await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeVisible();
          await next(page, way);
        }
        if (game.levels) {
          await expect(page.getByText(/^You got 10 right: Level 1 \(.+\) complete!$/)).toBeVisible();
          await expect(page.getByRole('img', { name: 'Sprouty dances!' })).toBeVisible();
        }
        await expect(page.getByText(/^Score saved! You now have \d+ points\.$/)).toBeVisible();
      });
    }
  });
}
