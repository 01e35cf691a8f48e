// The lesson room (docs/lesson-room.md), end to end in Chromium with fake cameras, at a desktop's
// and a phone's width: the tutor and the child join a booking's room and see each other's video
// (frames arriving, not just an element); the child's parent looks in and the child sees the
// grown-up banner; a chat line and a whiteboard stroke reach the others; the child's socket is
// cut and the room comes back by itself; someone outside the lesson is refused. One journey per
// width: each person costs a browser context.
import type { Page } from '@playwright/test';
import { expect, loginViaApi, passServerTime, registerViaApi, test } from './fixtures';
import { expectVideoOf, FAKE_MEDIA_LAUNCH, join, personPage } from './lesson-room';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

/** The demo student's next lesson with demo-tutor, and the server's clock moved to its room's opening. */
async function openDemoLesson(tutor: Page): Promise<number> {
  const answer = await tutor.request.get('/api/teach/sessions?when=upcoming');
  expect(answer.status()).toBe(200);
  const sessions = (await answer.json()) as {
    id: number;
    startsAt: string;
    status: string;
    learner: { username: string };
  }[];
  const lesson = sessions.find((s) => s.status === 'scheduled' && s.learner.username === 'demo-student');
  if (!lesson) throw new Error('demo-tutor has no lesson ahead with demo-student');
  // Five minutes before the start: the room is open (it opens ten before). At most a day a move.
  for (let left = Date.parse(lesson.startsAt) - 5 * MINUTE - Date.now(); left > 0; left -= DAY) {
    await passServerTime(tutor, Math.min(left, DAY));
  }
  return lesson.id;
}

/** On a phone the board, the chat and the people are tabs; on a desktop the chat is a tab beside the board. */
async function showPart(page: Page, part: 'Whiteboard' | 'Chat', phone: boolean) {
  if (phone || part === 'Chat') await page.getByRole('tab', { name: part }).click();
}

for (const width of [1280, 390]) {
  const phone = width < 400;
  test.describe(`at ${width} px`, () => {
    const viewport = { width, height: phone ? 844 : 800 };
    test.use({ viewport });

    test('the tutor, the child and a looking-in parent meet in the lesson room', async ({
      page,
      browser,
      baseURL,
    }) => {
      // Three browsers sending video to each other: slow on a busy two-core machine.
      test.setTimeout(240_000);
      const tutor = page;
      await loginViaApi(tutor, 'demo-tutor');
      const sessionId = await openDemoLesson(tutor);
      const child = await personPage(browser, baseURL, viewport);
      await loginViaApi(child, 'demo-student');
      const parent = await personPage(browser, baseURL, viewport);
      await loginViaApi(parent, 'demo-parent');

      await test.step('someone outside the lesson is refused (before the room is busy)', async () => {
        const stranger = await personPage(browser, baseURL, viewport);
        await registerViaApi(stranger);
        await stranger.goto(`/lessons/${sessionId}`);
        await expect(
          stranger.getByRole('heading', { level: 1, name: 'This lesson is not yours' }),
        ).toBeVisible();
        await stranger.context().close();
      });

      await test.step('the tutor and the child join and see each other', async () => {
        await join(tutor, sessionId);
        await join(child, sessionId);
        await expectVideoOf(tutor, 'learner');
        await expectVideoOf(child, 'tutor');
      });

      await test.step('the parent looks in, and the child sees that a grown-up is there', async () => {
        await expect(child.getByText(/grown-up is looking in/)).toHaveCount(0);
        await join(parent, sessionId, 'Just watch');
        await expect(
          child.getByRole('status').filter({ hasText: 'A grown-up is looking in: Priya' }),
        ).toBeVisible();
        await expectVideoOf(parent, 'learner');
      });

      await test.step('a chat line and a whiteboard stroke reach the others', async () => {
        await showPart(child, 'Chat', phone);
        await child.getByLabel('Write in the chat').fill('Hello! I am ready.');
        await child.getByLabel('Write in the chat').press('Enter');
        await showPart(tutor, 'Chat', phone);
        await expect(tutor.getByRole('log', { name: 'Chat' })).toContainText('Hello! I am ready.');

        await showPart(tutor, 'Whiteboard', phone);
        await showPart(child, 'Whiteboard', phone);
        const board = tutor.getByRole('img', { name: /^Shared whiteboard/ });
        await board.scrollIntoViewIfNeeded();
        const box = await board.boundingBox();
        if (!box) throw new Error('the whiteboard is not drawn');
        await tutor.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
        await tutor.mouse.down();
        for (let i = 1; i <= 10; i += 1) {
          await tutor.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * 0.5);
        }
        await tutor.mouse.up();
        await expect(child.getByRole('img', { name: 'Shared whiteboard, 1 line' })).toBeVisible();
      });

      await test.step('a cut connection comes back by itself', async () => {
        // The page's own handle, there only in a browser a test drives (use-lesson-live.ts).
        await child.evaluate(() =>
          (window as unknown as { __sproutLesson?: { dropSocket: () => void } }).__sproutLesson?.dropSocket(),
        );
        await expectVideoOf(child, 'tutor', 10_000);
        await expectVideoOf(tutor, 'learner', 10_000);
        await expect(child.getByRole('img', { name: 'Shared whiteboard, 1 line' })).toBeVisible();
      });

      await child.context().close();
      await parent.context().close();
    });
  });
}
