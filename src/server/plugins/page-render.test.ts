// Server-rendered pages: kept in the catalog cache beside the JSON they were made from, dropped
// with it (a write shows in the next page served), with ETags, under their path and the part of
// the query their render read; a page that read anything but catalog data is rendered every time.
// The server entry here is a stand-in (at paths of the route list) that reads the API through the transport the server gives
// it and says what it read of the query, as src/web/server-entry.tsx does.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutors } from '#server/db/schema/index.ts';
import { writeCatalog } from '#server/lib/catalog-write.ts';
import { createTutor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { CODE_AFTER_PAINT_SCRIPT, EARLY_TAPS_SCRIPT } from './inline-scripts.ts';

const STAND_IN_ENTRY = `
let transport;
globalThis.sproutRenders = 0;
export function setApiTransport(next) { transport = next; }
export async function renderPage(path, search, locale, audience) {
  const page = await renderInLanguage(path, search, locale, audience);
  return { messages: JSON.stringify({ 'home.title': locale === 'es' ? 'Aprender' : 'Learn' }), drawnFor: audience, ...page };
}
async function renderInLanguage(path, search, locale, audience) {
  globalThis.sproutRenders += 1;
  const query = new URLSearchParams(search);
  const read = async (url) => (await transport(url, { method: 'GET' })).json();
  const meta = { title: 'Tutors <&> Sprout', description: 'Friendly "tutors"', image: '/images/t.svg' };
  if (path === '/tutors') {
    const subject = query.get('subject');
    const list = await read('/api/tutors?' + (subject ? 'subject=' + encodeURIComponent(subject) + '&' : '') + 'limit=8&offset=0');
    const heading = locale === 'en' ? '' : '<h1>' + (locale === 'es' ? 'Tutores' : 'Tutors (' + locale + ')') + '</h1>';
    const html = heading + '<ul>' + list.map((t) => '<li>' + t.name + '</li>').join('') + '</ul>';
    return { status: 200, html, state: '{"n":1}', meta, query: { names: ['subject'] } };
  }
  if (path.startsWith('/tutors/')) {
    const res = await transport('/api/tutors/' + path.slice('/tutors/'.length), { method: 'GET' });
    const tutor = res.ok ? await res.json() : undefined;
    const booking = audience === 'guest' ? '<a href="/login">Log in to book</a>' : '<p>…</p>';
    const html = tutor ? '<h1>' + tutor.name + '</h1><p lang="' + tutor.lang.bio + '">' + tutor.bio + '</p>' + booking : '<h1>No such tutor</h1>';
    return { status: res.ok ? 200 : 404, html, state: '{}', meta, query: { names: [] } };
  }
  if (path === '/learn-more') {
    // A page whose links keep its whole query depends on all of it.
    return { status: 200, html: '<a href="/games?' + query + '">Games</a>', state: '{}', meta, query: 'whole' };
  }
  if (path === '/articles' || path === '/broken/page') throw new Error('the render failed');
  if (path === '/contact') {
    const health = await read('/api/health');
    return { status: 200, html: '<p>' + health.database + '</p>', state: '{}', meta, query: { names: [] } };
  }
  return { status: 404, html: '<h1>Page not found</h1>', state: '{}', meta, query: { names: [] } };
}
`;

let t: TestApp;
let tutorId: number;
/** What the app logged at level error and above. */
const logged: Array<{ msg: string; url?: string; err?: { message: string } }> = [];
const renders = () => (globalThis as { sproutRenders?: number }).sproutRenders ?? 0;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sprout-dist-'));
  const webRoot = path.join(dist, 'web');
  mkdirSync(webRoot);
  mkdirSync(path.join(dist, 'ssr'));
  // As the build writes it (vite.config.ts): the page's HTML is made from this alone.
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'index-2.css'), 'h1{color:green}');
  writeFileSync(
    path.join(webRoot, 'page-shell.json'),
    JSON.stringify({
      meta: { title: 'Sprout', description: 'Learn & grow' },
      entry: ['/assets/index-1.js'],
      styles: ['/assets/index-2.css'],
      font: '/assets/font-3.woff2',
      routes: { '/tutors': ['/assets/tutors-1.js'], '/articles': ['/assets/articles-4.js'] },
    }),
  );
  writeFileSync(path.join(dist, 'ssr', 'server-entry.js'), STAND_IN_ENTRY);
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      logged.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  t = await createTestApp({ config: { webRoot }, logger: pino({ level: 'error' }, sink) });
  tutorId = (await createTutor(t.database.db, { name: 'Amara Okafor', subjects: 'Mathematics' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('server-rendered pages', () => {
  it('holds the data it was rendered with, its head and the page state', async () => {
    const res = await t.inject({ method: 'GET', url: '/tutors?subject=Mathematics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-drawn-for="guest"><ul><li>Amara Okafor</li>');
    expect(res.body).toContain('<script type="application/json" id="page-state">{"n":1}</script>');
    expect(res.body).toContain('<title>Tutors &lt;&amp;&gt; Sprout</title>');
    expect(res.body).toContain('<meta name="description" content="Friendly &quot;tutors&quot;">');
    expect(res.body).toContain(
      '<link rel="canonical" href="http://localhost:5000/tutors?subject=Mathematics">',
    );
    expect(res.body).toContain('<meta property="og:image" content="http://localhost:5000/images/t.svg">');
    // The picture is asked for first, with the HTML, before the code that competes with it.
    // Then the font, and the stylesheet inline: the first paint waits on the HTML alone.
    expect(res.body).toContain(
      '<meta charset="UTF-8"><link rel="preload" as="image" fetchpriority="high" href="/images/t.svg">' +
        '<link rel="preload" as="font" type="font/woff2" href="/assets/font-3.woff2" crossorigin>',
    );
    expect(res.body).toContain('<style>h1{color:green}</style>');
    // The code is named for the script that asks for it after the first paint: the entry first.
    expect(res.body).toContain('<meta name="sprout-code" content="/assets/index-1.js /assets/tutors-1.js">');
    expect(res.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // The two inline scripts the Content-Security-Policy allows by their hashes, and no other.
    expect(res.body.match(/<script>/g)).toHaveLength(2);
    expect(res.body).toContain(
      `<script>${CODE_AFTER_PAINT_SCRIPT}</script><script>${EARLY_TAPS_SCRIPT}</script>`,
    );
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
    await t.inject({ method: 'GET', url: '/contact' });
    const before = renders();
    const res = await t.inject({ method: 'GET', url: '/contact' });
    expect(res.body).toContain('<p>up</p>');
    expect(renders()).toBe(before + 1);
  });

  it('answers the status the render gives: a path that is no page and a missing record are 404s', async () => {
    const before = renders();
    for (const [url, text] of [
      ['/no/such/page', '<h1>Page not found</h1>'],
      ['/tutors/999999', '<h1>No such tutor</h1>'],
      ['/tutors/abc', '<h1>No such tutor</h1>'],
    ] as const) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(text);
    }
    expect(renders()).toBe(before + 3);
    expect((await t.inject({ method: 'GET', url: `/tutors/${tutorId}` })).statusCode).toBe(200);
  });
});

describe('the key a rendered page is kept under', () => {
  /** A write to the tutors: every page made from them is rendered again. */
  const dropTutorPages = () => writeCatalog(t.app.ctx, ['tutors'], async () => undefined);

  it('serves every query the render did not read from one entry, rendered once', async () => {
    await dropTutorPages();
    const before = renders();
    const first = await t.inject({ method: 'GET', url: '/tutors?utm_source=mail' });
    const pages = t.app.ctx.catalogCache.pageCount();
    for (const url of ['/tutors', '/tutors?x=1&y=2', '/tutors?utm_source=other']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.body, url).toBe(first.body);
      expect(res.headers.etag, url).toBe(first.headers.etag);
    }
    expect(renders()).toBe(before + 1);
    expect(t.app.ctx.catalogCache.pageCount()).toBe(pages);
    // Its canonical address leaves out what the page does not depend on.
    expect(first.body).toContain('<link rel="canonical" href="http://localhost:5000/tutors">');
  });

  it("keeps a guest's page apart from the page drawn before the session is known", async () => {
    await dropTutorPages();
    const url = `/tutors/${tutorId}`;
    const signedIn = { cookie: 'sprout_locale=en; sprout_signed_in=1' };
    const before = renders();
    const guest = await t.inject({ method: 'GET', url });
    const anyone = await t.inject({ method: 'GET', url, headers: signedIn });
    // A guest's page shows its prompts and says whom it was drawn for, so the browser hydrates alike.
    expect(guest.body).toContain('<div id="root" data-drawn-for="guest"><h1>Amara');
    expect(guest.body).toContain('Log in to book');
    expect(anyone.body).toContain('<div id="root"><h1>Amara');
    expect(anyone.body).not.toContain('Log in to book');
    expect(anyone.headers.etag).not.toBe(guest.headers.etag);
    expect(renders()).toBe(before + 2);
    // Each is kept: neither is drawn again, and neither is sent to the other's reader.
    const guestAgain = await t.inject({ method: 'GET', url, headers: { cookie: 'sprout_locale=en' } });
    const anyoneAgain = await t.inject({ method: 'GET', url, headers: signedIn });
    expect(guestAgain.body).toBe(guest.body);
    expect(anyoneAgain.body).toBe(anyone.body);
    expect(renders()).toBe(before + 2);
    // A cookie that only looks like the signed-in one is a guest's.
    const lookalike = await t.inject({ method: 'GET', url, headers: { cookie: 'not_sprout_signed_in=1' } });
    expect(lookalike.body).toBe(guest.body);
  });

  it('renders a query the page reads (a tutor filter) as a page of its own', async () => {
    await createTutor(t.database.db, { name: 'Ben Ade', subjects: 'Science' });
    await dropTutorPages();
    const before = renders();
    const maths = await t.inject({ method: 'GET', url: '/tutors?subject=Mathematics' });
    const science = await t.inject({ method: 'GET', url: '/tutors?subject=Science' });
    expect(renders()).toBe(before + 2);
    expect(maths.body).toContain('<li>Amara O. Okafor</li>');
    expect(maths.body).not.toContain('Ben Ade');
    expect(science.body).toContain('<li>Ben Ade</li>');
    expect(science.body).not.toContain('Okafor');
    // The filter with a parameter the page does not read is the filter's page.
    const again = await t.inject({ method: 'GET', url: '/tutors?utm_source=mail&subject=Mathematics' });
    expect(again.body).toBe(maths.body);
    expect(renders()).toBe(before + 2);
  });

  it('serves a parameter with an empty value (?subject=) from the entry of the page without it', async () => {
    await dropTutorPages();
    const before = renders();
    const first = await t.inject({ method: 'GET', url: '/tutors' });
    const pages = t.app.ctx.catalogCache.pageCount();
    for (const url of ['/tutors?subject=', '/tutors?subject=&utm_source=mail']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.body, url).toBe(first.body);
    }
    expect(renders()).toBe(before + 1);
    expect(t.app.ctx.catalogCache.pageCount()).toBe(pages);
  });

  it('keeps a page that read its whole query per query', async () => {
    const before = renders();
    const one = await t.inject({ method: 'GET', url: '/learn-more?a=1' });
    const two = await t.inject({ method: 'GET', url: '/learn-more?a=2' });
    await t.inject({ method: 'GET', url: '/learn-more?a=1' });
    expect(renders()).toBe(before + 2);
    expect(one.body).toContain('<a href="/games?a=1">');
    expect(two.body).toContain('<a href="/games?a=2">');
  });
});

describe("a page in the reader's language (docs/architecture.md#languages)", () => {
  it('draws the language of Accept-Language, says it in <html> and Content-Language, and keeps each apart', async () => {
    const en = await t.inject({ method: 'GET', url: '/tutors?subject=Mathematics' });
    const before = renders();
    const es = await t.inject({
      method: 'GET',
      url: '/tutors?subject=Mathematics',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(renders()).toBe(before + 1);
    expect(es.body).toContain('<html lang="es" dir="ltr">');
    expect(es.body).toContain('<div id="root" data-drawn-for="guest"><h1>Tutores</h1><ul><li>Amara');
    expect(es.body).toContain(
      '<script type="application/json" id="page-messages">{"home.title":"Aprender"}</script>',
    );
    expect(es.headers['content-language']).toBe('es');
    expect(es.headers.vary).toContain('accept-language');
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.headers['content-language']).toBe('en');
    // Each language is kept: neither is rendered again.
    await t.inject({
      method: 'GET',
      url: '/tutors?subject=Mathematics',
      headers: { cookie: 'sprout_lang=es' },
    });
    await t.inject({ method: 'GET', url: '/tutors?subject=Mathematics' });
    expect(renders()).toBe(before + 1);
  });

  it('reads the catalog in the page’s language: a Spanish page shows the Spanish bio, and each is kept', async () => {
    const { id } = await createTutor(t.database.db, {
      name: 'Sofia Martinez',
      bio: 'Stories, songs and word games.',
      bioEs: 'Cuentos, canciones y juegos de palabras.',
    });
    const es = await t.inject({ method: 'GET', url: `/tutors/${id}`, headers: { cookie: 'sprout_lang=es' } });
    expect(es.body).toContain('<p lang="es">Cuentos, canciones y juegos de palabras.</p>');
    const en = await t.inject({ method: 'GET', url: `/tutors/${id}` });
    expect(en.body).toContain('<p lang="en">Stories, songs and word games.</p>');
    const before = renders();
    const again = await t.inject({
      method: 'GET',
      url: `/tutors/${id}`,
      headers: { cookie: 'sprout_lang=es' },
    });
    expect(again.body).toContain('Cuentos, canciones y juegos de palabras.');
    expect(renders()).toBe(before);
  });

  it('?lang= chooses the language and remembers it in the cookie; the head names both versions', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/tutors?subject=Mathematics&lang=es',
      headers: { 'accept-language': 'en' },
    });
    expect(res.body).toContain('<html lang="es" dir="ltr">');
    expect(res.headers['set-cookie']).toEqual(expect.stringContaining('sprout_lang=es'));
    expect(res.body).toContain(
      '<link rel="canonical" href="http://localhost:5000/tutors?subject=Mathematics&amp;lang=es">',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:5000/tutors?subject=Mathematics">' +
        '<link rel="alternate" hreflang="en" href="http://localhost:5000/tutors?subject=Mathematics&amp;lang=en">' +
        '<link rel="alternate" hreflang="es" href="http://localhost:5000/tutors?subject=Mathematics&amp;lang=es">',
    );
    const plain = await t.inject({ method: 'GET', url: '/tutors?subject=Mathematics' });
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  it('draws the pseudo-locale right to left, with its own entry', async () => {
    const res = await t.inject({ method: 'GET', url: '/tutors', headers: { cookie: 'sprout_lang=en-XA' } });
    expect(res.body).toContain('<html lang="en-XA" dir="rtl">');
    expect(res.body).toContain('<h1>Tutors (en-XA)</h1>');
    expect(res.headers['content-language']).toBe('en');
  });

  it('draws the plain page of a failed render in the language too', async () => {
    const res = await t.inject({ method: 'GET', url: '/articles?lang=es' });
    expect(res.body).toContain('<html lang="es" dir="ltr">');
  });
});

describe('a path that is no page', () => {
  it('is rendered each time and never kept: junk addresses cannot push a real page out', async () => {
    const tutorsPage = await t.inject({ method: 'GET', url: '/tutors' });
    const pages = t.app.ctx.catalogCache.pageCount();
    const before = renders();
    for (let i = 0; i < 40; i += 1) {
      const res = await t.inject({ method: 'GET', url: `/junk-${i}/x?n=${i}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<h1>Page not found</h1>');
    }
    expect(renders()).toBe(before + 40);
    expect(t.app.ctx.catalogCache.pageCount()).toBe(pages);
    // The real page is still kept: served without a render.
    const again = await t.inject({ method: 'GET', url: '/tutors' });
    expect(renders()).toBe(before + 40);
    expect(again.headers.etag).toBe(tutorsPage.headers.etag);
  });
});

describe('a render that fails', () => {
  it('answers the plain page for the browser to draw, and logs the error', async () => {
    logged.length = 0;
    const res = await t.inject({ method: 'GET', url: '/articles?category=Reading' });
    expect(res.statusCode).toBe(200);
    // No content and no data: the app's code loads at once and draws the page.
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="page-state"');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/articles-4.js">',
    );
    expect(res.body).toContain('<style>h1{color:green}</style>');
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'a page could not be rendered on the server',
        url: '/articles?category=Reading',
        err: expect.objectContaining({ message: 'the render failed' }),
      }),
    );
  });

  it('still answers 404 for a path the route list does not know', async () => {
    logged.length = 0;
    const res = await t.inject({ method: 'GET', url: '/broken/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('articles-4.js');
    expect(logged.map((entry) => entry.url)).toEqual(['/broken/page']);
  });
});
