// Server-rendered pages: kept in the catalog cache beside the JSON they were made from, dropped
// with it (a write shows in the next page served), with ETags; a page that read anything but
// catalog data is rendered every time. The server entry here is a stand-in that reads the API
// through the transport the server gives it, as src/web/server-entry.tsx does.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutors } from '../db/schema';
import { writeCatalog } from '../lib/catalog-write';
import { createTutor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const STAND_IN_ENTRY = `
let transport;
globalThis.sproutRenders = 0;
export function setApiTransport(next) { transport = next; }
export async function renderPage(path, search) {
  globalThis.sproutRenders += 1;
  const read = async (url) => (await transport(url, { method: 'GET' })).json();
  const meta = { title: 'Tutors <&> Sprout', description: 'Friendly "tutors"', image: '/images/t.svg' };
  if (path === '/tutors') {
    const list = await read('/api/tutors' + (search ? search + '&' : '?') + 'limit=8&offset=0');
    return { status: 200, html: '<ul>' + list.map((t) => '<li>' + t.name + '</li>').join('') + '</ul>', state: '{"n":1}', meta };
  }
  if (path === '/health') {
    const health = await read('/api/health');
    return { status: 200, html: '<p>' + health.database + '</p>', state: '{}', meta };
  }
  return { status: 404, html: '<h1>Page not found</h1>', state: '{}', meta };
}
`;

let t: TestApp;
let tutorId: number;
const renders = () => (globalThis as { sproutRenders?: number }).sproutRenders ?? 0;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sprout-dist-'));
  const webRoot = path.join(dist, 'web');
  mkdirSync(webRoot);
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Sprout</title><meta name="description" content="x"><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webRoot, 'route-preloads.json'),
    JSON.stringify({ '/tutors': ['/assets/tutors-1.js'] }),
  );
  writeFileSync(path.join(dist, 'ssr', 'server-entry.js'), STAND_IN_ENTRY);
  t = await createTestApp({ config: { webRoot } });
  tutorId = (await createTutor(t.database.db, { name: 'Amara Okafor', subjects: 'Mathematics' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('server-rendered pages', () => {
  it('holds the data it was rendered with, its head and the page state', async () => {
    const res = await t.inject({ method: 'GET', url: '/tutors?subject=Mathematics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><ul><li>Amara Okafor</li>');
    expect(res.body).toContain('<script type="application/json" id="page-state">{"n":1}</script>');
    expect(res.body).toContain('<title>Tutors &lt;&amp;&gt; Sprout</title>');
    expect(res.body).toContain('<meta name="description" content="Friendly &quot;tutors&quot;">');
    expect(res.body).toContain(
      '<link rel="canonical" href="http://localhost:5000/tutors?subject=Mathematics">',
    );
    expect(res.body).toContain('<meta property="og:image" content="http://localhost:5000/images/t.svg">');
    // The picture is asked for first, with the HTML, before the code that competes with it.
    expect(res.body).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" fetchpriority="high" href="/images/t.svg">',
    );
    // The code is named for the script that asks for it after the first paint: the entry first.
    expect(res.body).toContain('<meta name="sprout-code" content="/assets/index-1.js /assets/tutors-1.js">');
    expect(res.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('is kept until a write changes what it shows, and answers 304 to a browser that has it', async () => {
    const first = await t.inject({ method: 'GET', url: '/tutors' });
    const before = renders();
    const again = await t.inject({ method: 'GET', url: '/tutors' });
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
    const etag = String(first.headers.etag);
    const notModified = await t.inject({ method: 'GET', url: '/tutors', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);

    await writeCatalog(t.app.ctx, ['tutors'], (tx) =>
      tx.update(tutors).set({ name: 'Amara O. Okafor' }).where(eq(tutors.id, tutorId)),
    );
    const changed = await t.inject({ method: 'GET', url: '/tutors' });
    expect(changed.body).toContain('<li>Amara O. Okafor</li>');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is not dropped by a write to another scope', async () => {
    await t.inject({ method: 'GET', url: '/tutors' });
    const before = renders();
    await writeCatalog(t.app.ctx, ['articles'], async () => undefined);
    await t.inject({ method: 'GET', url: '/tutors' });
    expect(renders()).toBe(before);
  });

  it('renders a page that read anything but catalog data every time', async () => {
    await t.inject({ method: 'GET', url: '/health' });
    const before = renders();
    const res = await t.inject({ method: 'GET', url: '/health' });
    expect(res.body).toContain('<p>up</p>');
    expect(renders()).toBe(before + 1);
  });

  it('answers the status the render gives (a page that names nothing is a 404)', async () => {
    const res = await t.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Page not found</h1>');
  });
});
