// Play on a slow phone (docs/benchmarks.md#play): with Chrome's CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), every tap paints its answer within 100 ms (Interaction to Next
// Paint) in every game: an answer's own marks (the chosen and the right answer, Sprouty's face),
// a timed round's next sum, Next's feedback put away. What follows a frame later is timed too:
// an answer's feedback words, and the next question after a Next or a timed answer
// (docs/decisions/0043-next-answers-the-tap-the-question-follows.md). Each interaction's latency is the
// Event Timing API's `duration` (from the input to the next paint after its handlers ran, as
// web-vitals measures INP), read in Debian's Chromium by a PerformanceObserver in the page.
//
// Needs the built app (npm run build) and Chromium (CHROME_PATH or /usr/bin/chromium); it serves
// the build itself on a fresh demo database, plays QUESTIONS questions of every game as a guest,
// and prints per game the worst and the median answer and next-question latency.
//
//   npx tsx scripts/bench/play-inp.ts        (QUESTIONS=8 by default; also run by npm run bench)
//
// SLOWDOWN=8 slows the CPU more than the budget's 4×: the machine this runs on is quicker or
// slower from day to day, so a run at twice the slowdown shows how much room the budget has.
// POINTER=touch taps a touch screen, as a phone is (a mouse clicks otherwise: bench-kit.ts).
// GAMES=1,5 plays only those games (by id). EACH=1 also prints every game's interactions in the order played (the slow ones are most often
// a game's first answer and first Next: code and styles met for the first time).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { benchDemoServer, chosenGames, machineLine, POINTER, pointerContext, stats, tap } from './bench-kit';

const QUESTIONS = Number(process.env.QUESTIONS ?? 8);
const CPU_SLOWDOWN = Number(process.env.SLOWDOWN ?? 4);
const BUDGET_MS = 100;
const webRoot = path.resolve(process.env.WEB_ROOT ?? 'dist/web');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const GAMES = chosenGames();

/**
 * Collects every interaction's Event Timing entries (16 ms and over: the API's floor), and the
 * time from the last tap or key to the paint that first shows an answer's words (the feedback
 * paints a frame after the tap's own marks: docs/benchmarks.md#play). A word's paint is taken as
 * the task after the animation frame that draws it, about when the frame is on screen.
 */
function observeInteractions() {
  const w = window as unknown as {
    __latencies: number[];
    __wordsPainted: number[];
    __questionPainted: number[];
    __inputAt: number;
  };
  w.__latencies = [];
  w.__wordsPainted = [];
  w.__questionPainted = [];
  w.__inputAt = 0;
  let questionShown = '';
  let questionTimedFor = -1;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (entry.interactionId) w.__latencies.push(entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (event) => (w.__inputAt = event.timeStamp), { capture: true });
  // Each feedback is a new element (a timed round's line is drawn anew for every answer).
  const timed = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('main [role="status"]')) {
      if (timed.has(el) || (el as HTMLElement).offsetParent === null || !el.textContent) continue;
      timed.add(el);
      const inputAt = w.__inputAt;
      requestAnimationFrame(() => setTimeout(() => w.__wordsPainted.push(performance.now() - inputAt)));
    }
    // The question's number (for screen readers) and its words: not the rest of its panel, whose
    // speaker button says later whether the device has a voice.
    const panel = document.querySelector('main [aria-live="polite"]:has(h2)');
    const question = panel
      ? `${panel.querySelector('.sr-only')?.textContent} ${panel.querySelector('h2')?.textContent}`
      : '';
    if (question !== questionShown) {
      const inputAt = w.__inputAt;
      // Only a tap's first change of the question counts.
      if (question !== '' && inputAt !== questionTimedFor) {
        questionTimedFor = inputAt;
        requestAnimationFrame(() => setTimeout(() => w.__questionPainted.push(performance.now() - inputAt)));
      }
      questionShown = question;
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['hidden'],
  });
}

/**
 * Runs one interaction and answers its latency in ms: the longest event of it (an interaction's
 * pointerdown, pointerup and click, or keydown and keyup, each end at the next paint). Below the
 * API's 16 ms floor it counts as 16.
 */
async function latencyOf(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { __latencies: number[] }).__latencies = [];
  });
  await act();
  // Entries are delivered after the paint that ends them: two frames and a moment later.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const all = (window as unknown as { __latencies: number[] }).__latencies;
              resolve(Math.max(16, ...all));
            }, 200),
          ),
        );
      }),
  );
}

/** The four ways a game asks: a number field, choices, word blocks, the Robot Maze's moves. */
const answerControls = (page: Page) => ({
  field: page.getByLabel('Your answer'),
  choices: page.getByRole('group', { name: 'Choose an answer' }),
  blocks: page.getByRole('group', { name: /^Build the word/ }),
  maze: page.getByRole('group', { name: 'Move the robot', exact: true }),
});

/** Waits for a question's answer control (a heading can be empty while a word is asked aloud). */
async function questionShown(page: Page) {
  const { field, choices, blocks, maze } = answerControls(page);
  await field.or(choices).or(blocks).or(maze).first().waitFor();
}

const feedbackShown = (page: Page) => page.getByRole('button', { name: /Next question|See my score/ });

/**
 * Answers the question on screen, any answer (right or wrong paint the same way): the answering
 * interactions' latencies (one, or each of the Robot Maze's steps).
 */
async function answer(page: Page): Promise<number[]> {
  const { field, choices, blocks, maze } = answerControls(page);
  if (await field.isVisible()) {
    await field.fill('7');
    return [await latencyOf(page, () => field.press('Enter'))];
  }
  if (await choices.isVisible())
    return [await latencyOf(page, () => tap(page, choices.getByRole('button').first()))];
  if (await blocks.isVisible()) {
    const check = blocks.getByRole('button', { name: 'Check' });
    while (!(await check.isEnabled())) await blocks.getByRole('button', { disabled: false }).first().click();
    return [await latencyOf(page, () => tap(page, check))];
  }
  if (await maze.isVisible()) {
    // Steps until the robot reaches the star or runs out of steps; each step is an interaction.
    const moves = ['Right', 'Down', 'Left', 'Up'];
    const steps: number[] = [];
    for (let i = 0; i < 200 && !(await feedbackShown(page).isVisible()); i++) {
      const button = maze.getByRole('button', { name: moves[i % 4] });
      steps.push(await latencyOf(page, () => tap(page, button)));
    }
    return steps;
  }
  throw new Error(`no answer control on ${page.url()}`);
}

/** A timed round (the Math Quick Challenge) shows the next question with the feedback, no button between. */
async function playGame(page: Page, id: number) {
  await page.goto(`/games/${id}`);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.getByRole('button', { name: /^(Play Level 1|Start Game)$/ }).click();
  const answers: number[] = [];
  const nexts: number[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    await questionShown(page);
    // The first question follows Start, which is not timed: its arrival (a frame later) is dropped.
    if (i === 0)
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                (window as unknown as { __questionPainted: number[] }).__questionPainted = [];
                resolve();
              }),
            ),
          ),
      );
    answers.push(...(await answer(page)));
    const next = feedbackShown(page);
    if (await next.isVisible()) nexts.push(await latencyOf(page, () => tap(page, next)));
  }
  const { words, questions } = await page.evaluate(() => {
    const w = window as unknown as { __wordsPainted: number[]; __questionPainted: number[] };
    return { words: w.__wordsPainted, questions: w.__questionPainted };
  });
  return { answers, nexts, words: words.map(Math.round), questions: questions.map(Math.round) };
}

/**
 * The machine's own floor: the same throttled browser painting a button's new words on a page with
 * no app. On a busy machine this is far above 16 ms, and the games' figures are read against it.
 */
async function baseline(page: Page): Promise<number[]> {
  await page.route('**/bench-baseline', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><button onclick="this.textContent = String(Date.now())">Tap</button>',
    }),
  );
  await page.goto('/bench-baseline');
  const button = page.getByRole('button');
  const samples: number[] = [];
  for (let i = 0; i < QUESTIONS * 2; i++) samples.push(await latencyOf(page, () => tap(page, button)));
  return samples;
}

/** A page of the app, with the interactions observed and the CPU slowed as a phone's. */
async function slowPhonePage(
  browser: Browser,
  origin: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    ...pointerContext(),
  });
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

if (!existsSync(path.join(webRoot, 'page-shell.json')) || !existsSync(chromePath)) {
  console.log('Play INP: skipped (needs `npm run build` and Chromium at CHROME_PATH or /usr/bin/chromium).');
  process.exit(0);
}

const server = await benchDemoServer({ webRoot });
const { origin } = server;

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
console.log(
  `Play, Interaction to Next Paint with the CPU slowed ${CPU_SLOWDOWN}×, ${QUESTIONS} questions a game, 390 px phone, pressed by ${POINTER === 'touch' ? 'a finger on a touch screen' : 'a mouse'} (${machineLine()})\n`,
);
console.log(
  "| game | answer (its own marks): median / worst ms | next → question: median / worst ms | within 100 ms | answer → feedback's words painted: median / worst ms | tap → next question painted: median / worst ms |",
);
console.log('|---|---:|---:|---|---:|---:|');
let missed = false;
/** Every game's every interaction: the medians and worst cases move from run to run, the whole spread less. */
const all: number[] = [];
/** Every answer's time to its feedback's words on screen (a frame after its own marks). */
const allWords: number[] = [];
/**
 * Every Next's (a timed round's every answer's) time to the next question on screen: the tap's
 * own frame shows that it was taken, and the question follows in the frame after.
 */
const allQuestions: number[] = [];
try {
  {
    const { page, close } = await slowPhonePage(browser, origin);
    const samples = await baseline(page);
    console.log(
      `| (no app: a button's new words) | ${stats(samples).median} / ${Math.max(...samples)} | | | | |`,
    );
    await close();
  }
  for (const game of GAMES) {
    const { page, close } = await slowPhonePage(browser, origin);
    const { answers, nexts, words, questions } = await playGame(page, game.id);
    allWords.push(...words);
    allQuestions.push(...questions);
    const a = stats(answers);
    const n = stats(nexts);
    const worst = Math.max(...answers, ...nexts);
    all.push(...answers, ...nexts);
    if (process.env.EACH)
      console.log(
        `${game.name}: answers ${answers.join(' ')}; nexts ${nexts.join(' ')}; next question on screen ${questions.join(' ')}`,
      );
    missed ||= worst > BUDGET_MS;
    const nextCell = nexts.length > 0 ? `${n.median} / ${Math.max(...nexts)}` : 'with the feedback';
    console.log(
      `| ${game.name} | ${a.median} / ${Math.max(...answers)} | ${nextCell} | ${worst <= BUDGET_MS ? 'yes' : `no (${worst} ms)`} | ${words.length > 0 ? `${stats(words).median} / ${Math.max(...words)}` : ''} | ${questions.length > 0 ? `${stats(questions).median} / ${Math.max(...questions)}` : ''} |`,
    );
    await close();
  }
} finally {
  await browser.close();
  await server.close();
}
const spread = stats(all);
console.log(
  `\nAll ${all.length} interactions: mean ${spread.mean.toFixed(1)} ms, median ${spread.median}, 90th percentile ${spread.p90}, over 100 ms ${all.filter((ms) => ms > BUDGET_MS).length}.`,
);
if (allWords.length > 0) {
  const w = stats(allWords);
  console.log(
    `Feedback's words on screen, ${allWords.length} answers: median ${w.median} ms, 90th percentile ${w.p90}, worst ${Math.max(...allWords)}.`,
  );
}
if (allQuestions.length > 0) {
  const q = stats(allQuestions);
  console.log(
    `The next question on screen, ${allQuestions.length} taps: median ${q.median} ms, 90th percentile ${q.p90}, worst ${Math.max(...allQuestions)}.`,
  );
}
console.log(
  `\n(16 ms is the Event Timing API's floor: an interaction reported at 16 painted within it.)${missed ? '\nA game missed the 100 ms budget.' : ''}`,
);
