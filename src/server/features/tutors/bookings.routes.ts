import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingsEndpoints } from '#contract/endpoints/bookings.ts';
import { sendPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { requireConsent, requireUser, signedInUser } from '../../plugins/session';
import { holdForParent } from '../family/approvals.service';
import * as bookings from './bookings.service';

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // Every call here is the signed-in booker's; a guest is told to log in before anything else.
  app.addHook('onRequest', requireUser);

  // Added to the scope's requireUser: booking binds the child to a tutor.
  route(app, bookingsEndpoints.book, { onRequest: requireConsent }, async (request, reply) => {
    // With a parent's approvals on, the booking waits as a request (docs/rules.md#parents-in-the-loop).
    const held = await holdForParent(ctx, signedInUser(request), { kind: 'booking', input: request.body });
    if (held) return reply.code(202).send(held);
    const session = await bookings.bookSession(ctx, signedInUser(request).id, request.body);
    return reply.code(201).send(session);
  });

  route(app, bookingsEndpoints.mine, async (request, reply) => {
    const page = await bookings.listUserSessions(ctx, signedInUser(request).id, request.query);
    return sendPage(reply, page);
  });

  route(app, bookingsEndpoints.cancel, async (request) =>
    bookings.cancelSession(ctx, signedInUser(request).id, request.params.id),
  );

  route(app, bookingsEndpoints.calendar, async (request, reply) => {
    const file = await bookings.sessionCalendar(ctx, signedInUser(request).id, request.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
};
