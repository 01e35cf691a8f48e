import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingsEndpoints } from '#contract/endpoints/bookings.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { sendPage } from '#server/lib/lists.ts';
import { route } from '#server/lib/route.ts';
import * as bookings from './bookings.service.ts';
import { cancel } from './session-booking.service.ts';

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // Every call here is the signed-in booker's; a guest is told to log in before anything else.
  app.addHook('onRequest', requireUser);

  route(app, bookingsEndpoints.mine, async (request, reply) => {
    const page = await bookings.listUserSessions(ctx, signedInUser(request).id, request.query);
    return sendPage(reply, page);
  });

  route(app, bookingsEndpoints.cancel, async (request) =>
    cancel(ctx, signedInUser(request).id, request.params.id, request.query),
  );

  route(app, bookingsEndpoints.calendar, async (request, reply) => {
    const user = signedInUser(request);
    const file = await bookings.sessionCalendar(ctx, user.id, request.params.id, user.locale);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
};
