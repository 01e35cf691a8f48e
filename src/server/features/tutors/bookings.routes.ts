import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyBodySchema, IdParamsSchema } from '#contract/common.ts';
import { AwaitingParentSchema } from '#contract/parent-controls.ts';
import { BookSessionInputSchema, TutorSessionSchema, UserSessionsQuerySchema } from '#contract/sessions.ts';
import { totalCountHeader } from '../../lib/lists';
import { errorResponses } from '../../lib/route-schemas';
import { requireConsent, requireUser, signedInUser } from '../../plugins/session';
import { holdForParent } from '../family/approvals.service';
import * as bookings from './bookings.service';

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['sessions'];

  // Every call here is the signed-in booker's; a guest is told to log in before anything else.
  app.addHook('onRequest', requireUser);

  app.post(
    '/sessions',
    {
      // Added to the scope's requireUser: booking binds the child to a tutor.
      onRequest: requireConsent,
      schema: {
        tags,
        summary: 'Book a tutor session (in the future, at most 90 days ahead, 10 upcoming at most)',
        body: BookSessionInputSchema,
        response: {
          201: TutorSessionSchema,
          202: AwaitingParentSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      // With a parent's approvals on, the booking waits as a request (DESIGN section 12).
      const held = await holdForParent(ctx, signedInUser(request), { kind: 'booking', input: request.body });
      if (held) return reply.code(202).send(held);
      const session = await bookings.bookSession(ctx, signedInUser(request).id, request.body);
      return reply.code(201).send(session);
    },
  );

  app.get(
    '/sessions/user',
    {
      schema: {
        tags,
        summary: "The signed-in user's sessions, latest start first; with limit, a page and X-Total-Count",
        querystring: UserSessionsQuerySchema,
        response: { 200: z.array(TutorSessionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = await bookings.listUserSessions(ctx, signedInUser(request).id, request.query);
      const headers = totalCountHeader(page.total);
      if (headers) reply.headers(headers);
      return page.items;
    },
  );

  app.post(
    '/sessions/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a session (its booker only, until 12 hours before it starts)',
        params: IdParamsSchema,
        body: EmptyBodySchema,
        response: { 200: TutorSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => bookings.cancelSession(ctx, signedInUser(request).id, request.params.id),
  );

  app.get(
    '/sessions/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The session as an iCalendar file (its booker only)',
        params: IdParamsSchema,
        response: {
          200: z.string().describe('text/calendar'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await bookings.sessionCalendar(ctx, signedInUser(request).id, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
