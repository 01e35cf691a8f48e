import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Testimonial } from '#contract/testimonials.ts';
import { createTestimonial } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createTestimonial(t.database.db, { name: 'Maria G.', rating: '5.0' });
  await createTestimonial(t.database.db, { name: 'Hidden H.', isActive: false });
  await createTestimonial(t.database.db, { name: 'Tom R.', rating: '4.5', title: 'Father of two' });
  await createTestimonial(t.database.db, { name: 'Ana P.', rating: '4.0' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/testimonials', () => {
  it('answers the active testimonials in the order they were added, with the rating as a numeric string', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Testimonial[]>();
    expect(list.map((x) => x.name)).toEqual(['Maria G.', 'Tom R.', 'Ana P.']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      name: 'Tom R.',
      title: 'Father of two',
      content: 'Sprout helped my child love learning.',
      rating: '4.5',
      imageUrl: '/images/testimonials/testimonial-01.webp',
      lang: { title: 'en', content: 'en' },
    });
    expect(list.map((x) => x.rating)).toEqual(['5.0', '4.5', '4.0']);
  });

  it('pages with limit and offset and gives the total in X-Total-Count', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/testimonials?limit=2&offset=1' });
    expect(res.json<Testimonial[]>().map((x) => x.name)).toEqual(['Tom R.', 'Ana P.']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('answers 304 to a matching If-None-Match, and new content once the cache is invalidated', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/testimonials' });
    const etag = first.headers.etag as string;
    const cached = await t.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    await createTestimonial(t.database.db, { name: 'New N.' });
    await t.app.ctx.catalogCache.invalidate('testimonials');
    const fresh = await t.inject({
      method: 'GET',
      url: '/api/testimonials',
      headers: { 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<Testimonial[]>().at(-1)?.name).toBe('New N.');
  });
});
