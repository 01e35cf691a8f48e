import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { next, startLevel1, WAYS } from './play';

// Each game keeps its promise on screen (docs/rules.md#play): these journeys play a level of the
// Number Trail and of the Robot Maze, by touch on a phone and by the keyboard alone on a laptop.
// The fixtures check every state with axe as the journey goes.

/** The sum on screen, worked out as a child would. */
async function sumOnScreen(page: Page): Promise<string> {
  const text = (await page.locator('h2').filter({ hasText: /= \?$/ }).textContent()) ?? '';
  const [a, b] = (text.match(/\d+/g) ?? []).map(Number);
  return String((a ?? 0) + (b ?? 0));
}

/** Reads the board as a child sees it: the walls drawn, where the robot and the star are. */
async function mazeOnScreen(page: Page) {
  const where = (await page.locator('#maze-where').textContent()) ?? '';
  const [rr, rc, sr, sc] = (where.match(/\d+/g) ?? []).map(Number);
  const walls = await page
    .getByRole('group', { name: /The maze/ })
    .locator('svg line[stroke-linecap="round"]')
    .evaluateAll((lines) =>
      lines.map((l) => ['x1', 'y1', 'x2', 'y2'].map((a) => Number(l.getAttribute(a)) / 20)),
    );
  const size = await page
    .getByRole('group', { name: /The maze/ })
    .locator('svg > rect[fill]')
    .count()
    .then((n) => Math.round(Math.sqrt(n - 2)));
  const blocked = new Set<string>();
  for (const [x1 = 0, y1 = 0, x2 = 0] of walls) {
    if (x1 === x2)
      blocked.add(`${x1 - 1},${y1}>${x1},${y1}`); // a wall between two cells of a row
    else blocked.add(`${x1},${y1 - 1}>${x1},${y1}`); // between two cells of a column
  }
  const isBlocked = (a: [number, number], b: [number, number]) => {
    const [first, second] = a[0] + a[1] * 100 <= b[0] + b[1] * 100 ? [a, b] : [b, a];
    return blocked.has(`${first[0]},${first[1]}>${second[0]},${second[1]}`);
  };
  return {
    size,
    robot: [(rc ?? 1) - 1, (rr ?? 1) - 1] as [number, number],
    star: [(sc ?? 1) - 1, (sr ?? 1) - 1] as [number, number],
    isBlocked,
  };
}

const MOVES = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] } as const;
type Key = keyof typeof MOVES;

/** The shortest way through the maze, as arrow keys. */
async function routeOnScreen(page: Page): Promise<Key[]> {
  const { size, robot, star, isBlocked } = await mazeOnScreen(page);
  const seen = new Map<string, Key[]>([[String(robot), []]]);
  const queue: [number, number][] = [robot];
  for (let at = queue.shift(); at; at = queue.shift()) {
    const route = seen.get(String(at)) ?? [];
    if (at[0] === star[0] && at[1] === star[1]) return route;
    for (const [key, [dx, dy]] of Object.entries(MOVES) as [Key, readonly [number, number]][]) {
      const to: [number, number] = [at[0] + dx, at[1] + dy];
      if (
        to[0] < 0 ||
        to[1] < 0 ||
        to[0] >= size ||
        to[1] >= size ||
        isBlocked(at, to) ||
        seen.has(String(to))
      )
        continue;
      seen.set(String(to), [...route, key]);
      queue.push(to);
    }
  }
  throw new Error('no way to the star');
}

for (const { way, width, height } of WAYS) {
  test.describe(`at ${width} px by ${way}`, () => {
    // With the motion a child sees (the other journeys run with less of it: playwright.config.ts).
    test.use({ viewport: { width, height }, hasTouch: way === 'touch', reducedMotion: 'no-preference' });

    test(`A child hops a Number Trail level to the flag by ${way}`, async ({ page }) => {
      test.slow();
      await page.goto('/games/2');
      await startLevel1(page, way);
      await expect(page.getByRole('img', { name: /You hopped 0 of 10 stones/ })).toBeVisible();
      for (let i = 1; i <= 10; i++) {
        const sum = await sumOnScreen(page);
        if (way === 'touch') {
          const pad = page.getByRole('group', { name: 'Number pad' });
          for (const digit of sum) await pad.getByRole('button', { name: digit, exact: true }).tap();
          await page.getByRole('button', { name: 'Submit Answer' }).tap();
        } else {
          await expect(page.getByLabel('Your answer')).toBeFocused();
          await page.keyboard.type(sum);
          await page.keyboard.press('Enter');
        }
        await expect(page.getByRole('img', { name: 'Sprouty cheers!' })).toBeVisible();
        await expect(page.getByRole('img', { name: new RegExp(`You hopped ${i} `) })).toBeVisible();
        await next(page, way);
      }
      await expect(page.getByText('You got 10 right: Level 1 (First Steps) complete!')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Sprouty dances!' })).toBeVisible();
    });

    test(`A child steers the robot to the star through a Robot Maze level by ${way}`, async ({ page }) => {
      test.slow();
      await page.goto('/games/8');
      await startLevel1(page, way);
      for (let i = 1; i <= 10; i++) {
        await expect(page.getByRole('heading', { name: 'Help the robot reach the star!' })).toBeVisible();
        const route = await routeOnScreen(page);
        // The board takes the focus with each maze; the arrow keys then steer the robot.
        if (way === 'keyboard') await expect(page.getByRole('group', { name: /^The maze/ })).toBeFocused();
        for (const key of route) {
          if (way === 'touch') {
            const name = key.replace('Arrow', '');
            await page.getByRole('group', { name: 'Move the robot' }).getByRole('button', { name }).tap();
          } else {
            await page.keyboard.press(key);
          }
        }
        await expect(page.getByText('The robot reached the star!')).toBeVisible();
        await expect(page.getByRole('img', { name: 'Sprouty cheers!' })).toBeVisible();
        await next(page, way);
      }
      await expect(page.getByText('You got 10 right: Level 1 (Power On) complete!')).toBeVisible();
    });
  });
}
