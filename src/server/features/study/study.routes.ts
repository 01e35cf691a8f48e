import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studyEndpoints } from '#contract/endpoints/study.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as study from './study.service.ts';

export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // Every call here is about the signed-in user's own sessions.
  app.addHook('onRequest', requireUser);

  route(app, studyEndpoints.list, async (request) => study.listSessions(ctx, signedInUser(request).id));

  route(app, studyEndpoints.start, async (request, reply) => {
    const session = await study.startSession(ctx, signedInUser(request).id, request.body);
    return reply.code(201).send(session);
  });

  route(app, studyEndpoints.complete, async (request) =>
    study.completeSession(ctx, signedInUser(request).id, request.params.id, request.body),
  );
};
