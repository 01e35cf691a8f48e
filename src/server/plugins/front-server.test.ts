// A guest's cached catalog read answered in front of Fastify (docs/architecture.md#the-catalog-cache):
// over real HTTP, since app.inject() goes straight to Fastify's router and never meets the door.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { z } from 'zod';
import { demoArticles } from '#contract/demo-content.ts';
import type { Game } from '#contract/games.ts';
import type { Tutor } from '#contract/tutors.ts';
import { seedDemoContent } from '#server/demo/seed.ts';
import { SESSION_COOKIE } from '#server/features/accounts/session.ts';
import { SAMPLE_INPUTS } from '#server/features/admin/test/admin.samples.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { CATALOG_SCOPES, type CatalogCache, createCatalogCache } from './catalog-cache.ts';
import { frontServer, mayHoldCookie } from './front-server.ts';
import { securityHeaders } from './security.ts';

interface Answer {
  status: number;
  /** Every header as sent (names as spelled on the wire), in order, but Date (the clock's). */
  headers: [string, string][];
  body: Buffer;
}

function request(
  origin: string,
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(`${origin}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const pairs: [string, string][] = [];
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i] ?? '';
          if (name.toLowerCase() !== 'date') pairs.push([name, raw[i + 1] ?? '']);
        }
        resolve({ status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const header = (answer: Answer, name: string) => answer.headers.find(([n]) => n.toLowerCase() === name)?.[1];

describe('the door in front of Fastify', () => {
  it('answers what it can before any of Fastify’s hooks, and hands everything else to Fastify', async () => {
    const cache = await createCatalogCache({
      databaseUrl: undefined,
      logger: createLogger('silent'),
      frontHeaders: [['x-content-type-options', 'nosniff']],
    });
    const front = frontServer(
      (req, res) => !mayHoldCookie(req.headers.cookie, 'session') && cache.answerBeforeFastify(req, res),
    );
    const app = Fastify({ serverFactory: front.serverFactory });
    let hooks = 0;
    app.addHook('onRequest', (_request, reply, done) => {
      hooks += 1;
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      done();
    });
    app.addHook('onRequest', cache.serveKnownUrl);
    app.get('/items', (request, reply) =>
      cache.send(request, reply, {
        scopes: ['tutors'],
        key: '/items',
        schema: z.array(z.number()),
        load: async () => ({ data: [1, 2] }),
      }),
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const first = await request(origin, '/items');
      expect(hooks).toBe(1);
      const known = await request(origin, '/items');
      expect(hooks).toBe(1);
      expect(known).toEqual(first);
      // Fastify's own settings on the server it runs on: keep-alive as Fastify sets it.
      expect(header(known, 'keep-alive')).toBe('timeout=72');
      await request(origin, '/items', { headers: { cookie: 'theme=dark; session=abc' } });
      await request(origin, '/items', { method: 'HEAD' });
      await request(origin, '/items?x=1');
      expect(hooks).toBe(4);
      // Closing: every request goes to Fastify, which answers 503 during the drain.
      front.close();
      await request(origin, '/items');
      expect(hooks).toBe(5);
    } finally {
      await app.close();
      await cache.close();
    }
  });

  it('answers a known URL in front only in the language it was kept in', async () => {
    const cache = await createCatalogCache({ databaseUrl: undefined, logger: createLogger('silent') });
    const front = frontServer((req, res) => cache.answerBeforeFastify(req, res));
    const app = Fastify({ serverFactory: front.serverFactory });
    const loads: string[] = [];
    app.addHook('onRequest', cache.serveKnownUrl);
    app.get('/items', (request, reply) =>
      cache.send(request, reply, {
        scopes: ['games'],
        key: '/items',
        schema: z.array(z.string()),
        load: async (locale) => {
          loads.push(locale);
          return { data: [locale === 'es' ? 'Hola' : 'Hello'] };
        },
      }),
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const spanish = { headers: { cookie: 'sprout_lang=es' } };
      expect(JSON.parse(String((await request(origin, '/items', spanish)).body))).toEqual(['Hola']);
      // The same URL from a reader of English, answered in front or not, is never the Spanish one.
      expect(JSON.parse(String((await request(origin, '/items')).body))).toEqual(['Hello']);
      expect(JSON.parse(String((await request(origin, '/items')).body))).toEqual(['Hello']);
      const acceptsSpanish = { headers: { 'accept-language': 'es-MX,es;q=0.9' } };
      const acceptsEnglish = { headers: { 'accept-language': 'en-US,en;q=0.9' } };
      const answerTo = async (headers: Record<string, string>) =>
        JSON.parse(String((await request(origin, '/items', { headers })).body));
      // The door remembers what each Accept-Language picks; asked again, in any order, each still
      // gets its own, and a language cookie still wins over a remembered Accept-Language.
      for (let round = 0; round < 2; round++) {
        expect(await answerTo(acceptsSpanish.headers)).toEqual(['Hola']);
        expect(await answerTo(acceptsEnglish.headers)).toEqual(['Hello']);
        expect(await answerTo({ ...acceptsEnglish.headers, cookie: 'sprout_lang=es' })).toEqual(['Hola']);
        expect(await answerTo({ ...acceptsSpanish.headers, cookie: 'theme=dark; sprout_lang=en' })).toEqual([
          'Hello',
        ]);
      }
      expect(loads).toEqual(['es', 'en']);
    } finally {
      await app.close();
      await cache.close();
    }
  });

  it('reads a session cookie by its name anywhere in the header', () => {
    expect(mayHoldCookie(undefined, SESSION_COOKIE)).toBe(false);
    expect(mayHoldCookie('sprout_lang=es', SESSION_COOKIE)).toBe(false);
    expect(mayHoldCookie(`sprout_lang=es; ${SESSION_COOKIE}=abc`, SESSION_COOKIE)).toBe(true);
    expect(mayHoldCookie(`${SESSION_COOKIE}=abc`, SESSION_COOKIE)).toBe(true);
  });
});

describe("a guest's cached catalog read in the real app", () => {
  let t: TestApp;
  let origin: string;
  let admin: string;
  let member: string;
  let answeredInFront: MockInstance<CatalogCache['answerBeforeFastify']>;
  let tutorId: number;
  let gameId: number;
  let articleId: number;

  beforeAll(async () => {
    t = await createTestApp({ config: { demoMode: false } });
    await seedDemoContent(t.database.db, { demoAccounts: false });
    admin = (await t.signUp({ isAdmin: true })).cookie;
    member = (await t.signUp()).cookie;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    tutorId = (await t.inject({ url: '/api/tutors' })).json<Tutor[]>()[0]?.id ?? 0;
    gameId = (await t.inject({ url: '/api/games' })).json<Game[]>()[0]?.id ?? 0;
    articleId = (await t.inject({ url: '/api/articles' })).json<{ id: number }[]>()[0]?.id ?? 0;
    expect([tutorId, gameId, articleId].every((id) => id > 0) && demoArticles.length > 0).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    // Watched, not replaced: the door still calls the cache's own method (the setup file
    // restores every spy after each test).
    answeredInFront = vi.spyOn(t.app.ctx.catalogCache, 'answerBeforeFastify');
  });

  /** The answer, and whether the door answered it. */
  async function get(url: string, options: Parameters<typeof request>[2] = {}) {
    answeredInFront.mockClear();
    const answer = await request(origin, url, options);
    return { answer, inFront: answeredInFront.mock.results.some((r) => r.value === true) };
  }

  const cachedReads = () => [
    '/api/tutors',
    '/api/tutors?limit=2',
    `/api/tutors/${tutorId}`,
    `/api/tutors/${tutorId}/reviews?limit=5`,
    '/api/articles',
    '/api/articles/featured',
    `/api/articles/${articleId}`,
    '/api/games',
    `/api/games/${gameId}`,
    '/api/merchandise',
    '/api/testimonials',
  ];

  it('answers each cached read with the bytes and headers the route answered first, in the same order', async () => {
    for (const url of cachedReads()) {
      for (const scope of CATALOG_SCOPES) await t.app.ctx.catalogCache.invalidate(scope);
      const first = await get(url);
      expect(first.inFront, url).toBe(false);
      expect(first.answer.status, url).toBe(200);
      const known = await get(url);
      expect(known.inFront, url).toBe(true);
      expect(known.answer.headers, url).toEqual(first.answer.headers);
      expect(known.answer.body.equals(first.answer.body), url).toBe(true);
    }
  });

  it('sends every security header, the ETag, Cache-Control and no language of its own', async () => {
    const known = (await get('/api/tutors')).answer;
    for (const [name, value] of securityHeaders({ secure: false })) expect(header(known, name)).toBe(value);
    expect(header(known, 'etag')).toMatch(/^W\/".+"$/);
    expect(header(known, 'cache-control')).toBe('no-cache');
    expect(header(known, 'content-type')).toBe('application/json; charset=utf-8');
    expect(header(known, 'content-language')).toBeUndefined();
    // Kept per language: a shared cache keeps a copy for each of what picks it.
    expect(header(known, 'vary')).toBe('cookie, accept-language');
    // A catalog read is kept per language (the bios come in the reader's): a Spanish guest's
    // first read is made for them, and the next one goes through the door.
    const spanishGuest = { headers: { cookie: 'sprout_lang=es', 'accept-language': 'es' } };
    expect((await get('/api/tutors', spanishGuest)).inFront).toBe(false);
    const spanish = await get('/api/tutors', spanishGuest);
    expect(spanish.inFront).toBe(true);
    expect(spanish.answer.body.equals(known.body)).toBe(false);
    expect((await get('/api/tutors')).answer.body.equals(known.body)).toBe(true);
  });

  it('answers 304 for the ETag a guest has, as the route does', async () => {
    await t.app.ctx.catalogCache.invalidate('games');
    const etag = header((await get('/api/games')).answer, 'etag') ?? '';
    // Emptied without a change: the route answers the next read, with the same ETag.
    await t.app.ctx.catalogCache.invalidate('games');
    const byRoute = await get('/api/games', { headers: { 'if-none-match': etag } });
    expect(byRoute.inFront).toBe(false);
    const inFront = await get('/api/games', { headers: { 'if-none-match': etag } });
    expect(inFront.inFront).toBe(true);
    expect(inFront.answer.status).toBe(304);
    expect(inFront.answer.headers).toEqual(byRoute.answer.headers);
    expect(inFront.answer.body.length).toBe(0);
    const stale = await get('/api/games', { headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.answer.status).toBe(200);
  });

  it('leaves a signed-in request to Fastify and its session, with the same answer', async () => {
    await get('/api/merchandise');
    const guest = await get('/api/merchandise');
    expect(guest.inFront).toBe(true);
    const signedIn = await get('/api/merchandise', { headers: { cookie: member } });
    expect(signedIn.inFront).toBe(false);
    expect(answeredInFront).not.toHaveBeenCalled();
    expect(signedIn.answer.status).toBe(200);
    expect(signedIn.answer.body.equals(guest.answer.body)).toBe(true);
    expect(signedIn.answer.headers).toEqual(guest.answer.headers);
    // The session is still read for a person's own answers, and a guest's are refused.
    const points = await get('/api/users/points', { headers: { cookie: member } });
    expect(points.answer.status).toBe(200);
    expect(JSON.parse(points.answer.body.toString()).points).toBeTypeOf('number');
    expect((await get('/api/users/points')).answer.status).toBe(401);
  });

  it('leaves HEAD, an unknown query and a refused query to Fastify as before', async () => {
    await get('/api/testimonials');
    const get200 = (await get('/api/testimonials')).answer;
    const head = await get('/api/testimonials', { method: 'HEAD' });
    expect(head.inFront).toBe(false);
    expect(head.answer.status).toBe(200);
    expect(head.answer.body.length).toBe(0);
    expect(header(head.answer, 'etag')).toBe(header(get200, 'etag'));
    expect(header(head.answer, 'content-length')).toBe(header(get200, 'content-length'));

    // Another spelling of a kept question: the route the first time, the door after.
    const spelled = await get('/api/tutors?limit=2&offset=0');
    expect(spelled.inFront).toBe(false);
    const again = await get('/api/tutors?limit=2&offset=0');
    expect(again.inFront).toBe(true);
    expect(again.answer.body.equals((await get('/api/tutors?limit=2')).answer.body)).toBe(true);

    for (let i = 0; i < 2; i++) {
      const refused = await get('/api/tutors?limit=abc');
      expect(refused.inFront).toBe(false);
      expect(refused.answer.status).toBe(400);
    }
  });

  it('serves an admin edit at once, through the route and then through the door', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/tutors',
      headers: { cookie: admin },
      payload: SAMPLE_INPUTS.tutors,
    });
    expect(created.statusCode, created.body).toBe(201);
    const tutor = created.json<Tutor>();
    const url = `/api/tutors/${tutor.id}`;
    await get(url);
    const before = await get(url);
    expect(before.inFront).toBe(true);
    const put = await t.inject({
      method: 'PUT',
      url: `/api/admin/tutors/${tutor.id}`,
      headers: { cookie: admin },
      payload: { ...SAMPLE_INPUTS.tutors, name: 'Maya Patel-Ruiz' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get(url);
    expect(after.inFront).toBe(false);
    expect(JSON.parse(after.answer.body.toString()).name).toBe('Maya Patel-Ruiz');
    expect(header(after.answer, 'etag')).not.toBe(header(before.answer, 'etag'));
    const next = await get(url);
    expect(next.inFront).toBe(true);
    expect(next.answer.body.equals(after.answer.body)).toBe(true);
    // A guest holding the old ETag gets the edit, not a 304.
    const revalidated = await get(url, { headers: { 'if-none-match': header(before.answer, 'etag') ?? '' } });
    expect(revalidated.answer.status).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the door on two instances of one PostgreSQL database', () => {
  it("serves a change made through one instance at once in the other's door", async () => {
    const shared = await createTestDatabase();
    const url = shared.url ?? '';
    const a = await createTestApp({ database: shared, config: { demoMode: false, databaseUrl: url } });
    const b = await createTestApp({ database: shared, config: { demoMode: false, databaseUrl: url } });
    try {
      const admin = (await a.signUp({ isAdmin: true })).cookie;
      const created = await a.inject({
        method: 'POST',
        url: '/api/admin/tutors',
        headers: { cookie: admin },
        payload: SAMPLE_INPUTS.tutors,
      });
      const tutor = created.json<Tutor>();
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const originB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
      const path = `/api/tutors/${tutor.id}`;
      await request(originB, path);
      const nameAtB = async () => JSON.parse((await request(originB, path)).body.toString()).name;
      expect(await nameAtB()).toBe(SAMPLE_INPUTS.tutors.name);
      const put = await a.inject({
        method: 'PUT',
        url: `/api/admin/tutors/${tutor.id}`,
        headers: { cookie: admin },
        payload: { ...SAMPLE_INPUTS.tutors, name: 'Maya Patel-Ruiz' },
      });
      expect(put.statusCode, put.body).toBe(200);
      await expect.poll(nameAtB, { timeout: 3000 }).toBe('Maya Patel-Ruiz');
    } finally {
      await b.close();
      await a.close();
      await shared.close();
    }
  });
});
