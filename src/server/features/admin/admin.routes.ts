// Every /api/admin call, in one scope whose single onRequest hook is the admin guard: 401 for a
// guest, 403 for a non-admin, before the body is read, so an admin route cannot forget it.

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminListQuerySchema,
  AdminMessageSchema,
  AdminReviewSchema,
  ArticlePreviewInputSchema,
  ArticlePreviewSchema,
  REVIEWED_KINDS,
  ReviewVisibilityInputSchema,
  UNHANDLED_COUNT_HEADER,
} from '#contract/admin.ts';
import {
  EmptyBodySchema,
  IdParamsSchema,
  OkResponseSchema,
  PaginationQuerySchema,
} from '#contract/common.ts';
import {
  ReportDecisionInputSchema,
  ReportedReviewSchema,
  ReviewKindParamsSchema,
} from '#contract/reviews.ts';
import {
  AdminSessionSchema,
  AdminSessionsQuerySchema,
  SessionOutcomeInputSchema,
} from '#contract/sessions.ts';
import { AdminOrderSchema, AdminOrdersQuerySchema, OrderStatusInputSchema } from '#contract/store.ts';
import { TutorSchema } from '#contract/tutors.ts';
import type { AdminKindHandler } from '../../lib/admin-kind';
import { totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import { requireAdmin, signedInUser } from '../../plugins/session';
import * as messages from '../contact/contact-admin.service';
import * as reviews from '../reviews/reviews.service';
import * as orders from '../store/orders-admin.service';
import * as bookings from '../tutors/bookings-admin.service';
import * as admin from './admin.service';
import { ADMIN_KIND_HANDLERS } from './admin-kinds';
import { readMultipartForm } from './multipart-form';
import { MAX_IMAGE_BYTES } from './tutor-image';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The body Fastify has validated, with its type: a route generic over the kind cannot name it,
 * so it is read through the kind's schema once more (its transforms give the same values again).
 */
function typedBody<I extends z.ZodType>(handler: { input: I }, body: unknown): z.output<I> {
  return handler.input.parse(body);
}

/** The list, create, edit and delete calls of one kind: the same four for every kind. */
function registerKind<I extends z.ZodType, Item>(app: AdminApp, handler: AdminKindHandler<I, Item>) {
  const ctx = app.ctx;
  const path = `/${handler.kind}`;
  const tags = ['admin'];

  app.get(
    path,
    {
      schema: {
        tags,
        summary: `Every ${handler.kind} item not deleted, newest first; q searches; limit pages`,
        querystring: AdminListQuerySchema,
        response: { 200: z.array(handler.item), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await admin.listItems(ctx, handler, request.query);
      const headers = totalCountHeader(page.total);
      if (headers) reply.headers(headers);
      return page.items;
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: `Add a ${handler.kind} item`,
        body: handler.input,
        response: { 201: handler.item, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const item = await admin.createItem(ctx, handler, typedBody(handler, request.body));
      return reply.code(201).send(item);
    },
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Edit a ${handler.kind} item`,
        params: IdParamsSchema,
        body: handler.input,
        response: { 200: handler.item, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => admin.updateItem(ctx, handler, request.params.id, typedBody(handler, request.body)),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete (hide) a ${handler.kind} item; users' history keeps it`,
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await admin.deleteItem(ctx, handler, request.params.id);
      return { ok: true as const };
    },
  );
}

/**
 * The tutor form's upload calls, in a scope of their own: only they read multipart bodies, so a
 * multipart body sent to any other admin call is 415, like any body that is not JSON.
 */
const tutorUploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
  const ctx = uploads.ctx;
  const tags = ['admin'];
  await uploads.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, parts: 32 },
  });
  const multipartDoc = { consumes: ['multipart/form-data'] };
  uploads.post(
    '/tutors/upload',
    {
      schema: {
        tags,
        ...multipartDoc,
        summary: 'Add a tutor from the multipart form: its fields and a profileImage file or an imageUrl',
        response: { 201: TutorSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const tutor = await admin.createTutorFromForm(ctx, await readMultipartForm(request));
      return reply.code(201).send(tutor);
    },
  );

  uploads.put(
    '/tutors/:id/upload',
    {
      schema: {
        tags,
        ...multipartDoc,
        summary: 'Edit a tutor from the multipart form (a new profileImage replaces the image)',
        params: IdParamsSchema,
        response: { 200: TutorSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => admin.updateTutorFromForm(ctx, request.params.id, await readMultipartForm(request)),
  );
};

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);
  registerKind(app, ADMIN_KIND_HANDLERS.tutors);
  registerKind(app, ADMIN_KIND_HANDLERS.articles);
  registerKind(app, ADMIN_KIND_HANDLERS.games);
  registerKind(app, ADMIN_KIND_HANDLERS.testimonials);
  registerKind(app, ADMIN_KIND_HANDLERS.merchandise);

  await app.register(tutorUploadRoutes);

  app.post(
    '/articles/preview',
    {
      schema: {
        tags,
        summary: "The article editor's live preview: the HTML as the sanitizer stores it",
        body: ArticlePreviewInputSchema,
        response: { 200: ArticlePreviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ html: sanitizeArticleHtml(request.body.content) }),
  );

  app.get(
    '/messages',
    {
      schema: {
        tags,
        summary: `Contact messages, newest first; the unhandled count in ${UNHANDLED_COUNT_HEADER}`,
        querystring: PaginationQuerySchema,
        response: { 200: z.array(AdminMessageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await messages.listMessages(ctx, request.query);
      reply.headers({ ...totalCountHeader(page.total), [UNHANDLED_COUNT_HEADER]: String(page.unhandled) });
      return page.items;
    },
  );

  app.post(
    '/messages/:id/handled',
    {
      schema: {
        tags,
        summary: 'Mark a contact message handled (the first admin and time are kept)',
        params: IdParamsSchema,
        body: EmptyBodySchema,
        response: { 200: AdminMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => messages.markMessageHandled(ctx, request.params.id, signedInUser(request).id),
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Every booking with its tutor and booker, latest start first; status filters',
        querystring: AdminSessionsQuerySchema,
        response: { 200: z.array(AdminSessionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await bookings.listSessions(ctx, request.query);
      const headers = totalCountHeader(page.total);
      if (headers) reply.headers(headers);
      return page.items;
    },
  );

  app.post(
    '/sessions/:id/status',
    {
      schema: {
        tags,
        summary: 'Record what happened at a scheduled session: completed or no-show (409 otherwise)',
        params: IdParamsSchema,
        body: SessionOutcomeInputSchema,
        response: { 200: AdminSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => bookings.recordOutcome(ctx, request.params.id, request.body.status),
  );

  app.get(
    '/reported-reviews',
    {
      schema: {
        tags,
        summary: 'Reviews of both kinds with open reports, oldest report first, with the reasons',
        response: { 200: z.array(ReportedReviewSchema), ...errorResponses(401, 403) },
      },
    },
    async () => reviews.reportedReviews(ctx),
  );

  app.post(
    '/reported-reviews/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Keep a reported review (its reports closed) or remove it (hidden; the rating recomputed)',
        params: ReviewKindParamsSchema,
        body: ReportDecisionInputSchema,
        response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await reviews.decideReport(ctx, kind, id, request.body.decision, signedInUser(request).id);
      return { ok: true as const };
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Physical prizes to send, with their address and status, newest first; status filters',
        querystring: AdminOrdersQuerySchema,
        response: { 200: z.array(AdminOrderSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await orders.listOrders(ctx, request.query);
      const headers = totalCountHeader(page.total);
      if (headers) reply.headers(headers);
      return page.items;
    },
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary: "Set an order's status: new, sent or delivered (the child sees it)",
        params: IdParamsSchema,
        body: OrderStatusInputSchema,
        response: { 200: AdminOrderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orders.setOrderStatus(ctx, request.params.id, request.body.status),
  );

  for (const kind of REVIEWED_KINDS) {
    app.get(
      `/${kind}/:id/reviews`,
      {
        schema: {
          tags,
          summary: `Every review of a ${kind} item, hidden ones too`,
          params: IdParamsSchema,
          response: { 200: z.array(AdminReviewSchema), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => admin.listReviews(ctx, kind, request.params.id),
    );

    app.put(
      `/${kind}/reviews/:id/visibility`,
      {
        schema: {
          tags,
          summary: `Hide or show a ${kind} review; the item's rating is recomputed`,
          params: IdParamsSchema,
          body: ReviewVisibilityInputSchema,
          response: { 200: AdminReviewSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        admin.setReviewHidden(ctx, kind, request.params.id, request.body.hidden, signedInUser(request).id),
    );
  }
};
