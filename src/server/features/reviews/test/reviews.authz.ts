// Every review call of both kinds: who may read, write, change, report and ask whether they may
// write one. Writing needs the experience (a session with the tutor, the item bought), so each
// signed-in role is given it first; the refusal without it is tested in the routes tests.

import type { AuthzContext, AuthzRow, Role } from '#server/test/authorization.ts';
import {
  createCompletedSession,
  createMerchandise,
  createMerchandiseReview,
  createPurchase,
  createTutor,
  createTutorReview,
} from '#server/test/factories.ts';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });
const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });

async function newTutor(ctx: AuthzContext) {
  const tutor = await createTutor(ctx.t.database.db);
  await ctx.t.app.ctx.catalogCache.invalidate('tutors');
  return tutor;
}

/** A new tutor the role's user had a session with. */
async function tutorSeenBy(ctx: AuthzContext, role: Role) {
  const tutor = await newTutor(ctx);
  if (role !== 'guest') {
    const before = ctx.t.clock.now();
    await createCompletedSession(ctx.t.database.db, {
      tutorId: tutor.id,
      userId: ctx.users[role].id,
      before,
    });
  }
  return tutor;
}

/** A new item the role's user bought. */
async function itemBoughtBy(ctx: AuthzContext, role: Role) {
  const item = await createMerchandise(ctx.t.database.db);
  if (role !== 'guest')
    await createPurchase(ctx.t.database.db, { userId: ctx.users[role].id, merchandiseId: item.id });
  return item;
}

/** A merchandise review written by `role` (a guest's stands for the other user's) on a fresh item. */
async function reviewOf(ctx: AuthzContext, role: Role | 'other'): Promise<number> {
  const owner = role === 'guest' || role === 'other' ? ctx.users.other : ctx.users[role];
  const fresh = await createMerchandise(ctx.t.database.db);
  return (await createMerchandiseReview(ctx.t.database.db, { merchandiseId: fresh.id, userId: owner.id })).id;
}

/** A tutor review by the other user, for anyone to report. */
async function othersTutorReview(ctx: AuthzContext): Promise<number> {
  const tutor = await newTutor(ctx);
  return (await createTutorReview(ctx.t.database.db, { tutorId: tutor.id, userId: ctx.users.other.id })).id;
}

const reviewBody = { rating: 4, comment: 'A very nice prize.' };

export const reviewsAuthzRows: AuthzRow[] = [
  {
    call: 'GET /api/tutors/:id/reviews',
    request: async (ctx) => ({ url: `/api/tutors/${(await newTutor(ctx)).id}/reviews` }),
    expect: allRoles(200),
  },
  {
    call: 'GET /api/tutors/:id/reviews/mine',
    request: async (ctx) => ({ url: `/api/tutors/${(await newTutor(ctx)).id}/reviews/mine` }),
    expect: signedIn(200),
  },
  {
    call: 'POST /api/tutors/:id/reviews',
    request: async (ctx, role) => ({
      url: `/api/tutors/${(await tutorSeenBy(ctx, role)).id}/reviews`,
      payload: { rating: 5, comment: 'Clear and kind.' },
    }),
    expect: signedIn(201),
  },
  {
    call: 'GET /api/merchandise/:id/reviews',
    request: async (ctx) => ({
      url: `/api/merchandise/${(await createMerchandise(ctx.t.database.db)).id}/reviews`,
    }),
    expect: allRoles(200),
  },
  {
    call: 'POST /api/merchandise/:id/reviews',
    request: async (ctx, role) => ({
      url: `/api/merchandise/${(await itemBoughtBy(ctx, role)).id}/reviews`,
      payload: reviewBody,
    }),
    expect: signedIn(201),
  },
  {
    call: 'PUT /api/merchandise/reviews/:id',
    request: async (ctx, role) => ({
      url: `/api/merchandise/reviews/${await reviewOf(ctx, role)}`,
      payload: reviewBody,
    }),
    expect: signedIn(200),
    otherUsersResource: {
      request: async (ctx) => ({
        url: `/api/merchandise/reviews/${await reviewOf(ctx, 'other')}`,
        payload: reviewBody,
      }),
      status: 403,
    },
  },
  {
    call: 'DELETE /api/merchandise/reviews/:id',
    request: async (ctx, role) => ({ url: `/api/merchandise/reviews/${await reviewOf(ctx, role)}` }),
    expect: signedIn(200),
    otherUsersResource: {
      request: async (ctx) => ({ url: `/api/merchandise/reviews/${await reviewOf(ctx, 'other')}` }),
      status: 403,
    },
  },
  {
    call: 'GET /api/reviews/:kind/:id/eligibility',
    request: async (ctx) => ({ url: `/api/reviews/tutors/${(await newTutor(ctx)).id}/eligibility` }),
    expect: signedIn(200),
  },
  {
    call: 'POST /api/reviews/:kind/:id/report',
    request: async (ctx) => ({
      url: `/api/reviews/tutors/${await othersTutorReview(ctx)}/report`,
      payload: { reason: 'Unkind words' },
    }),
    expect: signedIn(201),
  },
];
