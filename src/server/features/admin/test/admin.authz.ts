// Every /api/admin call: 401 for a guest, 403 for a signed-in student or parent, success for an
// admin (docs/rules.md#rules-the-product-leaves-open "Admin").
import { ADMIN_KINDS, type AdminKind } from '#contract/admin.ts';
import { createUser } from '#server/db/factories.ts';
import type { AuthzContext, AuthzRow } from '#server/test/authorization.ts';
import {
  createArticle,
  createContactMessage,
  createGame,
  createMerchandise,
  createMerchandiseReview,
  createOrder,
  createReviewReport,
  createTestimonial,
  createTutor,
  createTutorReview,
  createTutorSession,
} from '#server/test/factories.ts';
import { multipartBody } from '#server/test/multipart.ts';
import { SAMPLE_INPUTS, sampleTutorFields } from './admin.samples.ts';

const adminOnly = (status: number) => ({ guest: 401, student: 403, parent: 403, admin: status });

const CREATE: Record<AdminKind, (ctx: AuthzContext) => Promise<{ id: number }>> = {
  tutors: (ctx) => createTutor(ctx.t.database.db),
  articles: (ctx) => createArticle(ctx.t.database.db),
  games: (ctx) => createGame(ctx.t.database.db),
  testimonials: (ctx) => createTestimonial(ctx.t.database.db),
  merchandise: (ctx) => createMerchandise(ctx.t.database.db),
};

const kindRows = ADMIN_KINDS.flatMap((kind): AuthzRow[] => [
  { call: `GET /api/admin/${kind}`, request: () => ({ url: `/api/admin/${kind}` }), expect: adminOnly(200) },
  {
    call: `POST /api/admin/${kind}`,
    request: () => ({ url: `/api/admin/${kind}`, payload: SAMPLE_INPUTS[kind] }),
    expect: adminOnly(201),
  },
  {
    call: `PUT /api/admin/${kind}/:id`,
    request: async (ctx) => ({
      url: `/api/admin/${kind}/${(await CREATE[kind](ctx)).id}`,
      payload: SAMPLE_INPUTS[kind],
    }),
    expect: adminOnly(200),
  },
  {
    call: `DELETE /api/admin/${kind}/:id`,
    request: async (ctx) => ({ url: `/api/admin/${kind}/${(await CREATE[kind](ctx)).id}` }),
    expect: adminOnly(200),
  },
]);

async function reviewer(ctx: AuthzContext) {
  return createUser(ctx.t.database.db);
}

export const adminAuthzRows: AuthzRow[] = [
  ...kindRows,
  {
    call: 'POST /api/admin/tutors/upload',
    request: () => {
      const { payload, headers } = multipartBody(sampleTutorFields());
      return { url: '/api/admin/tutors/upload', payload, headers };
    },
    expect: adminOnly(201),
  },
  {
    call: 'PUT /api/admin/tutors/:id/upload',
    request: async (ctx) => {
      const { payload, headers } = multipartBody(sampleTutorFields());
      return {
        url: `/api/admin/tutors/${(await createTutor(ctx.t.database.db)).id}/upload`,
        payload,
        headers,
      };
    },
    expect: adminOnly(200),
  },
  {
    call: 'POST /api/admin/articles/preview',
    request: () => ({ url: '/api/admin/articles/preview', payload: { content: '<p onclick="x()">Hi</p>' } }),
    expect: adminOnly(200),
  },
  {
    call: 'GET /api/admin/messages',
    request: () => ({ url: '/api/admin/messages' }),
    expect: adminOnly(200),
  },
  {
    call: 'POST /api/admin/messages/:id/handled',
    request: async (ctx) => ({
      url: `/api/admin/messages/${(await createContactMessage(ctx.t.database.db)).id}/handled`,
    }),
    expect: adminOnly(200),
  },
  {
    call: 'GET /api/admin/sessions',
    request: () => ({ url: '/api/admin/sessions?status=scheduled' }),
    expect: adminOnly(200),
  },
  {
    call: 'POST /api/admin/sessions/:id/status',
    // A fresh scheduled session for each role, so the admin's call is never the second one (409).
    request: async (ctx) => {
      const session = await createTutorSession(ctx.t.database.db, {
        tutorId: (await createTutor(ctx.t.database.db)).id,
        userId: (await reviewer(ctx)).id,
      });
      return { url: `/api/admin/sessions/${session.id}/status`, payload: { status: 'completed' } };
    },
    expect: adminOnly(200),
  },
  {
    call: 'GET /api/admin/reported-reviews',
    request: () => ({ url: '/api/admin/reported-reviews' }),
    expect: adminOnly(200),
  },
  {
    call: 'POST /api/admin/reported-reviews/:kind/:id',
    // A fresh review with a report for each role, so the admin's decision has one to close.
    request: async (ctx) => {
      const item = await createMerchandise(ctx.t.database.db);
      const review = await createMerchandiseReview(ctx.t.database.db, {
        merchandiseId: item.id,
        userId: (await reviewer(ctx)).id,
      });
      await createReviewReport(ctx.t.database.db, {
        kind: 'merchandise',
        reviewId: review.id,
        userId: ctx.users.other.id,
      });
      return { url: `/api/admin/reported-reviews/merchandise/${review.id}`, payload: { decision: 'keep' } };
    },
    expect: adminOnly(200),
  },
  {
    call: 'GET /api/admin/orders',
    request: () => ({ url: '/api/admin/orders?status=new' }),
    expect: adminOnly(200),
  },
  {
    call: 'POST /api/admin/orders/:id/status',
    request: async (ctx) => {
      const order = await createOrder(ctx.t.database.db, { userId: (await reviewer(ctx)).id });
      return { url: `/api/admin/orders/${order.id}/status`, payload: { status: 'sent' } };
    },
    expect: adminOnly(200),
  },
  {
    call: 'GET /api/admin/tutors/:id/reviews',
    request: async (ctx) => ({
      url: `/api/admin/tutors/${(await createTutor(ctx.t.database.db)).id}/reviews`,
    }),
    expect: adminOnly(200),
  },
  {
    call: 'GET /api/admin/merchandise/:id/reviews',
    request: async (ctx) => ({
      url: `/api/admin/merchandise/${(await createMerchandise(ctx.t.database.db)).id}/reviews`,
    }),
    expect: adminOnly(200),
  },
  {
    call: 'PUT /api/admin/tutors/reviews/:id/visibility',
    request: async (ctx) => {
      const tutor = await createTutor(ctx.t.database.db);
      const review = await createTutorReview(ctx.t.database.db, {
        tutorId: tutor.id,
        userId: (await reviewer(ctx)).id,
      });
      return { url: `/api/admin/tutors/reviews/${review.id}/visibility`, payload: { hidden: true } };
    },
    expect: adminOnly(200),
  },
  {
    call: 'PUT /api/admin/merchandise/reviews/:id/visibility',
    request: async (ctx) => {
      const item = await createMerchandise(ctx.t.database.db);
      const review = await createMerchandiseReview(ctx.t.database.db, {
        merchandiseId: item.id,
        userId: (await reviewer(ctx)).id,
      });
      return { url: `/api/admin/merchandise/reviews/${review.id}/visibility`, payload: { hidden: true } };
    },
    expect: adminOnly(200),
  },
];
