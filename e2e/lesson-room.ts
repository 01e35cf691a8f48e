// What the lesson room's browser tests share: Chromium with fake cameras, another person's page,
// joining a room, and the check that someone's video is really playing.
import type { Browser, Locator, Page } from '@playwright/test';
import { HEADLESS_SHELL, TEST_BROWSER_ARGS, testBrowserPath } from '../scripts/test-browser.mjs';
import { watchPage } from './a11y-audit';
import { expect } from './fixtures';

/** Chromium's fake camera and microphone, granted without a prompt, and WebRTC over loopback. */
export const FAKE_MEDIA_LAUNCH = {
  executablePath: testBrowserPath() ?? HEADLESS_SHELL,
  args: [
    ...TEST_BROWSER_ARGS,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--allow-loopback-in-peer-connection',
  ],
};

/** Another person: a page of their own, with the accessibility audit of every page. */
export async function personPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const page = await (await browser.newContext({ baseURL, viewport })).newPage();
  await watchPage(page);
  return page;
}

/** Joins with the camera and microphone on, or (`watch`) with neither, as a parent looking in may. */
export async function join(
  page: Page,
  sessionId: number | string,
  how: 'Join the lesson' | 'Just watch' = 'Join the lesson',
) {
  await page.goto(`/lessons/${sessionId}`);
  // Asking for the devices and loading the room's code take a while on a busy machine.
  await expect(page.getByText('Check how you look and sound, then join.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: how }).click();
  await expect(page.getByRole('toolbar', { name: 'Your camera and microphone' })).toBeVisible();
}

/**
 * The number of frames `video` has presented, read at its next frame; -1 when no frame comes
 * within `waitMs` (a stalled stream must fail the poll that reads it, not hang the test).
 */
const presentedFrames = (video: Locator, waitMs = 1_000) =>
  video.evaluate(
    (v: HTMLVideoElement, wait) =>
      new Promise<number>((resolve) => {
        const timer = setTimeout(() => resolve(-1), wait);
        v.requestVideoFrameCallback((_now, meta) => {
          clearTimeout(timer);
          resolve(meta.presentedFrames);
        });
      }),
    waitMs,
  );

/** Someone's video on `page` is playing: it has a size and new frames keep arriving. */
export async function expectVideoOf(page: Page, role: 'tutor' | 'learner' | 'parent', timeout = 15_000) {
  const video = page.locator(`figure[data-role="${role}"]:not([data-self]) video`);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout })
    .toBeGreaterThan(0);
  let seen: number | undefined;
  await expect
    .poll(
      async () => {
        const frames = await presentedFrames(video);
        const grew = frames >= 0 && seen !== undefined && frames > seen;
        if (frames >= 0) seen = frames;
        return grew;
      },
      { timeout, message: `new frames keep arriving in the ${role}'s video` },
    )
    .toBe(true);
}
