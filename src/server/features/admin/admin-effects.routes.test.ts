// What an admin's change does beyond its own row: the public pages at once, users' history kept,
// a deleted tutor's bookings cancelled, sanitized articles, a new game playable, hidden reviews.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '#contract/admin.ts';
import type { Article } from '#contract/articles.ts';
import type { Game, GameScore, ScoreResult } from '#contract/games.ts';
import type { TutorSession } from '#contract/sessions.ts';
import type { Merchandise } from '#contract/store.ts';
import type { Tutor, TutorReview } from '#contract/tutors.ts';
import { purchaseFacts } from '#server/features/store/store.service.ts';
import {
  createCompletedSession,
  createMathChallengeGame,
  createMerchandise,
  createMerchandiseReview,
  createTutor,
  createTutorReview,
  createTutorSession,
  grantPoints,
} from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { SAMPLE_INPUTS } from './test/admin.samples.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T12:00:00.000Z', config: { demoMode: false } });
  await createMathChallengeGame(t.database.db);
  admin = (await t.signUp({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = admin, payload?: unknown) {
  return t.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('an admin edit shows on the public pages at once', () => {
  it('the next public read of a cached list and item serves the edit', async () => {
    const tutor = (await call('POST', '/api/admin/tutors', admin, SAMPLE_INPUTS.tutors)).json<Tutor>();
    const before = await call('GET', '/api/tutors', '');
    expect(before.json<Tutor[]>().map((x) => x.name)).toContain('Maya Patel');
    // A second read is served from the cache...
    expect((await call('GET', `/api/tutors/${tutor.id}`, '')).json<Tutor>().name).toBe('Maya Patel');

    await call('PUT', `/api/admin/tutors/${tutor.id}`, admin, {
      ...SAMPLE_INPUTS.tutors,
      name: 'Maya Patel-Ruiz',
    });
    // ...and the edit is served by the very next one.
    expect((await call('GET', '/api/tutors', '')).json<Tutor[]>().map((x) => x.name)).toContain(
      'Maya Patel-Ruiz',
    );
    expect((await call('GET', `/api/tutors/${tutor.id}`, '')).json<Tutor>().name).toBe('Maya Patel-Ruiz');

    const article = (
      await call('POST', '/api/admin/articles', admin, SAMPLE_INPUTS.articles)
    ).json<Article>();
    expect(
      (await call('GET', '/api/articles/featured', '')).json<Article[]>().map((a) => a.id),
    ).not.toContain(article.id);
    await call('PUT', `/api/admin/articles/${article.id}`, admin, {
      ...SAMPLE_INPUTS.articles,
      featured: true,
    });
    expect((await call('GET', '/api/articles/featured', '')).json<Article[]>().map((a) => a.id)).toContain(
      article.id,
    );
  });
});

describe('deletes hide the item and keep users’ history', () => {
  it('a deleted tutor leaves the lists, their future bookings are cancelled with an e-mail, the past ones and reviews stay', async () => {
    const tutor = await createTutor(t.database.db, { name: 'Leaving Lee' });
    const booker = await t.signUp();
    const future = await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: booker.user.id,
      startsAt: new Date(t.clock.now().getTime() + 72 * HOUR),
    });
    const past = await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: booker.user.id,
      startsAt: new Date(t.clock.now().getTime() - 72 * HOUR),
    });
    await createTutorReview(t.database.db, {
      tutorId: tutor.id,
      userId: booker.user.id,
      comment: 'So patient!',
    });

    expect((await call('DELETE', `/api/admin/tutors/${tutor.id}`)).json()).toEqual({ ok: true });

    expect((await call('GET', `/api/tutors/${tutor.id}`, '')).statusCode).toBe(404);
    expect((await call('GET', '/api/tutors', '')).json<Tutor[]>().map((x) => x.id)).not.toContain(tutor.id);
    const sessions = (await call('GET', '/api/sessions/user', booker.cookie)).json<TutorSession[]>();
    expect(sessions.find((s) => s.id === future.id)).toMatchObject({
      status: 'cancelled',
      tutor: { name: 'Leaving Lee' },
    });
    expect(sessions.find((s) => s.id === past.id)).toMatchObject({
      status: 'completed',
      tutor: { name: 'Leaving Lee' },
    });
    const mail = t.outbox().filter((m) => m.to === booker.user.email);
    expect(mail.map((m) => m.subject)).toEqual(['Cancelled: Mathematics with Leaving Lee']);
    const own = await call('GET', `/api/tutors/${tutor.id}/reviews/mine`, booker.cookie);
    expect(own.json<TutorReview>()).toMatchObject({ comment: 'So patient!' });
  });

  it('a deleted item leaves the store; its buyers keep what they bought as they bought it', async () => {
    const item = await createMerchandise(t.database.db, {
      name: 'Rocket Pencil',
      imageUrl: '/images/merchandise/pencil-set.webp',
    });
    const buyer = await t.signUp();
    await grantPoints(t.database.db, buyer.user.id, 500);
    const bought = await call('POST', '/api/merchandise/purchase', buyer.cookie, {
      merchandiseId: item.id,
      paymentType: 'points',
    });
    expect(bought.statusCode, bought.body).toBe(200);

    await call('DELETE', `/api/admin/merchandise/${item.id}`);
    expect((await call('GET', '/api/merchandise', '')).json<Merchandise[]>().map((m) => m.id)).not.toContain(
      item.id,
    );
    expect(
      (await call('GET', '/api/admin/merchandise')).json<Merchandise[]>().map((m) => m.id),
    ).not.toContain(item.id);
    // The purchase stays, with the name and image it was bought with (the item row is kept, hidden).
    expect(bought.json()).toMatchObject({
      merchandiseId: item.id,
      merchandise: { name: 'Rocket Pencil', imageUrl: '/images/merchandise/pencil-set.webp' },
    });
    expect((await purchaseFacts(t.app.ctx, buyer.user.id)).purchases).toBe(1);
  });

  it("a deleted game leaves the library; its players' scores keep its name", async () => {
    const game = (
      await call('POST', '/api/admin/games', admin, { ...SAMPLE_INPUTS.games, title: 'Short Lived' })
    ).json<Game>();
    const player = await t.signUp();
    const scored = await playLevel(player.cookie, game.id, 1, 9);
    expect(scored.statusCode, scored.body).toBe(201);

    await call('DELETE', `/api/admin/games/${game.id}`);
    expect((await call('GET', '/api/games', '')).json<Game[]>().map((g) => g.id)).not.toContain(game.id);
    const scores = (await call('GET', '/api/games/scores', player.cookie)).json<GameScore[]>();
    expect(scores[0]).toMatchObject({ gameId: game.id, game: { name: 'Short Lived' } });
  });
});

async function playLevel(cookie: string, gameId: number, level: number, correct: number) {
  const play = await call('POST', `/api/games/${gameId}/plays`, cookie);
  expect(play.statusCode, play.body).toBe(201);
  t.clock.advance(120_000);
  return call('POST', '/api/games/scores', cookie, {
    playId: play.json<{ playId: number }>().playId,
    gameId,
    level,
    score: correct * 5,
    correctAnswers: correct,
    totalQuestions: 10,
    timeSpent: 100,
  });
}

describe('games an admin adds', () => {
  it('are playable at once with their levels and badges', async () => {
    const game = (await call('POST', '/api/admin/games', admin, SAMPLE_INPUTS.games)).json<Game>();
    expect(game.rules.levels.map((l) => l.level)).toEqual([1, 2]);
    const publicGame = (await call('GET', `/api/games/${game.id}`, '')).json<Game>();
    expect(publicGame).toMatchObject({ title: 'Number Hop', haslevels: true, totallevels: 2 });

    const player = await t.signUp();
    const first = await playLevel(player.cookie, game.id, 1, 9);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ScoreResult>()).toMatchObject({
      level: 1,
      newCompletedLevels: [1],
      newBadges: ['First Hop'],
    });
  });
});

describe('a game an admin adds without rules, or with chosen operations', () => {
  it("plays by its kind's default rules, and an edit without rules keeps the game's own", async () => {
    const { rules: _rules, ...fields } = SAMPLE_INPUTS.games;
    const created = await call('POST', '/api/admin/games', admin, { ...fields, skillType: 'spelling' });
    expect(created.statusCode, created.body).toBe(201);
    const game = created.json<Game>();
    expect(game.rules).toMatchObject({ levels: [], roundSeconds: null, perCorrect: { easy: 15 } });

    const withRules = await call('PUT', `/api/admin/games/${game.id}`, admin, SAMPLE_INPUTS.games);
    expect(withRules.json<Game>().rules.levels).toHaveLength(2);
    const renamed = await call('PUT', `/api/admin/games/${game.id}`, admin, { ...fields, title: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Game>()).toMatchObject({ title: 'Renamed', totallevels: 2 });
  });

  it("takes an arithmetic game's operations and numbers, and refuses an empty or unknown choice", async () => {
    const rules = {
      ...SAMPLE_INPUTS.games.rules,
      arithmetic: { operations: ['*'], min: 1, max: 12 },
    };
    const created = await call('POST', '/api/admin/games', admin, {
      ...SAMPLE_INPUTS.games,
      title: 'Times Table Trek',
      rules,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Game>().rules.arithmetic).toEqual({ operations: ['*'], min: 1, max: 12 });

    for (const arithmetic of [
      { operations: [], min: 1, max: 12 },
      { operations: ['^'], min: 1, max: 12 },
      { operations: ['+'], min: 20, max: 10 },
    ]) {
      const bad = await call('POST', '/api/admin/games', admin, {
        ...SAMPLE_INPUTS.games,
        rules: { ...SAMPLE_INPUTS.games.rules, arithmetic },
      });
      expect(bad.statusCode, JSON.stringify(arithmetic)).toBe(400);
    }
  });
});

describe('article HTML', () => {
  it('is sanitized when written: no script, no event attribute, no javascript: URL', async () => {
    const content =
      '<h1>Title</h1><p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and ' +
      '<a href="https://example.com">that</a>.</p><script>alert("x")</script><img src="x" onerror="alert(2)">' +
      '<iframe src="https://evil.example"></iframe>';
    const res = await call('POST', '/api/admin/articles', admin, { ...SAMPLE_INPUTS.articles, content });
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<Article>().content;
    const read = (await call('GET', `/api/articles/${res.json<Article>().id}`, '')).json<Article>().content;
    for (const html of [stored, read]) {
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|alert/i);
      expect(html).toContain('<h2>Title</h2>');
      expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">that</a>');
    }
  });

  it("the editor's preview answers what the sanitizer would store", async () => {
    const res = await call('POST', '/api/admin/articles/preview', admin, {
      content: '<p onclick="x()">Hi <script>bad()</script><a href="javascript:x()">link</a></p>',
    });
    expect(res.json()).toEqual({ html: '<p>Hi <a rel="noopener noreferrer">link</a></p>' });
  });

  it('keeps the publish date an admin sets, and an edit without one keeps it', async () => {
    const created = await call('POST', '/api/admin/articles', admin, {
      ...SAMPLE_INPUTS.articles,
      publishedAt: '2026-03-04T09:00:00.000Z',
    });
    const id = created.json<Article>().id;
    expect(created.json<Article>().publishedAt).toBe('2026-03-04T09:00:00.000Z');
    const edited = await call('PUT', `/api/admin/articles/${id}`, admin, {
      ...SAMPLE_INPUTS.articles,
      title: 'New title',
    });
    expect(edited.json<Article>()).toMatchObject({
      title: 'New title',
      publishedAt: '2026-03-04T09:00:00.000Z',
    });
  });
});

describe('review moderation', () => {
  it('a hidden tutor review leaves the public list and the rating; its author still sees it, marked hidden', async () => {
    const tutor = await createTutor(t.database.db);
    const kind = await t.signUp();
    const rude = await t.signUp();
    for (const reviewer of [kind, rude])
      await createCompletedSession(t.database.db, {
        tutorId: tutor.id,
        userId: reviewer.user.id,
        before: t.clock.now(),
      });
    await call('POST', `/api/tutors/${tutor.id}/reviews`, kind.cookie, {
      rating: 5,
      comment: 'Wonderful teacher.',
    });
    const bad = await call('POST', `/api/tutors/${tutor.id}/reviews`, rude.cookie, {
      rating: 1,
      comment: 'Rude words here.',
    });
    expect((await call('GET', `/api/tutors/${tutor.id}`, '')).json<Tutor>()).toMatchObject({
      rating: 3,
      ratingCount: 2,
    });

    const hidden = await call(
      'PUT',
      `/api/admin/tutors/reviews/${bad.json<TutorReview>().id}/visibility`,
      admin,
      {
        hidden: true,
      },
    );
    expect(hidden.json<AdminReview>()).toMatchObject({ hidden: true, comment: 'Rude words here.' });

    const publicReviews = (await call('GET', `/api/tutors/${tutor.id}/reviews`, '')).json<TutorReview[]>();
    expect(publicReviews.map((r) => r.comment)).toEqual(['Wonderful teacher.']);
    expect((await call('GET', `/api/tutors/${tutor.id}`, '')).json<Tutor>()).toMatchObject({
      rating: 5,
      ratingCount: 1,
    });
    const own = (await call('GET', `/api/tutors/${tutor.id}/reviews/mine`, rude.cookie)).json<TutorReview>();
    expect(own).toMatchObject({ comment: 'Rude words here.', hidden: true });
    const forAdmin = (await call('GET', `/api/admin/tutors/${tutor.id}/reviews`)).json<AdminReview[]>();
    expect(forAdmin.map((r) => [r.comment, r.hidden])).toContainEqual(['Rude words here.', true]);

    await call('PUT', `/api/admin/tutors/reviews/${bad.json<TutorReview>().id}/visibility`, admin, {
      hidden: false,
    });
    expect((await call('GET', `/api/tutors/${tutor.id}`, '')).json<Tutor>()).toMatchObject({
      rating: 3,
      ratingCount: 2,
    });
  });

  it("a hidden merchandise review leaves the item's average and count", async () => {
    const item = await createMerchandise(t.database.db);
    const [a, b] = [await t.signUp(), await t.signUp()];
    await createMerchandiseReview(t.database.db, { merchandiseId: item.id, userId: a.user.id, rating: 5 });
    const bad = await createMerchandiseReview(t.database.db, {
      merchandiseId: item.id,
      userId: b.user.id,
      rating: 1,
      comment: 'Spam spam spam.',
    });
    const res = await call('PUT', `/api/admin/merchandise/reviews/${bad.id}/visibility`, admin, {
      hidden: true,
    });
    expect(res.json<AdminReview>()).toMatchObject({ id: bad.id, hidden: true, username: b.user.username });
    const shown = (await call('GET', '/api/merchandise', ''))
      .json<Merchandise[]>()
      .find((m) => m.id === item.id);
    expect(shown).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(
      (await call('PUT', '/api/admin/merchandise/reviews/999999/visibility', admin, { hidden: true }))
        .statusCode,
    ).toBe(404);
  });
});
