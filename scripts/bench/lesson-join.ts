// The lesson room from "Join" to the first frame of the other person's video, on loopback, in
// Chromium with its fake camera (docs/benchmarks.md#lesson-room-join). The built app runs in demo
// mode on a fresh data directory, so the demo's lesson of demo-tutor and demo-student is open;
// the tutor waits in the room, and the child joins ROUNDS times (a reload between joins).
import { existsSync } from 'node:fs';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
// The browser tests' harness starts the built server the same way.
import { startAppInstance } from '../../e2e/lesson-servers.ts';
import { machineLine, stats } from './bench-kit';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

async function signedIn(context: BrowserContext, username: string): Promise<Page> {
  const page = await context.newPage();
  const res = await page.request.post('/api/login', { data: { username, password: 'password123' } });
  if (res.status() !== 200) throw new Error(`${username} could not log in: ${res.status()}`);
  return page;
}

async function joinRoom(page: Page, sessionId: number) {
  await page.goto(`/lessons/${sessionId}`);
  await page.getByRole('button', { name: 'Join the lesson' }).waitFor({ timeout: 60_000 });
}

/** Milliseconds from the tap on "Join the lesson" to the first frame of the tutor's video. */
async function timeToFirstFrame(child: Page): Promise<number> {
  await child.evaluate(() => {
    const w = window as unknown as { __joinedAt: number };
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as HTMLElement).closest('button')?.textContent?.includes('Join the lesson'))
          w.__joinedAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await child.getByRole('button', { name: 'Join the lesson' }).click();
  const video = child.locator('figure[data-role="tutor"]:not([data-self]) video');
  await video.waitFor({ timeout: 60_000 });
  return video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) =>
        v.requestVideoFrameCallback((now) =>
          resolve(now - (window as unknown as { __joinedAt: number }).__joinedAt),
        ),
      ),
  );
}

if (!existsSync('dist/server/main.mjs') || !existsSync(chromePath)) {
  console.log(
    'Lesson join: skipped (needs `npm run build` and Chromium at CHROME_PATH or /usr/bin/chromium).',
  );
  process.exit(0);
}
const app = await startAppInstance({});
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--allow-loopback-in-peer-connection',
  ],
});
try {
  const contextFor = () =>
    browser.newContext({ baseURL: app.baseURL, viewport: { width: 1280, height: 800 } });
  const tutor = await signedIn(await contextFor(), 'demo-tutor');
  const lessons = (await (await tutor.request.get('/api/teach/sessions?when=upcoming')).json()) as {
    id: number;
    learner: { username: string };
  }[];
  const sessionId = lessons.find((l) => l.learner.username === 'demo-student')?.id;
  if (!sessionId) throw new Error('no demo lesson');
  await joinRoom(tutor, sessionId);
  await tutor.getByRole('button', { name: 'Join the lesson' }).click();
  const child = await signedIn(await contextFor(), 'demo-student');
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await joinRoom(child, sessionId);
    samples.push(await timeToFirstFrame(child));
  }
  const s = stats(samples);
  console.log(machineLine());
  console.log(
    `Lesson room, "Join" to the first remote video frame on loopback, ${ROUNDS} joins: ` +
      `median ${s.median.toFixed(0)} ms, worst ${Math.max(...samples).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await app.stop();
}
