import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '#contract/articles.ts';
import { demoArticles } from '#contract/demo-content.ts';
import { articles as articlesTable } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/demo/seed.ts';
import { sanitizeArticleHtml } from '#server/lib/sanitize-html.ts';
import { createArticle } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

const day = (n: number) => new Date(Date.UTC(2026, 4, n, 9, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  const make = async (key: string, overrides: Parameters<typeof createArticle>[1]) => {
    ids[key] = (await createArticle(t.database.db, { title: key, ...overrides })).id;
  };
  await make('habits', { category: 'Learning Techniques', publishedAt: day(3), featured: true });
  await make('sleep', { category: 'Child Development', publishedAt: day(10) });
  await make('homework', { category: 'School Tips', publishedAt: day(7), featured: true });
  await make('apps', { category: 'Technology & Learning', publishedAt: day(12) });
  await make('talks', { category: 'School Tips', publishedAt: day(1) });
  await make('retired', { category: 'School Tips', publishedAt: day(15), featured: true, isActive: false });
});
afterAll(async () => {
  await t.close();
});

const titles = (list: Article[]) => list.map((a) => a.title);

async function get(url: string) {
  const res = await t.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return { res, articles: res.json<Article[]>() };
}

describe('GET /api/articles', () => {
  it('answers the active articles, newest published first, each with its publish date', async () => {
    const { res, articles } = await get('/api/articles');
    expect(titles(articles)).toEqual(['apps', 'sleep', 'homework', 'habits', 'talks']);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(articles[0]).toEqual({
      id: ids.apps,
      title: 'apps',
      summary: 'A short summary of the article.',
      content: '<p>The article body, long enough to read.</p>',
      imageUrl: '/images/articles/reading-routine.webp',
      category: 'Technology & Learning',
      author: 'Sam Writer',
      authorTitle: null,
      readTime: '5 min read',
      featured: false,
      publishedAt: '2026-05-12T09:00:00.000Z',
      lang: { title: 'en', summary: 'en', content: 'en' },
    });
  });

  it.each([
    ['?category=School%20Tips', ['homework', 'talks']],
    ['?category=school%20tips', ['homework', 'talks']],
    ['?category=Technology%20%26%20Learning', ['apps']],
    ['?category=Parenting%20Advice', []],
    ['?category=All%20Articles', ['apps', 'sleep', 'homework', 'habits', 'talks']],
    ['?category=', ['apps', 'sleep', 'homework', 'habits', 'talks']],
  ])('filters by category: %s', async (query, expected) => {
    expect(titles((await get(`/api/articles${query}`)).articles)).toEqual(expected);
  });

  it('pages with limit and offset and gives the total in X-Total-Count', async () => {
    const first = await get('/api/articles?limit=2');
    expect(titles(first.articles)).toEqual(['apps', 'sleep']);
    expect(first.res.headers['x-total-count']).toBe('5');
    const second = await get('/api/articles?limit=2&offset=2');
    expect(titles(second.articles)).toEqual(['homework', 'habits']);
    const tips = await get('/api/articles?category=School%20Tips&limit=1&offset=1');
    expect(titles(tips.articles)).toEqual(['talks']);
    expect(tips.res.headers['x-total-count']).toBe('2');
    expect((await t.inject({ method: 'GET', url: '/api/articles?limit=0' })).statusCode).toBe(400);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { res } = await get('/api/articles?category=School%20Tips');
    const again = await t.inject({
      method: 'GET',
      url: '/api/articles?category=school%20tips',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps one answer per language: Vary on what picks it, and an ETag of its own', async () => {
    const read = (headers: Record<string, string>) =>
      t.inject({ method: 'GET', url: '/api/articles?category=School%20Tips', headers });
    const english = await read({ 'accept-language': 'en' });
    const spanish = await read({ 'accept-language': 'es' });
    for (const res of [english, spanish]) {
      expect(res.headers.vary).toMatch(/accept-language/);
      expect(res.headers.vary).toMatch(/cookie/);
    }
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    // A kept answer, written before Fastify, says the same; the other language's ETag is no match.
    const again = await read({ 'accept-language': 'es', cookie: 'sprout_lang=es' });
    expect(again.headers.vary).toBe(spanish.headers.vary);
    expect(again.headers.etag).toBe(spanish.headers.etag);
    const other = await read({ 'accept-language': 'es', 'if-none-match': english.headers.etag as string });
    expect(other.statusCode).toBe(200);
    const same = await read({ 'accept-language': 'es', 'if-none-match': spanish.headers.etag as string });
    expect(same.statusCode).toBe(304);
    expect(same.headers.vary).toBe(spanish.headers.vary);
  });
});

describe('GET /api/articles/featured', () => {
  it('answers the active featured articles, newest first', async () => {
    const { articles } = await get('/api/articles/featured');
    expect(titles(articles)).toEqual(['homework', 'habits']);
    expect(articles[0]?.publishedAt).toBe('2026-05-07T09:00:00.000Z');
  });
});

describe('GET /api/articles/:id', () => {
  it('answers one active article with its publish date', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/articles/${ids.sleep}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.sleep,
      title: 'sleep',
      publishedAt: '2026-05-10T09:00:00.000Z',
    });
  });

  it('answers 404 for an unknown or inactive article, and 400 for an id that is not a number', async () => {
    for (const id of [ids.retired, 999_999]) {
      const res = await t.inject({ method: 'GET', url: `/api/articles/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Article not found' });
    }
    expect((await t.inject({ method: 'GET', url: '/api/articles/abc' })).statusCode).toBe(400);
  });
});

describe('the demo articles', () => {
  it('are stored sanitized by the seed', async () => {
    const empty = await createTestApp();
    try {
      expect(await seedDemoContent(empty.database.db, { demoAccounts: false })).toBe(true);
      const stored = await empty.database.db
        .select({ title: articlesTable.title, content: articlesTable.content })
        .from(articlesTable)
        .orderBy(asc(articlesTable.id));
      expect(stored).toHaveLength(demoArticles.length);
      for (const [i, article] of stored.entries()) {
        expect(article.content).toBe(sanitizeArticleHtml(demoArticles[i]?.content ?? ''));
        expect(article.content).not.toMatch(/<script|\son\w+=|javascript:/i);
      }
      const featured = await empty.inject({ method: 'GET', url: '/api/articles/featured' });
      expect(featured.json<Article[]>().length).toBeGreaterThanOrEqual(2);
    } finally {
      await empty.close();
    }
  });
});
