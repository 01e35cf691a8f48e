import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '#server/lib/logger.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { type CatalogCache, createCatalogCache } from './catalog-cache.ts';
import { compressedPage } from './page-render.ts';

const ItemsSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/** A small app whose one catalog route counts how often it really reads its "database". */
async function appWithCache(
  cache: CatalogCache,
  source: { name: string; loads: number; hold?: () => Promise<void>; handled?: number },
) {
  const app = Fastify();
  app.addHook('onRequest', cache.serveKnownUrl);
  app.get('/items', (request, reply) => {
    source.handled = (source.handled ?? 0) + 1;
    return cache.send(request, reply, {
      scopes: ['tutors'],
      key: '/items',
      schema: ItemsSchema,
      load: async () => {
        source.loads += 1;
        const name = source.name;
        await source.hold?.();
        return { data: [{ id: 1, name, secret: 'never sent' }], headers: { 'x-total-count': '1' } };
      },
    });
  });
  await app.ready();
  return app;
}

/**
 * A read the test holds under way: `reading` settles once the read has taken its data, and the
 * read ends only when the test calls `release`, so a test orders a write against it exactly.
 */
function heldRead() {
  let release: () => void = () => {};
  let started: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reading = new Promise<void>((resolve) => {
    started = resolve;
  });
  return {
    hold: () => {
      started();
      return gate;
    },
    reading,
    release: () => release(),
  };
}

const apps: FastifyInstance[] = [];
const caches: CatalogCache[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const cache of caches.splice(0)) await cache.close();
});

async function newCache(databaseUrl?: string, maxPages?: number) {
  const cache = await createCatalogCache({ databaseUrl, logger: createLogger('silent'), maxPages });
  caches.push(cache);
  return cache;
}

describe('the catalog cache', () => {
  it('answers from memory with an ETag, 304 for a client that has it, and only the schema shape', async () => {
    const source = { name: 'Ada', loads: 0, handled: 0 };
    const app = await appWithCache(await newCache(), source);
    apps.push(app);
    const first = await app.inject({ url: '/items' });
    expect(first.json()).toEqual([{ id: 1, name: 'Ada' }]);
    expect(first.headers['x-total-count']).toBe('1');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await app.inject({ url: '/items' });
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('1');
    expect(source.loads).toBe(1);
    // A URL answered from the cache before is answered before the route's handler runs.
    expect(source.handled).toBe(1);
    const revalidated = await app.inject({ url: '/items', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers a known URL with the headers the first answer had, and those set before it', async () => {
    const source = { name: 'Ada', loads: 0, handled: 0 };
    const cache = await newCache();
    const app = Fastify();
    apps.push(app);
    // As the security headers are set (plugins/security.ts): by an earlier onRequest hook.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      done();
    });
    app.addHook('onRequest', cache.serveKnownUrl);
    app.get('/items', (request, reply) => {
      source.handled += 1;
      return cache.send(request, reply, {
        scopes: ['tutors'],
        key: '/items',
        schema: ItemsSchema,
        load: async () => ({ data: [{ id: 1, name: source.name }], headers: { 'x-total-count': '1' } }),
      });
    });
    const first = await app.inject({ url: '/items' });
    const known = await app.inject({ url: '/items' });
    expect(source.handled).toBe(1);
    expect(known.body).toBe(first.body);
    const kept = [
      'content-type',
      'content-length',
      'etag',
      'cache-control',
      'x-total-count',
      'x-content-type-options',
    ];
    const pick = (headers: Record<string, unknown>) => Object.fromEntries(kept.map((h) => [h, headers[h]]));
    expect(pick(known.headers)).toEqual(pick(first.headers));
    expect(known.headers['x-content-type-options']).toBe('nosniff');
    const notModified = await app.inject({
      url: '/items',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(first.headers.etag);
  });

  it('reads again after invalidate, with a new ETag', async () => {
    const source = { name: 'Ada', loads: 0, handled: 0 };
    const cache = await newCache();
    const app = await appWithCache(cache, source);
    apps.push(app);
    const before = await app.inject({ url: '/items' });
    source.name = 'Grace';
    await cache.invalidate('tutors');
    const after = await app.inject({ url: '/items' });
    expect(after.json()).toEqual([{ id: 1, name: 'Grace' }]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(source.handled).toBe(2);
    expect(source.loads).toBe(2);
    await cache.invalidate('articles');
    await app.inject({ url: '/items' });
    expect(source.loads).toBe(2);
  });

  it('shares one read between requests that arrive together, and never keeps a read that a write overtook', async () => {
    const first = heldRead();
    const source: Parameters<typeof appWithCache>[1] = { name: 'Ada', loads: 0, hold: first.hold };
    const cache = await newCache();
    const app = await appWithCache(cache, source);
    apps.push(app);
    const together = Promise.all([
      app.inject({ url: '/items' }),
      app.inject({ url: '/items' }),
      app.inject({ url: '/items' }),
    ]);
    await first.reading;
    first.release();
    await together;
    expect(source.loads).toBe(1);

    await cache.invalidate('tutors');
    const second = heldRead();
    source.hold = second.hold;
    const slow = app.inject({ url: '/items' });
    await second.reading; // the read has taken 'Ada' and is still under way
    source.name = 'Grace';
    source.hold = undefined;
    await cache.invalidate('tutors'); // a write lands while the read is under way
    second.release();
    await slow;
    const fresh = await app.inject({ url: '/items' });
    expect(fresh.json()).toEqual([{ id: 1, name: 'Grace' }]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'invalidates every instance on PostgreSQL through LISTEN/NOTIFY',
    async () => {
      const database = await createTestDatabase();
      try {
        const sourceA = { name: 'Ada', loads: 0 };
        const sourceB = { name: 'Ada', loads: 0 };
        const cacheA = await newCache(database.url);
        const cacheB = await newCache(database.url);
        const appA = await appWithCache(cacheA, sourceA);
        const appB = await appWithCache(cacheB, sourceB);
        apps.push(appA, appB);
        await appB.inject({ url: '/items' });
        expect(sourceB.loads).toBe(1);
        sourceB.name = 'Grace';
        await cacheA.invalidate('tutors');
        await expect
          .poll(async () => (await appB.inject({ url: '/items' })).json()[0].name, { timeout: 3000 })
          .toBe('Grace');
      } finally {
        await database.close();
      }
    },
  );

  it('keeps a page under the key its load names, at most maxPages of them, the oldest going first', async () => {
    const cache = await newCache(undefined, 2);
    const page = (body: string) => compressedPage(200, body);
    const made = (url: string, key: string) =>
      cache.page(url, async () => ({ key, page: page(url), scopes: ['tutors'] }));
    await made('/a?x=1', '/a');
    // Another URL whose load names the same key replaces the page, not a second entry.
    await made('/a?x=2', '/a');
    expect(cache.pageCount()).toBe(1);
    expect(cache.keptPage('/a')?.raw.toString()).toBe('/a?x=2');
    await made('/b', '/b');
    await made('/c', '/c');
    expect(cache.pageCount()).toBe(2);
    expect(cache.keptPage('/a')).toBeUndefined();
    expect(cache.keptPage('/b')?.raw.toString()).toBe('/b');
    expect(cache.keptPage('/c')?.raw.toString()).toBe('/c');
    // A page that read anything but the catalog (no scopes) is sent, never kept.
    await cache.page('/d', async () => ({ key: '/d', page: page('/d'), scopes: null }));
    expect(cache.keptPage('/d')).toBeUndefined();
  });
});
