import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teachHoursEndpoints } from '#contract/endpoints/teach-hours.ts';
import { AppError } from '#server/lib/app-error.ts';
import { requireTutor, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as hours from './hours.service.ts';

/** The signed-in tutor's profile (requireTutor has checked there is one). */
function tutorIdOf(request: Parameters<typeof signedInUser>[0]): number {
  const { tutorId } = signedInUser(request);
  if (tutorId === null) throw AppError.forbidden('Only tutors can do that');
  return tutorId;
}

/** The tutor's own hours: every call here is a tutor's (docs/tutoring.md#a-tutors-hours). */
export const teachHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', requireTutor);

  route(app, teachHoursEndpoints.get, async (request) => hours.getHours(ctx, tutorIdOf(request)));
  route(app, teachHoursEndpoints.put, async (request) =>
    hours.setHours(ctx, tutorIdOf(request), request.body),
  );
  route(app, teachHoursEndpoints.outside, async (request) =>
    hours.bookingsOutsideHours(ctx, tutorIdOf(request)),
  );
  route(app, teachHoursEndpoints.keep, async (request) =>
    hours.keepBooking(ctx, tutorIdOf(request), request.params.id),
  );
};
