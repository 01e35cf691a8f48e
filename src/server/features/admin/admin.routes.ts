// Every /api/admin call, in one scope whose single onRequest hook is the admin guard: 401 for a
// guest, 403 for a non-admin, before the body is read, so an admin route cannot forget it.

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { REVIEWED_KINDS, UNHANDLED_COUNT_HEADER } from '#contract/admin.ts';
import {
  type AdminKindEndpoints,
  adminEndpoints,
  adminKindEndpoints,
  adminReviewEndpoints,
} from '#contract/endpoints/admin.ts';
import { teachHoursEndpoints } from '#contract/endpoints/teach-hours.ts';
import * as messages from '#server/features/contact/contact-admin.service.ts';
import * as reviews from '#server/features/reviews/reviews.service.ts';
import * as orders from '#server/features/store/orders-admin.service.ts';
import * as bookings from '#server/features/tutors/bookings-admin.service.ts';
import * as tutorHours from '#server/features/tutors/hours.service.ts';
import type { AdminKindHandler } from '#server/lib/admin-kind.ts';
import { requireAdmin, signedInUser } from '#server/lib/guards.ts';
import { sendPage } from '#server/lib/lists.ts';
import { route } from '#server/lib/route.ts';
import { sanitizeArticleHtml } from '#server/lib/sanitize-html.ts';
import * as admin from './admin.service.ts';
import { ADMIN_KIND_HANDLERS } from './admin-kinds.ts';
import { readMultipartForm } from './multipart-form.ts';
import { MAX_IMAGE_BYTES } from './tutor-image.ts';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The body Fastify has validated, with its type: a route generic over the kind cannot name it,
 * so it is read through the kind's schema once more (its transforms give the same values again).
 */
function typedBody<I extends z.ZodType>(handler: { input: I }, body: unknown): z.output<I> {
  return handler.input.parse(body);
}

/** The list, create, edit and delete calls of one kind: the same four for every kind. */
function registerKind<I extends z.ZodType, Item>(
  app: AdminApp,
  entries: AdminKindEndpoints,
  handler: AdminKindHandler<I, Item>,
) {
  const ctx = app.ctx;

  route(app, entries.list, async (request, reply) => {
    const page = await admin.listItems(ctx, handler, request.query);
    return sendPage(reply, page);
  });

  route(app, entries.create, async (request, reply) => {
    const item = await admin.createItem(ctx, handler, typedBody(handler, request.body));
    return reply.code(201).send(item);
  });

  route(app, entries.update, async (request) =>
    admin.updateItem(ctx, handler, request.params.id, typedBody(handler, request.body)),
  );

  route(app, entries.remove, async (request) => {
    await admin.deleteItem(ctx, handler, request.params.id);
    return { ok: true as const };
  });
}

/**
 * The tutor form's upload calls, in a scope of their own: only they read multipart bodies, so a
 * multipart body sent to any other admin call is 415, like any body that is not JSON.
 */
const tutorUploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
  const ctx = uploads.ctx;
  await uploads.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, parts: 32 },
  });
  route(uploads, adminEndpoints.uploadTutor, async (request, reply) => {
    const tutor = await admin.createTutorFromForm(ctx, await readMultipartForm(request));
    return reply.code(201).send(tutor);
  });

  route(uploads, adminEndpoints.uploadTutorEdit, async (request) =>
    admin.updateTutorFromForm(ctx, request.params.id, await readMultipartForm(request)),
  );
};

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', requireAdmin);
  registerKind(app, adminKindEndpoints.tutors, ADMIN_KIND_HANDLERS.tutors);
  registerKind(app, adminKindEndpoints.articles, ADMIN_KIND_HANDLERS.articles);
  registerKind(app, adminKindEndpoints.games, ADMIN_KIND_HANDLERS.games);
  registerKind(app, adminKindEndpoints.testimonials, ADMIN_KIND_HANDLERS.testimonials);
  registerKind(app, adminKindEndpoints.merchandise, ADMIN_KIND_HANDLERS.merchandise);

  await app.register(tutorUploadRoutes);

  // A tutor's own hours, as the tutor's form edits them (docs/tutoring.md#a-tutors-hours).
  route(app, teachHoursEndpoints.adminGet, async (request) => tutorHours.getHours(ctx, request.params.id));
  route(app, teachHoursEndpoints.adminPut, async (request) =>
    tutorHours.setHours(ctx, request.params.id, request.body),
  );

  route(app, adminEndpoints.previewArticle, async (request) => ({
    html: sanitizeArticleHtml(request.body.content),
  }));

  route(app, adminEndpoints.messages, async (request, reply) => {
    const page = await messages.listMessages(ctx, request.query);
    reply.header(UNHANDLED_COUNT_HEADER, String(page.unhandled));
    return sendPage(reply, page);
  });

  route(app, adminEndpoints.markMessageHandled, async (request) =>
    messages.markMessageHandled(ctx, request.params.id, signedInUser(request).id),
  );

  route(app, adminEndpoints.sessions, async (request, reply) => {
    const page = await bookings.listSessions(ctx, request.query);
    return sendPage(reply, page);
  });

  route(app, adminEndpoints.recordSessionOutcome, async (request) =>
    bookings.recordOutcome(ctx, request.params.id, request.body.status),
  );

  route(app, adminEndpoints.reportedReviews, async () => reviews.reportedReviews(ctx));

  route(app, adminEndpoints.decideReport, async (request) => {
    const { kind, id } = request.params;
    await reviews.decideReport(ctx, kind, id, request.body.decision, signedInUser(request).id);
    return { ok: true as const };
  });

  route(app, adminEndpoints.orders, async (request, reply) => {
    const page = await orders.listOrders(ctx, request.query);
    return sendPage(reply, page);
  });

  route(app, adminEndpoints.setOrderStatus, async (request) =>
    orders.setOrderStatus(ctx, request.params.id, request.body.status),
  );

  for (const kind of REVIEWED_KINDS) {
    route(app, adminReviewEndpoints[kind].list, async (request) =>
      admin.listReviews(ctx, kind, request.params.id),
    );

    route(app, adminReviewEndpoints[kind].setVisibility, async (request) =>
      admin.setReviewHidden(ctx, kind, request.params.id, request.body.hidden, signedInUser(request).id),
    );
  }
};
