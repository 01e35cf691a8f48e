// Before the browser tests (the server is already up): starts the play of the Math Quick
// Challenge test's round. The server refuses a 60-second round until 60 seconds have passed
// since its play started on the server's own clock; started here, that time passes while the
// other tests run, instead of in a test that only waits.
import { type FullConfig, request } from '@playwright/test';
import { EARLY_PLAY_ENV, type EarlyPlay } from './early-play';

export default async function globalSetup(config: FullConfig) {
  const api = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    const username = `early${Date.now().toString(36)}`;
    const password = 'secret123';
    const registered = await api.post('/api/register', {
      data: { name: 'Early Player', username, email: `${username}@example.com`, password },
    });
    const play = await api.post('/api/games/1/plays');
    if (registered.status() !== 201 || play.status() !== 201) {
      console.warn(`global setup: no early play (register ${registered.status()}, play ${play.status()})`);
      return;
    }
    const early: EarlyPlay = { username, password, play: await play.json() };
    process.env[EARLY_PLAY_ENV] = JSON.stringify(early);
  } finally {
    await api.dispose();
  }
}
