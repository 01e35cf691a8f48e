// The lesson room where the network is harder (docs/lesson-room.md): peers that may only meet
// through a TURN relay (a coturn the test starts, with Sprout's time-limited credentials), and a
// room served by two app instances on one PostgreSQL database, the tutor on one and the child on
// the other. Each journey starts its own servers beside the worker's: the demo's lesson with
// demo-tutor is open at any hour of the demo, so no clock moves.
import type { Page } from '@playwright/test';
import { expect, loginViaApi, test } from './fixtures';
import { expectVideoOf, FAKE_MEDIA_LAUNCH, join, personPage } from './lesson-room';
import {
  type AppInstance,
  createPostgresDatabase,
  missing,
  mustRun,
  type PostgresDatabase,
  startAppInstance,
  startTurnServer,
  type TurnServer,
} from './lesson-servers';

test.use({ launchOptions: FAKE_MEDIA_LAUNCH, viewport: { width: 1280, height: 800 } });
// Servers of their own and two browsers sending video: slow on a busy two-core machine.
test.setTimeout(240_000);

/** The demo lesson of demo-tutor and demo-student, as the tutor's /teach lists it. */
async function demoLessonId(tutor: Page): Promise<number> {
  const answer = await tutor.request.get('/api/teach/sessions?when=upcoming');
  expect(answer.status()).toBe(200);
  const sessions = (await answer.json()) as { id: number; status: string; learner: { username: string } }[];
  const lesson = sessions.find((s) => s.status === 'scheduled' && s.learner.username === 'demo-student');
  if (!lesson) throw new Error('demo-tutor has no lesson ahead with demo-student');
  return lesson.id;
}

/** The local candidate types the page's peer connections use now. */
const routesOf = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __sproutLesson?: { routes: () => Promise<(string | undefined)[]> } }
    ).__sproutLesson?.routes(),
  );

test('Peers that may only use the relay meet through coturn with Sprout’s credentials', async ({
  browser,
}) => {
  const lacking = await missing({ turn: true });
  test.skip(!mustRun && Boolean(lacking), lacking);
  const turn: TurnServer = await startTurnServer();
  let app: AppInstance | undefined;
  try {
    app = await startAppInstance({ TURN_URLS: turn.urls, TURN_SECRET: turn.secret });
    const viewport = { width: 1280, height: 800 };
    const tutor = await personPage(browser, app.baseURL, viewport);
    const child = await personPage(browser, app.baseURL, viewport);
    await loginViaApi(tutor, 'demo-tutor');
    await loginViaApi(child, 'demo-student');
    const sessionId = await demoLessonId(tutor);

    // The room hands each participant a TURN credential for this relay.
    const room = await (await child.request.get(`/api/lessons/${sessionId}`)).json();
    expect(room.iceServers).toEqual([
      expect.objectContaining({ urls: turn.urls.split(','), username: expect.any(String) }),
    ]);

    // ?relay=1: the page's peer connections may use relay candidates only.
    await join(tutor, `${sessionId}?relay=1`);
    await join(child, `${sessionId}?relay=1`);
    await expectVideoOf(tutor, 'learner', 30_000);
    await expectVideoOf(child, 'tutor', 30_000);
    const [childRelay] = (await routesOf(child)) ?? [];
    const [tutorRelay] = (await routesOf(tutor)) ?? [];
    expect(childRelay).toMatch(/^relay /);
    expect(tutorRelay).toMatch(/^relay /);

    // The relay restarts and forgets every allocation: the peer connection's transport is gone,
    // and comes back by itself (an ICE restart) on new relayed addresses, on both sides. On a busy
    // machine that takes a while: the room is given 45 s. (Whether video flows again on the new
    // path is not asserted: on a loaded two-core machine it did not, one run in four, with the
    // path back on both sides; docs/lesson-room.md#tests says what is known.)
    await turn.restart();
    const movedOn = async (page: Page, before: string | undefined) => {
      const route = (await routesOf(page))?.[0];
      return route?.startsWith('relay ') === true && route !== before;
    };
    await expect
      .poll(async () => (await movedOn(child, childRelay)) && (await movedOn(tutor, tutorRelay)), {
        timeout: 45_000,
        message: 'both sides link again on a new relayed address',
      })
      .toBe(true);
  } finally {
    await app?.stop();
    await turn.stop();
  }
});

test('Two app instances on one PostgreSQL serve one room: the tutor on one, the child on the other', async ({
  browser,
}) => {
  const lacking = await missing({ postgres: true });
  test.skip(!mustRun && Boolean(lacking), lacking);
  const database: PostgresDatabase = await createPostgresDatabase();
  const instances: AppInstance[] = [];
  try {
    // As behind one load balancer: one database, one session secret.
    const shared = { DATABASE_URL: database.url, SESSION_SECRET: 'x'.repeat(40) };
    instances.push(await startAppInstance(shared));
    instances.push(await startAppInstance(shared));
    const [one, two] = instances as [AppInstance, AppInstance];
    const viewport = { width: 1280, height: 800 };
    const tutor = await personPage(browser, one.baseURL, viewport);
    const child = await personPage(browser, two.baseURL, viewport);
    await loginViaApi(tutor, 'demo-tutor');
    await loginViaApi(child, 'demo-student');
    const sessionId = await demoLessonId(tutor);

    await join(tutor, String(sessionId));
    await join(child, String(sessionId));
    await expectVideoOf(tutor, 'learner', 30_000);
    await expectVideoOf(child, 'tutor', 30_000);

    // A chat line said on one instance reaches the socket on the other.
    await child.getByRole('tab', { name: 'Chat' }).click();
    await child.getByLabel('Write in the chat').fill('Hola from the other server');
    await child.getByLabel('Write in the chat').press('Enter');
    await tutor.getByRole('tab', { name: 'Chat' }).click();
    await expect(tutor.getByRole('log', { name: 'Chat' })).toContainText('Hola from the other server');
  } finally {
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
});
