import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchandise, MerchandiseReview } from '#contract/store.ts';
import { createMerchandise, createPurchase } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
});
afterAll(async () => {
  await t.close();
});

/** Posts a review as a user who bought the item (the refusal without it is below). */
async function review(cookie: string, itemId: unknown, payload: Record<string, unknown>) {
  const known =
    typeof itemId === 'number' &&
    (await t.inject({ url: `/api/merchandise/${itemId}/reviews` })).statusCode === 200;
  if (cookie && known) {
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    await createPurchase(t.database.db, { userId: me.json().id, merchandiseId: itemId });
  }
  return postReview(cookie, itemId, payload);
}

function postReview(cookie: string, itemId: unknown, payload: Record<string, unknown>) {
  return t.inject({
    method: 'POST',
    url: `/api/merchandise/${itemId}/reviews`,
    headers: { cookie },
    payload,
  });
}

async function shown(id: number): Promise<Merchandise | undefined> {
  const res = await t.inject({ method: 'GET', url: '/api/merchandise' });
  return res.json<Merchandise[]>().find((m) => m.id === id);
}

describe('merchandise reviews', () => {
  it('lists, writes, edits and deletes, recomputing what the shop shows at once', async () => {
    const item = await createMerchandise(t.database.db);
    const ann = await t.signUp({ name: 'Ann Realname' });
    const bob = await t.signUp();
    expect((await shown(item.id))?.reviewCount).toBe(0);

    const first = await review(ann.cookie, item.id, { rating: 5, comment: '  Love it, so soft!  ' });
    expect(first.statusCode, first.body).toBe(201);
    const written = first.json<MerchandiseReview>();
    expect(written).toMatchObject({
      merchandiseId: item.id,
      rating: 5,
      comment: 'Love it, so soft!',
      dateSubmitted: t.clock.now().toISOString(),
      user: { username: ann.user.username },
    });
    t.clock.advance(1000);
    expect(
      (await review(bob.cookie, item.id, { rating: 2, comment: 'Smaller than I thought.' })).statusCode,
    ).toBe(201);
    expect(await shown(item.id)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    // Newest first; usernames only on the public list: no names, no user ids (also for the author).
    for (const cookie of ['', ann.cookie]) {
      const list = await t.inject({
        method: 'GET',
        url: `/api/merchandise/${item.id}/reviews`,
        headers: cookie ? { cookie } : {},
      });
      expect(list.statusCode).toBe(200);
      const reviews = list.json<MerchandiseReview[]>();
      expect(reviews.map((r) => r.user.username)).toEqual([bob.user.username, ann.user.username]);
      expect(reviews.every((r) => !('userId' in r))).toBe(true);
      expect(list.body).not.toContain('Ann Realname');
    }

    const edit = await t.inject({
      method: 'PUT',
      url: `/api/merchandise/reviews/${written.id}`,
      headers: { cookie: ann.cookie },
      payload: { rating: 4, comment: 'Still lovely a week later.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ id: written.id, rating: 4, comment: 'Still lovely a week later.' });
    expect(await shown(item.id)).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const del = await t.inject({
      method: 'DELETE',
      url: `/api/merchandise/reviews/${written.id}`,
      headers: { cookie: ann.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect(await shown(item.id)).toMatchObject({ averageRating: 2, reviewCount: 1 });
    // After deleting, the author may write again.
    expect((await review(ann.cookie, item.id, { rating: 1, comment: 'Changed my mind.' })).statusCode).toBe(
      201,
    );
  });

  it('keeps one review per user per item (409) and needs a signed-in user (401)', async () => {
    const item = await createMerchandise(t.database.db);
    const { cookie } = await t.signUp();
    const payload = { rating: 4, comment: 'Very nice prize.' };
    const [a, b] = await Promise.all([review(cookie, item.id, payload), review(cookie, item.id, payload)]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    expect((await review(cookie, item.id, payload)).json().message).toMatch(/already reviewed/);
    expect((await review('', item.id, { rating: 'x' })).statusCode).toBe(401);
    expect((await shown(item.id))?.reviewCount).toBe(1);
  });

  it('validates with the spec texts (400) and knows the item (404)', async () => {
    const item = await createMerchandise(t.database.db);
    const hidden = await createMerchandise(t.database.db, { isDeleted: true });
    const { cookie } = await t.signUp();
    const short = await review(cookie, item.id, { rating: 5, comment: ' abc ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([
      { path: 'comment', message: 'Please provide feedback of at least 5 characters' },
    ]);
    for (const rating of [0, 6, 2.5, '5'])
      expect((await review(cookie, item.id, { rating, comment: 'Good enough.' })).statusCode).toBe(400);
    expect((await review(cookie, item.id, { rating: 3, comment: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await review(cookie, 'abc', { rating: 3, comment: 'Good enough.' })).statusCode).toBe(400);
    expect((await review(cookie, 999_999, { rating: 3, comment: 'Good enough.' })).statusCode).toBe(404);
    expect((await review(cookie, hidden.id, { rating: 3, comment: 'Good enough.' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/merchandise/999999/reviews' })).statusCode).toBe(404);
    // A hidden item's reviews still open from an inventory entry.
    expect((await t.inject({ method: 'GET', url: `/api/merchandise/${hidden.id}/reviews` })).statusCode).toBe(
      200,
    );
  });

  it("refuses another user's review (403) and an unknown one (404), changing nothing", async () => {
    const item = await createMerchandise(t.database.db);
    const owner = await t.signUp();
    const other = await t.signUp();
    const id = (await review(owner.cookie, item.id, { rating: 5, comment: 'Mine, all mine.' })).json().id;
    const payload = { rating: 1, comment: 'Someone else wrote this.' };
    const put = (cookie: string, reviewId: unknown) =>
      t.inject({ method: 'PUT', url: `/api/merchandise/reviews/${reviewId}`, headers: { cookie }, payload });
    const del = (cookie: string, reviewId: unknown) =>
      t.inject({ method: 'DELETE', url: `/api/merchandise/reviews/${reviewId}`, headers: { cookie } });
    expect((await put(other.cookie, id)).statusCode).toBe(403);
    expect((await del(other.cookie, id)).statusCode).toBe(403);
    expect((await put(other.cookie, 999_999)).statusCode).toBe(404);
    expect((await del(other.cookie, 999_999)).statusCode).toBe(404);
    expect((await put('', id)).statusCode).toBe(401);
    expect((await del('', id)).statusCode).toBe(401);
    expect(await shown(item.id)).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });
});

describe('a merchandise review a moderator hid', () => {
  it('leaves the public list and the rating, and its author still sees it, marked hidden', async () => {
    const item = await createMerchandise(t.database.db);
    const kind = await t.signUp();
    const rude = await t.signUp();
    const admin = await t.signUp({ isAdmin: true });
    await review(kind.cookie, item.id, { rating: 5, comment: 'Lovely and soft!' });
    const bad = (
      await review(rude.cookie, item.id, { rating: 1, comment: 'Something not kind at all' })
    ).json<MerchandiseReview>();
    expect((await shown(item.id))?.averageRating).toBe(3);

    const hide = await t.inject({
      method: 'PUT',
      url: `/api/admin/merchandise/reviews/${bad.id}/visibility`,
      headers: { cookie: admin.cookie },
      payload: { hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await shown(item.id)).toMatchObject({ averageRating: 5, reviewCount: 1 });

    const list = (cookie?: string) =>
      t.inject({ url: `/api/merchandise/${item.id}/reviews`, headers: cookie ? { cookie } : {} });
    expect((await list()).json<MerchandiseReview[]>().map((r) => r.id)).not.toContain(bad.id);
    expect((await list(kind.cookie)).json<MerchandiseReview[]>().map((r) => r.id)).not.toContain(bad.id);
    const own = (await list(rude.cookie)).json<MerchandiseReview[]>().find((r) => r.id === bad.id);
    expect(own).toMatchObject({ hidden: true, comment: 'Something not kind at all' });

    // The author editing it keeps it hidden and out of the rating.
    const edit = await t.inject({
      method: 'PUT',
      url: `/api/merchandise/reviews/${bad.id}`,
      headers: { cookie: rude.cookie },
      payload: { rating: 2, comment: 'Something still not kind' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await shown(item.id)).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });
});
