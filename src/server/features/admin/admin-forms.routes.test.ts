import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKind, UNHANDLED_COUNT_HEADER } from '#contract/admin.ts';
import type { Article } from '#contract/articles.ts';
import type { Game } from '#contract/games.ts';
import type { Merchandise } from '#contract/store.ts';
import type { Testimonial } from '#contract/testimonials.ts';
import type { Tutor } from '#contract/tutors.ts';
import { createUser } from '#server/db/factories.ts';
import { createContactMessage, createMathChallengeGame } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { SAMPLE_INPUTS } from './test/admin.samples.ts';

let t: TestApp;
let admin: string;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T12:00:00.000Z', config: { demoMode: false } });
  await createMathChallengeGame(t.database.db);
  const made = await t.signUp({ isAdmin: true });
  admin = made.cookie;
  adminName = made.user.username;
});
afterAll(async () => {
  await t.close();
});

function send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, cookie = admin) {
  return t.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

// docs/product.md#validation "Admin forms": each rule answers 400 with its message, pointing at the field.
const RULES: [AdminKind, string, unknown, string][] = [
  ['tutors', 'name', 'A', 'Name must be at least 2 characters'],
  ['tutors', 'subjects', 'M', 'Subjects must be at least 2 characters'],
  ['tutors', 'bio', 'Too short', 'Bio must be at least 10 characters'],
  ['tutors', 'gradeLevel', 'K', 'Grade level must be at least 2 characters'],
  ['tutors', 'sessionType', '1', 'Session type must be at least 2 characters'],
  ['tutors', 'imageUrl', 'javascript:alert(1)', 'Please enter a valid URL'],
  ['tutors', 'availability', ['Midnight'], 'Please choose availability from the list'],
  ['tutors', 'timeZone', 'Mars/Olympus', 'Please enter a time zone like America/New_York or Europe/London'],
  ['tutors', 'timeZone', '', 'Please enter a time zone like America/New_York or Europe/London'],
  ['articles', 'title', 'T', 'Title must be at least 2 characters'],
  ['articles', 'category', 'C', 'Category must be at least 2 characters'],
  ['articles', 'content', '<p>Hi</p>', 'Content must be at least 10 characters'],
  ['articles', 'summary', 'Short', 'Summary must be at least 10 characters'],
  ['articles', 'author', 'A', 'Author must be at least 2 characters'],
  ['articles', 'imageUrl', 'not a url', 'Please enter a valid URL'],
  ['articles', 'imageUrl', 'http://example.com/a.png', 'Please enter a valid URL'],
  ['articles', 'readTime', '5', 'Read time must be at least 2 characters'],
  ['games', 'title', 'G', 'Title must be at least 2 characters'],
  ['games', 'category', 'M', 'Category must be at least 2 characters'],
  ['games', 'description', 'Fun game', 'Description must be at least 10 characters'],
  ['games', 'imageUrl', '//evil.example/x.png', 'Please enter a valid URL'],
  ['games', 'rating', '6', 'Rating must be between 0 and 5'],
  ['games', 'rating', '5.5', 'Rating must be between 0 and 5'],
  ['games', 'rating', '4.55', 'Rating must be between 0 and 5'],
  ['games', 'ageRange', '6', 'Age range must be at least 2 characters'],
  ['games', 'skillType', 'Addition', 'Please choose a game kind from the list'],
  ['testimonials', 'name', 'N', 'Name must be at least 2 characters'],
  ['testimonials', 'title', 'T', 'Title must be at least 2 characters'],
  ['testimonials', 'content', 'Great!', 'Content must be at least 10 characters'],
  ['testimonials', 'rating', 'five', 'Rating must be between 0 and 5'],
  ['testimonials', 'imageUrl', 'ftp://x', 'Please enter a valid URL'],
  ['merchandise', 'name', 'N', 'Name must be at least 2 characters'],
  ['merchandise', 'description', 'A prize', 'Description must be at least 10 characters'],
  ['merchandise', 'imageUrl', '', 'Please enter a valid URL'],
  ['merchandise', 'pointsCost', '10.5', 'Points cost must be a valid number'],
  ['merchandise', 'pointsCost', '-1', 'Points cost must be a valid number'],
  ['merchandise', 'priceDollars', '9.999', 'Price must be a valid dollar amount'],
  ['merchandise', 'priceDollars', '$9', 'Price must be a valid dollar amount'],
  ['merchandise', 'inventory', 'many', 'Inventory must be a valid number'],
];

describe('admin forms (docs/product.md#validation)', () => {
  it.each(RULES)('%s: %s = %j answers 400 "%s"', async (kind, field, value, message) => {
    const body = { ...SAMPLE_INPUTS[kind], [field]: value };
    for (const res of [
      await send('POST', `/api/admin/${kind}`, body),
      await send('PUT', `/api/admin/${kind}/1`, body),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      const error = res.json<{ message: string; issues: { path: string; message: string }[] }>();
      expect(error.message).toBe(message);
      expect(error.issues.map((i) => [i.path.replace(/\.\d+$/, ''), i.message])).toContainEqual([
        field,
        message,
      ]);
    }
  });

  it('applies the defaults: featured false, isNew and isPopular false, isActive true', async () => {
    const { featured: _f, ...article } = SAMPLE_INPUTS.articles;
    const created = await send('POST', '/api/admin/articles', article);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Article>().featured).toBe(false);

    const { isNew: _n, isPopular: _p, ...game } = SAMPLE_INPUTS.games;
    const madeGame = (await send('POST', '/api/admin/games', game)).json<Game>();
    expect(madeGame).toMatchObject({
      isNew: false,
      isPopular: false,
      rating: '4.5',
      skillType: 'arithmetic',
    });
    expect(madeGame).toMatchObject({
      haslevels: true,
      totallevels: 2,
      availablebadges: ['First Hop', 'Hop Master'],
    });

    const { isActive: _a, ...item } = SAMPLE_INPUTS.merchandise;
    const madeItem = (await send('POST', '/api/admin/merchandise', item)).json<Merchandise>();
    expect(madeItem).toMatchObject({ isActive: true, pointsCost: 100, priceDollars: '9.99', inventory: 50 });
  });

  it('converts numbers: points and inventory to integers, the price to 2 places, a rating to one decimal', async () => {
    const item = await send('POST', '/api/admin/merchandise', {
      ...SAMPLE_INPUTS.merchandise,
      pointsCost: '250',
      priceDollars: '12.5',
      inventory: 7,
    });
    expect(item.json<Merchandise>()).toMatchObject({ pointsCost: 250, priceDollars: '12.50', inventory: 7 });
    const story = await send('POST', '/api/admin/testimonials', { ...SAMPLE_INPUTS.testimonials, rating: 4 });
    expect(story.json<Testimonial>().rating).toBe('4.0');
  });

  it('a new tutor starts with rating 0 whatever the form sends', async () => {
    const res = await send('POST', '/api/admin/tutors', {
      ...SAMPLE_INPUTS.tutors,
      rating: 5,
      ratingCount: 99,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Tutor>()).toMatchObject({
      rating: 0,
      ratingCount: 0,
      name: 'Maya Patel',
      availability: ['Weekday Evenings', 'Weekends'],
    });
  });

  it("keeps a tutor's time zone: America/New_York for a new tutor, as written, unchanged by an edit without one", async () => {
    const created = await send('POST', '/api/admin/tutors', SAMPLE_INPUTS.tutors);
    expect(created.json<Tutor>().timeZone).toBe('America/New_York');
    const id = created.json<Tutor>().id;
    const moved = await send('PUT', `/api/admin/tutors/${id}`, {
      ...SAMPLE_INPUTS.tutors,
      timeZone: 'europe/paris',
    });
    expect(moved.json<Tutor>().timeZone).toBe('Europe/Paris');
    const edited = await send('PUT', `/api/admin/tutors/${id}`, { ...SAMPLE_INPUTS.tutors, name: 'Maya P.' });
    expect(edited.json<Tutor>()).toMatchObject({ name: 'Maya P.', timeZone: 'Europe/Paris' });
  });

  it('a guest gets 401 and a non-admin 403 before their body is read (even a broken one)', async () => {
    const student = (await t.signUp()).cookie;
    for (const [cookie, status] of [
      ['', 401],
      [student, 403],
    ] as const) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/tutors',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: '{ not json',
      });
      expect(res.statusCode).toBe(status);
    }
  });

  it('an unknown or deleted item is 404 on edit and delete', async () => {
    const made = (
      await send('POST', '/api/admin/testimonials', SAMPLE_INPUTS.testimonials)
    ).json<Testimonial>();
    expect((await send('DELETE', `/api/admin/testimonials/${made.id}`)).json()).toEqual({ ok: true });
    expect((await send('DELETE', `/api/admin/testimonials/${made.id}`)).statusCode).toBe(404);
    const edit = await send('PUT', `/api/admin/testimonials/${made.id}`, SAMPLE_INPUTS.testimonials);
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'No such testimonial' });
  });
});

describe('GET /api/admin/:kind', () => {
  it('lists inactive merchandise too, newest first, pages with X-Total-Count and searches with q', async () => {
    const hidden = await send('POST', '/api/admin/merchandise', {
      ...SAMPLE_INPUTS.merchandise,
      name: 'Glow Yo-yo',
      isActive: false,
    });
    const all = (await send('GET', '/api/admin/merchandise')).json<Merchandise[]>();
    expect(all[0]).toMatchObject({ id: hidden.json<Merchandise>().id, isActive: false });
    const publicList = (await send('GET', '/api/merchandise', undefined, '')).json<Merchandise[]>();
    expect(publicList.map((m) => m.name)).not.toContain('Glow Yo-yo');

    const page = await send('GET', '/api/admin/merchandise?limit=1&offset=0');
    expect(page.json<Merchandise[]>()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBe(all.length);
    const found = (await send('GET', '/api/admin/merchandise?q=glow')).json<Merchandise[]>();
    expect(found.map((m) => m.name)).toEqual(['Glow Yo-yo']);
  });
});

describe('contact messages', () => {
  it('lists newest first with the unhandled count, and keeps who handled each and when', async () => {
    const older = await createContactMessage(t.database.db, { createdAt: new Date('2026-05-01T10:00:00Z') });
    const newer = await createContactMessage(t.database.db, { createdAt: new Date('2026-05-02T10:00:00Z') });
    const list = await send('GET', '/api/admin/messages');
    expect(list.json<{ id: number }[]>().map((m) => m.id)).toEqual([newer.id, older.id]);
    expect(list.headers[UNHANDLED_COUNT_HEADER]).toBe('2');

    const handled = await send('POST', `/api/admin/messages/${older.id}/handled`);
    expect(handled.json()).toMatchObject({
      id: older.id,
      handled: true,
      handledBy: adminName,
      handledAt: '2026-06-01T12:00:00.000Z',
    });
    // A second admin marking it again keeps the first.
    const other = await createUser(t.database.db, { isAdmin: true, password: 'password123' });
    t.clock.advance(60_000);
    const again = await send(
      'POST',
      `/api/admin/messages/${older.id}/handled`,
      undefined,
      await t.login(other.username, 'password123'),
    );
    expect(again.json()).toMatchObject({ handledBy: adminName, handledAt: '2026-06-01T12:00:00.000Z' });
    expect((await send('GET', '/api/admin/messages')).headers[UNHANDLED_COUNT_HEADER]).toBe('1');
    expect((await send('POST', '/api/admin/messages/999999/handled')).statusCode).toBe(404);
  });
});
