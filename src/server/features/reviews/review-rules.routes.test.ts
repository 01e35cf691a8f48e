// docs/rules.md#promises-kept "Reviews from experience": who may review (a session with the tutor that has
// started and was not cancelled or missed, or is completed; the item bought), the eligibility
// call the web shows, reports (one per user per review) and the admin's queue (keep / remove).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportedReview, ReviewEligibility } from '#contract/reviews.ts';
import type { Tutor } from '#contract/tutors.ts';
import {
  createMerchandise,
  createMerchandiseReview,
  createPurchase,
  createTutor,
  createTutorReview,
  createTutorSession,
} from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T12:00:00.000Z' });
  admin = (await t.signUp({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const body = { rating: 5, comment: 'Patient and very kind.' };

function send(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return t.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

async function newTutor() {
  const tutor = await createTutor(t.database.db);
  await t.app.ctx.catalogCache.invalidate('tutors');
  return tutor;
}

const tutorRating = async (id: number) => (await send('GET', `/api/tutors/${id}`, '')).json<Tutor>();
const eligibility = async (kind: string, id: number, cookie: string) =>
  (await send('GET', `/api/reviews/${kind}/${id}/eligibility`, cookie)).json<ReviewEligibility>();

describe('a tutor review needs a session with the tutor', () => {
  it('is refused (403, saying what to do) with no session, a future one, a cancelled one or a no-show; nothing changes', async () => {
    const tutor = await newTutor();
    const { user, cookie } = await t.signUp();
    const now = t.clock.now().getTime();
    await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: user.id,
      startsAt: new Date(now + 24 * HOUR),
    });
    for (const status of ['cancelled', 'no-show'] as const)
      await createTutorSession(t.database.db, {
        tutorId: tutor.id,
        userId: user.id,
        status,
        startsAt: new Date(now - (status === 'cancelled' ? 2 : 3) * 24 * HOUR),
      });
    const res = await send('POST', `/api/tutors/${tutor.id}/reviews`, cookie, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can review a tutor after a session with them');
    expect(await tutorRating(tutor.id)).toMatchObject({ rating: 0, ratingCount: 0 });
    expect(await eligibility('tutors', tutor.id, cookie)).toEqual({
      canReview: false,
      reason: 'You can review a tutor after a session with them',
    });
  });

  it('is accepted once the booked session has started (the clock moves past it), and for a completed one', async () => {
    const tutor = await newTutor();
    const { user, cookie } = await t.signUp();
    const startsAt = new Date(t.clock.now().getTime() + 2 * HOUR);
    await createTutorSession(t.database.db, { tutorId: tutor.id, userId: user.id, startsAt });
    expect((await eligibility('tutors', tutor.id, cookie)).canReview).toBe(false);
    t.clock.advance(2 * HOUR);
    expect(await eligibility('tutors', tutor.id, cookie)).toEqual({ canReview: true, reason: null });
    expect((await send('POST', `/api/tutors/${tutor.id}/reviews`, cookie, body)).statusCode).toBe(201);
    expect(await eligibility('tutors', tutor.id, cookie)).toEqual({
      canReview: false,
      reason: 'You have already reviewed this tutor. Thank you!',
    });

    const other = await t.signUp();
    await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: other.user.id,
      status: 'completed',
      startsAt: new Date(t.clock.now().getTime() + 5 * HOUR),
    });
    // An admin may mark a session completed before its booked time (moved earlier by agreement).
    expect((await send('POST', `/api/tutors/${tutor.id}/reviews`, other.cookie, body)).statusCode).toBe(201);
    expect(await tutorRating(tutor.id)).toMatchObject({ ratingCount: 2 });
  });
});

describe('a merchandise review needs the item bought', () => {
  it('is refused (403) before a purchase and accepted after; a deleted item says so in the eligibility', async () => {
    const item = await createMerchandise(t.database.db);
    const { user, cookie } = await t.signUp();
    const refused = await send('POST', `/api/merchandise/${item.id}/reviews`, cookie, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can review a prize after you get it');
    expect((await eligibility('merchandise', item.id, cookie)).reason).toBe(
      'You can review a prize after you get it',
    );

    await createPurchase(t.database.db, { userId: user.id, merchandiseId: item.id });
    expect(await eligibility('merchandise', item.id, cookie)).toEqual({ canReview: true, reason: null });
    expect((await send('POST', `/api/merchandise/${item.id}/reviews`, cookie, body)).statusCode).toBe(201);

    const gone = await createMerchandise(t.database.db, { isDeleted: true });
    await createPurchase(t.database.db, { userId: user.id, merchandiseId: gone.id });
    expect(await eligibility('merchandise', gone.id, cookie)).toEqual({
      canReview: false,
      reason: 'This item is no longer in the store, so it cannot be reviewed',
    });
  });

  it('eligibility needs a signed-in user (401), a known kind (400) and a known subject (404)', async () => {
    const { cookie } = await t.signUp();
    expect((await send('GET', '/api/reviews/tutors/1/eligibility', '')).statusCode).toBe(401);
    const badKind = await send('GET', '/api/reviews/games/1/eligibility', cookie);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toMatch(/tutors or merchandise/);
    expect((await send('GET', '/api/reviews/merchandise/999999/eligibility', cookie)).statusCode).toBe(404);
  });
});

describe('reporting a review and the admin queue', () => {
  async function reportedPair() {
    const tutor = await newTutor();
    const [kind, rude, reader] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await createTutorReview(t.database.db, { tutorId: tutor.id, userId: kind.user.id, rating: 5 });
    const bad = await createTutorReview(t.database.db, {
      tutorId: tutor.id,
      userId: rude.user.id,
      rating: 1,
      comment: 'Rude words here.',
    });
    // Showing a review recomputes the rating as the reviews service keeps it (factories do not).
    await t.inject({
      method: 'PUT',
      url: `/api/admin/tutors/reviews/${bad.id}/visibility`,
      headers: { cookie: admin },
      payload: { hidden: false },
    });
    return { tutor, bad, rude, reader };
  }

  it('takes one report per user per review, with a reason; not of your own; nothing for a bad one', async () => {
    const { bad, rude, reader } = await reportedPair();
    const url = `/api/reviews/tutors/${bad.id}/report`;
    expect((await send('POST', url, '', { reason: 'Unkind' })).statusCode).toBe(401);
    const noReason = await send('POST', url, reader.cookie, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([
      { path: 'reason', message: 'Please say why you are reporting this review' },
    ]);
    expect((await send('POST', url, reader.cookie, { reason: 'Unkind words' })).statusCode).toBe(201);
    const again = await send('POST', url, reader.cookie, { reason: 'Still unkind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this review. An admin will look at it.');
    expect((await send('POST', url, rude.cookie, { reason: 'Mine' })).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/reviews/tutors/999999/report', reader.cookie, { reason: 'Gone' })).statusCode,
    ).toBe(404);
    const queue = (await send('GET', '/api/admin/reported-reviews', admin)).json<ReportedReview[]>();
    const entry = queue.find((r) => r.kind === 'tutors' && r.id === bad.id);
    expect(entry).toMatchObject({ comment: 'Rude words here.', rating: 1, username: rude.user.username });
    expect(entry?.reports.map((r) => r.reason)).toEqual(['Unkind words']);
  });

  it('remove hides the review and recomputes the rating; keep leaves it; both leave the queue', async () => {
    const { tutor, bad, reader } = await reportedPair();
    expect(await tutorRating(tutor.id)).toMatchObject({ rating: 3, ratingCount: 2 });
    await send('POST', `/api/reviews/tutors/${bad.id}/report`, reader.cookie, { reason: 'Unkind words' });
    const removed = await send('POST', `/api/admin/reported-reviews/tutors/${bad.id}`, admin, {
      decision: 'remove',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await tutorRating(tutor.id)).toMatchObject({ rating: 5, ratingCount: 1 });
    const publicList = (await send('GET', `/api/tutors/${tutor.id}/reviews`, '')).json<{ id: number }[]>();
    expect(publicList.map((r) => r.id)).not.toContain(bad.id);
    const queue = (await send('GET', '/api/admin/reported-reviews', admin)).json<ReportedReview[]>();
    expect(queue.map((r) => r.id)).not.toContain(bad.id);
    // Decided once: a second decision finds no open report.
    expect(
      (await send('POST', `/api/admin/reported-reviews/tutors/${bad.id}`, admin, { decision: 'keep' }))
        .statusCode,
    ).toBe(404);

    const item = await createMerchandise(t.database.db);
    const fine = await createMerchandiseReview(t.database.db, {
      merchandiseId: item.id,
      userId: reader.user.id,
    });
    const other = await t.signUp();
    await send('POST', `/api/reviews/merchandise/${fine.id}/report`, other.cookie, { reason: 'I disagree' });
    const bad2 = await send('POST', `/api/admin/reported-reviews/merchandise/${fine.id}`, admin, {
      decision: 'maybe',
    });
    expect(bad2.statusCode).toBe(400);
    expect(
      (await send('POST', `/api/admin/reported-reviews/merchandise/${fine.id}`, admin, { decision: 'keep' }))
        .statusCode,
    ).toBe(200);
    const kept = (await send('GET', `/api/merchandise/${item.id}/reviews`, '')).json<{ id: number }[]>();
    expect(kept.map((r) => r.id)).toContain(fine.id);
  });
});
