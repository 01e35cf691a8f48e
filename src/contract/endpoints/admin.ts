import { z } from 'zod';
import {
  type AdminKind,
  AdminListQuerySchema,
  AdminMessageSchema,
  AdminReviewSchema,
  ArticleInputSchema,
  ArticlePreviewInputSchema,
  ArticlePreviewSchema,
  GameInputSchema,
  MerchandiseInputSchema,
  ReviewVisibilityInputSchema,
  TestimonialInputSchema,
  TutorInputSchema,
  UNHANDLED_COUNT_HEADER,
} from '#contract/admin.ts';
import { AdminArticleSchema } from '#contract/articles.ts';
import {
  EmptyBodySchema,
  IdParamsSchema,
  OkResponseSchema,
  PaginationQuerySchema,
} from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import { AdminGameSchema } from '#contract/games.ts';
import {
  ReportDecisionInputSchema,
  ReportedReviewSchema,
  type ReviewedKind,
  ReviewKindParamsSchema,
} from '#contract/reviews.ts';
import {
  AdminSessionSchema,
  AdminSessionsQuerySchema,
  SessionOutcomeInputSchema,
} from '#contract/sessions.ts';
import {
  AdminMerchandiseSchema,
  AdminOrderSchema,
  AdminOrdersQuerySchema,
  OrderStatusInputSchema,
} from '#contract/store.ts';
import { AdminTestimonialSchema } from '#contract/testimonials.ts';
import { AdminTutorSchema } from '#contract/tutors.ts';

const tags = ['admin'];

/** The list, create, edit and delete calls of one kind of catalog item: the same four for every kind. */
function kindEndpoints<const K extends AdminKind, Item extends z.ZodType, Input extends z.ZodType>(
  kind: K,
  item: Item,
  input: Input,
) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/admin/${kind}`,
      tags,
      summary: `Every ${kind} item not deleted, newest first; q searches; limit pages`,
      querystring: AdminListQuerySchema,
      response: { 200: z.array(item), ...errorResponses(400, 401, 403) },
    }),
    create: endpoint({
      method: 'POST',
      path: `/api/admin/${kind}`,
      tags,
      summary: `Add a ${kind} item`,
      body: input,
      response: { 201: item, ...errorResponses(400, 401, 403) },
    }),
    update: endpoint({
      method: 'PUT',
      path: `/api/admin/${kind}/:id`,
      tags,
      summary: `Edit a ${kind} item`,
      params: IdParamsSchema,
      body: input,
      response: { 200: item, ...errorResponses(400, 401, 403, 404) },
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `/api/admin/${kind}/:id`,
      tags,
      summary: `Delete (hide) a ${kind} item; users' history keeps it`,
      params: IdParamsSchema,
      response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
    }),
  };
}

/** Every review of a reviewed item, hidden ones too, and hiding or showing one. */
function reviewModerationEndpoints<const K extends ReviewedKind>(kind: K) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/admin/${kind}/:id/reviews`,
      tags,
      summary: `Every review of a ${kind} item, hidden ones too`,
      params: IdParamsSchema,
      response: { 200: z.array(AdminReviewSchema), ...errorResponses(400, 401, 403) },
    }),
    setVisibility: endpoint({
      method: 'PUT',
      path: `/api/admin/${kind}/reviews/:id/visibility`,
      tags,
      summary: `Hide or show a ${kind} review; the item's rating is recomputed`,
      params: IdParamsSchema,
      body: ReviewVisibilityInputSchema,
      response: { 200: AdminReviewSchema, ...errorResponses(400, 401, 403, 404) },
    }),
  };
}

/** The four calls of each kind the admin manages (the order of ADMIN_KINDS). */
export const adminKindEndpoints = {
  tutors: kindEndpoints('tutors', AdminTutorSchema, TutorInputSchema),
  articles: kindEndpoints('articles', AdminArticleSchema, ArticleInputSchema),
  games: kindEndpoints('games', AdminGameSchema, GameInputSchema),
  testimonials: kindEndpoints('testimonials', AdminTestimonialSchema, TestimonialInputSchema),
  merchandise: kindEndpoints('merchandise', AdminMerchandiseSchema, MerchandiseInputSchema),
} satisfies Record<AdminKind, unknown>;

/** The four calls of any kind, as code run over every kind sees them. */
export type AdminKindEndpoints = ReturnType<typeof kindEndpoints<AdminKind, z.ZodType, z.ZodType>>;

export const adminReviewEndpoints = {
  tutors: reviewModerationEndpoints('tutors'),
  merchandise: reviewModerationEndpoints('merchandise'),
} satisfies Record<ReviewedKind, unknown>;

export const adminEndpoints = {
  uploadTutor: endpoint({
    method: 'POST',
    path: '/api/admin/tutors/upload',
    tags,
    summary: 'Add a tutor from the multipart form: its fields and a profileImage file or an imageUrl',
    response: { 201: AdminTutorSchema, ...errorResponses(400, 401, 403, 413, 415) },
    consumes: ['multipart/form-data'],
  }),
  uploadTutorEdit: endpoint({
    method: 'PUT',
    path: '/api/admin/tutors/:id/upload',
    tags,
    summary: 'Edit a tutor from the multipart form (a new profileImage replaces the image)',
    params: IdParamsSchema,
    response: { 200: AdminTutorSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
    consumes: ['multipart/form-data'],
  }),
  previewArticle: endpoint({
    method: 'POST',
    path: '/api/admin/articles/preview',
    tags,
    summary: "The article editor's live preview: the HTML as the sanitizer stores it",
    body: ArticlePreviewInputSchema,
    response: { 200: ArticlePreviewSchema, ...errorResponses(400, 401, 403) },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/admin/messages',
    tags,
    summary: `Contact messages, newest first; the unhandled count in ${UNHANDLED_COUNT_HEADER}`,
    querystring: PaginationQuerySchema,
    response: { 200: z.array(AdminMessageSchema), ...errorResponses(400, 401, 403) },
  }),
  markMessageHandled: endpoint({
    method: 'POST',
    path: '/api/admin/messages/:id/handled',
    tags,
    summary: 'Mark a contact message handled (the first admin and time are kept)',
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: { 200: AdminMessageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/admin/sessions',
    tags,
    summary: 'Every booking with its tutor and booker, latest start first; status filters',
    querystring: AdminSessionsQuerySchema,
    response: { 200: z.array(AdminSessionSchema), ...errorResponses(400, 401, 403) },
  }),
  recordSessionOutcome: endpoint({
    method: 'POST',
    path: '/api/admin/sessions/:id/status',
    tags,
    summary: 'Record what happened at a scheduled session: completed or no-show (409 otherwise)',
    params: IdParamsSchema,
    body: SessionOutcomeInputSchema,
    response: { 200: AdminSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  reportedReviews: endpoint({
    method: 'GET',
    path: '/api/admin/reported-reviews',
    tags,
    summary: 'Reviews of both kinds with open reports, oldest report first, with the reasons',
    response: { 200: z.array(ReportedReviewSchema), ...errorResponses(401, 403) },
  }),
  decideReport: endpoint({
    method: 'POST',
    path: '/api/admin/reported-reviews/:kind/:id',
    tags,
    summary: 'Keep a reported review (its reports closed) or remove it (hidden; the rating recomputed)',
    params: ReviewKindParamsSchema,
    body: ReportDecisionInputSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  orders: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    tags,
    summary: 'Physical prizes to send, with their address and status, newest first; status filters',
    querystring: AdminOrdersQuerySchema,
    response: { 200: z.array(AdminOrderSchema), ...errorResponses(400, 401, 403) },
  }),
  setOrderStatus: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    tags,
    summary: "Set an order's status: new, sent or delivered (the child sees it)",
    params: IdParamsSchema,
    body: OrderStatusInputSchema,
    response: { 200: AdminOrderSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
