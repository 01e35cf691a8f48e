import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { User } from '#contract/accounts.ts';
import { teachEndpoints } from '#contract/endpoints/teach.ts';
import { AppError } from '#server/lib/app-error.ts';
import { requireTutor, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as teach from './teach.service.ts';

/** The tutor profile the signed-in account teaches as (requireTutor has checked there is one). */
function tutorIdOf(user: User): number {
  if (user.tutorId === null) throw AppError.forbidden('Only tutors can do that');
  return user.tutorId;
}

/**
 * /teach's writes (docs/tutoring.md#tutor-accounts-and-teach) on the signed-in tutor's own sessions.
 * Their list, which carries each lesson's note, is the lesson-notes module's route.
 */
export const teachRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.addHook('onRequest', requireTutor);

  route(app, teachEndpoints.recordOutcome, async (request) =>
    teach.recordOutcome(ctx, tutorIdOf(signedInUser(request)), request.params.id, request.body),
  );

  route(app, teachEndpoints.cancel, async (request) => {
    const cancelled = await teach.cancelAsTutor(
      ctx,
      tutorIdOf(signedInUser(request)),
      request.params.id,
      request.body,
    );
    return cancelled.session;
  });
};
