// docs/rules.md#promises-kept: a signed-in user's article reads are recorded (once per article), and earn
// Article Enthusiast (5 read) and Knowledge Explorer (a read in every category).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievement } from '#contract/games.ts';
import { ARTICLE_CATEGORIES } from '#contract/options.ts';
import { createArticle } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T12:00:00.000Z' });
});
afterAll(async () => {
  await t.close();
});

const read = (id: number | string, cookie: string) =>
  t.inject({ method: 'POST', url: `/api/articles/${id}/read`, headers: cookie ? { cookie } : {} });

async function achievement(cookie: string, id: string) {
  const res = await t.inject({ method: 'GET', url: '/api/users/achievements', headers: { cookie } });
  return res.json<Achievement[]>().find((a) => a.id === id);
}

describe('POST /api/articles/:id/read', () => {
  it('needs a signed-in user and a published article; bad ids are 400', async () => {
    const { cookie } = await t.signUp();
    const hidden = await createArticle(t.database.db, { isActive: false });
    expect((await read(1, '')).statusCode).toBe(401);
    expect((await read('abc', cookie)).statusCode).toBe(400);
    expect((await read(999_999, cookie)).statusCode).toBe(404);
    expect((await read(hidden.id, cookie)).statusCode).toBe(404);
    expect(await achievement(cookie, 'article-enthusiast')).toMatchObject({ current: 0, unlocked: false });
  });

  it('counts each article once and earns Article Enthusiast at the 5th and Knowledge Explorer with every category', async () => {
    const { cookie } = await t.signUp();
    const [first, ...rest] = await Promise.all(
      ARTICLE_CATEGORIES.map((category) => createArticle(t.database.db, { category })),
    );
    if (!first) throw new Error('no categories');
    expect((await read(first.id, cookie)).json()).toEqual({ ok: true });
    expect((await read(first.id, cookie)).statusCode).toBe(200);
    expect(await achievement(cookie, 'article-enthusiast')).toMatchObject({
      current: 1,
      target: 5,
      unlocked: false,
    });
    expect(await achievement(cookie, 'knowledge-explorer')).toMatchObject({ current: 1, target: 5 });

    for (const article of rest.slice(0, -1)) {
      t.clock.advance(1000);
      await read(article.id, cookie);
    }
    expect(await achievement(cookie, 'knowledge-explorer')).toMatchObject({ current: 4, unlocked: false });
    t.clock.advance(1000);
    const last = rest.at(-1);
    if (!last) throw new Error('no last category');
    await read(last.id, cookie);
    const earnedAt = t.clock.now().toISOString();
    expect(await achievement(cookie, 'article-enthusiast')).toMatchObject({
      unlocked: true,
      unlockedAt: earnedAt,
    });
    expect(await achievement(cookie, 'knowledge-explorer')).toMatchObject({
      unlocked: true,
      unlockedAt: earnedAt,
    });
  });
});
