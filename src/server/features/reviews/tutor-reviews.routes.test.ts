import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tutor, TutorReview } from '#contract/tutors.ts';
import { createUser } from '#server/db/factories.ts';
import { createCompletedSession, createTutor, createTutorReview } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T12:00:00.000Z' });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;

async function newTutor(overrides: Parameters<typeof createTutor>[1] = {}) {
  const tutor = await createTutor(t.database.db, overrides);
  await t.app.ctx.catalogCache.invalidate('tutors');
  return tutor;
}

/** Posts a review as a user who had a completed session with the tutor (the refusals without one are below). */
async function review(tutorId: number, cookie: string | undefined, payload: unknown) {
  if (cookie) {
    const me = await t.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    const tutorExists = (await t.inject({ method: 'GET', url: `/api/tutors/${tutorId}` })).statusCode === 200;
    if (tutorExists)
      await createCompletedSession(t.database.db, { tutorId, userId: me.json().id, before: t.clock.now() });
  }
  return postReview(tutorId, cookie, payload);
}

function postReview(tutorId: number, cookie: string | undefined, payload: unknown) {
  return t.inject({
    method: 'POST',
    url: `/api/tutors/${tutorId}/reviews`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

async function tutorOf(id: number) {
  const res = await t.inject({ method: 'GET', url: `/api/tutors/${id}` });
  return res.json<Tutor>();
}

describe('GET /api/tutors/:id/reviews', () => {
  it("answers a tutor's reviews newest first, each with the reviewer's username and never their name or id", async () => {
    const tutor = await newTutor();
    const older = await createUser(t.database.db, { name: 'Olivia Older', username: 'olivia_reads' });
    const newer = await createUser(t.database.db, { name: 'Noah Newer', username: 'noah_counts' });
    const now = t.clock.now().getTime();
    await createTutorReview(t.database.db, {
      tutorId: tutor.id,
      userId: older.id,
      rating: 4,
      comment: 'Good.',
      dateSubmitted: new Date(now - 48 * HOUR),
    });
    await createTutorReview(t.database.db, {
      tutorId: tutor.id,
      userId: newer.id,
      rating: 5,
      comment: 'Great!',
      dateSubmitted: new Date(now - HOUR),
    });
    const res = await t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const reviews = res.json<TutorReview[]>();
    expect(reviews.map((r) => r.comment)).toEqual(['Great!', 'Good.']);
    expect(reviews[0]).toEqual({
      id: expect.any(Number),
      tutorId: tutor.id,
      rating: 5,
      comment: 'Great!',
      dateSubmitted: new Date(now - HOUR).toISOString(),
      user: { username: 'noah_counts' },
      hidden: false,
    });
    expect(res.body).not.toContain('Noah Newer');
    expect(res.body).not.toContain('@example.com');
    expect(res.headers['x-total-count']).toBeUndefined();

    const paged = await t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/reviews?limit=1&offset=1` });
    expect(paged.json<TutorReview[]>().map((r) => r.comment)).toEqual(['Good.']);
    expect(paged.headers['x-total-count']).toBe('2');
  });

  it('answers an empty list for a tutor without reviews, and 404 for an unknown or inactive tutor', async () => {
    const tutor = await newTutor();
    const res = await t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/reviews` });
    expect(res.json()).toEqual([]);
    const hidden = await newTutor({ isActive: false });
    for (const id of [hidden.id, 999_999]) {
      const missing = await t.inject({ method: 'GET', url: `/api/tutors/${id}/reviews` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Tutor not found' });
    }
  });
});

describe('POST /api/tutors/:id/reviews', () => {
  it('needs a signed-in user', async () => {
    const tutor = await newTutor();
    const res = await review(tutor.id, undefined, { rating: 5, comment: 'Lovely.' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue');
  });

  it('creates the review (201) and recomputes the rating, with one decimal, and the count', async () => {
    const tutor = await newTutor();
    const ratings = [5, 4, 4, 5];
    const expected = [
      [5, 1],
      [4.5, 2],
      [4.3, 3], // 13 / 3 = 4.33
      [4.5, 4],
    ];
    for (const [i, rating] of ratings.entries()) {
      const { user, cookie } = await t.signUp();
      const res = await review(tutor.id, cookie, { rating, comment: `  Review number ${i}  ` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        tutorId: tutor.id,
        rating,
        comment: `Review number ${i}`,
        dateSubmitted: t.clock.now().toISOString(),
        user: { username: user.username },
        hidden: false,
      });
      const [rounded, count] = expected[i] ?? [];
      expect(await tutorOf(tutor.id)).toMatchObject({ rating: rounded, ratingCount: count });
    }
    // 5, 5, 4 -> 4.67 rounds up to 4.7
    const other = await newTutor();
    for (const rating of [5, 5, 4])
      await review(other.id, (await t.signUp()).cookie, { rating, comment: 'Ok!' });
    expect(await tutorOf(other.id)).toMatchObject({ rating: 4.7, ratingCount: 3 });
  });

  it('counts every review written at the same moment (the tutor row is locked while rating)', async () => {
    const tutor = await newTutor();
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => t.signUp()));
    const answers = await Promise.all(
      users.map(({ cookie }, i) => review(tutor.id, cookie, { rating: i + 1, comment: 'At once.' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await tutorOf(tutor.id)).toMatchObject({ rating: 3, ratingCount: 5 });
  });

  it('allows one review per user per tutor: a second one is 409 and changes nothing', async () => {
    const tutor = await newTutor();
    const { cookie } = await t.signUp();
    expect((await review(tutor.id, cookie, { rating: 5, comment: 'First.' })).statusCode).toBe(201);
    const second = await review(tutor.id, cookie, { rating: 1, comment: 'Second.' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already reviewed this tutor. Thank you!');
    expect(await tutorOf(tutor.id)).toMatchObject({ rating: 5, ratingCount: 1 });
    // The same user may review another tutor.
    const other = await newTutor();
    expect((await review(other.id, cookie, { rating: 3, comment: 'Fine.' })).statusCode).toBe(201);
  });

  it.each([
    [{ rating: 0, comment: 'Nice.' }, 'rating', 'Please select a rating'],
    [{ comment: 'Nice.' }, 'rating', 'Please select a rating'],
    [{ rating: 6, comment: 'Nice.' }, 'rating', 'Rating must be between 1 and 5'],
    [{ rating: 4.5, comment: 'Nice.' }, 'rating', 'Rating must be between 1 and 5'],
    [{ rating: 5, comment: '' }, 'comment', 'Comment is required'],
    [{ rating: 5, comment: '    ' }, 'comment', 'Comment is required'],
    [{ rating: 5 }, 'comment', 'Comment is required'],
    [{ rating: 5, comment: 'x'.repeat(501) }, 'comment', 'Comment must be less than 500 characters'],
  ])('refuses %o with 400 and "%s: %s"', async (payload, path, message) => {
    const tutor = await newTutor();
    const { cookie } = await t.signUp();
    const res = await review(tutor.id, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
  });

  it('accepts a comment of exactly 500 characters', async () => {
    const tutor = await newTutor();
    const { cookie } = await t.signUp();
    const res = await review(tutor.id, cookie, { rating: 2, comment: 'y'.repeat(500) });
    expect(res.statusCode).toBe(201);
  });

  it('answers 404 for an unknown or inactive tutor', async () => {
    const { cookie } = await t.signUp();
    const hidden = await newTutor({ isActive: false });
    for (const id of [hidden.id, 999_999]) {
      const res = await review(id, cookie, { rating: 5, comment: 'Hello?' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tutor not found');
    }
  });

  it('invalidates the cached tutor and list: the new rating shows at once, and an old ETag no longer matches', async () => {
    const tutor = await newTutor({ subjects: 'Social Studies', name: 'Cache Checker' });
    const profile = await t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}` });
    const etag = profile.headers.etag as string;
    const listUrl = '/api/tutors?q=Cache%20Checker&limit=12';
    const listed = await t.inject({ method: 'GET', url: listUrl });
    expect(listed.json<Tutor[]>()[0]).toMatchObject({ rating: 0, ratingCount: 0 });
    const cached = await t.inject({
      method: 'GET',
      url: `/api/tutors/${tutor.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);

    const { cookie } = await t.signUp();
    expect((await review(tutor.id, cookie, { rating: 4, comment: 'Helpful.' })).statusCode).toBe(201);

    const fresh = await t.inject({
      method: 'GET',
      url: `/api/tutors/${tutor.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json()).toMatchObject({ rating: 4, ratingCount: 1 });
    const relisted = await t.inject({ method: 'GET', url: listUrl });
    expect(relisted.json<Tutor[]>()[0]).toMatchObject({ rating: 4, ratingCount: 1 });
  });
});

describe('GET /api/tutors/:id/reviews/mine', () => {
  it("answers the signed-in user's own review of the tutor, or null, and needs a signed-in user", async () => {
    const tutor = await newTutor();
    const { cookie } = await t.signUp();
    const { cookie: otherCookie } = await t.signUp();
    const mine = () =>
      t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/reviews/mine`, headers: { cookie } });
    expect((await mine()).json()).toBeNull();
    await review(tutor.id, otherCookie, { rating: 2, comment: 'Not for us.' });
    expect((await mine()).json()).toBeNull();
    await review(tutor.id, cookie, { rating: 5, comment: 'Wonderful and patient.' });
    expect((await mine()).json<TutorReview>()).toMatchObject({
      rating: 5,
      comment: 'Wonderful and patient.',
    });
    expect((await t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/reviews/mine` })).statusCode).toBe(
      401,
    );
  });
});
