// /robots.txt keeps crawlers out of private and hidden pages and the API; /sitemap.xml lists the
// public pages, every active tutor, article and game, and follows catalog writes at once; both
// from the route table, so a page added there needs nothing here.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrawled, ROUTES } from '#contract/pages.ts';
import { tutors } from '#server/db/schema/index.ts';
import { writeCatalog } from '#server/lib/catalog-write.ts';
import { createArticle, createGame, createTutor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the dashboard, the admin pages and the API, and names the sitemap', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    // From the route table: the private pages, the ones that repeat another or come from an e-mail.
    for (const path of [
      '/user-panel',
      '/admin',
      '/api',
      '/auth',
      '/book-session',
      '/reset-password',
      '/consent',
    ]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).not.toMatch(/Disallow: \/(tutors|articles|games)\b/);
    expect(res.body).toContain('Sitemap: http://localhost:5000/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, the active tutors and the articles, and a change at once', async () => {
    const tutor = await createTutor(t.database.db, { name: 'Sitemap Tutor' });
    const hidden = await createTutor(t.database.db, { name: 'Hidden Tutor', isActive: false });
    const article = await createArticle(t.database.db, { title: 'Sitemap Article' });
    const game = await createGame(t.database.db, { title: 'Sitemap Game' });
    const res = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    for (const route of ROUTES.filter((r) => isCrawled(r) && !r.path.includes(':'))) {
      expect(res.body).toContain(`<loc>http://localhost:5000${route.path}</loc>`);
    }
    for (const path of ['/privacy', '/games/math-challenge']) expect(res.body).toContain(`${path}</loc>`);
    for (const path of ['/auth', '/user-panel', '/book-session', '/reset-password']) {
      expect(res.body).not.toContain(`${path}</loc>`);
    }
    expect(res.body).toContain(`<loc>http://localhost:5000/games/${game.id}</loc>`);
    expect(res.body).toContain(`<loc>http://localhost:5000/tutors/${tutor.id}</loc>`);
    expect(res.body).not.toContain(`/tutors/${hidden.id}<`);
    expect(res.body).toContain(`<loc>http://localhost:5000/articles/${article.id}</loc>`);

    await writeCatalog(t.app.ctx, ['tutors'], (tx) =>
      tx.update(tutors).set({ isActive: false }).where(eq(tutors.id, tutor.id)),
    );
    const after = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(after.body).not.toContain(`/tutors/${tutor.id}<`);
  });
});
