import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#contract/common.ts';
import {
  CompleteStudySessionInputSchema,
  StartStudySessionInputSchema,
  StudySessionListSchema,
  StudySessionSchema,
} from '#contract/study.ts';
import { errorResponses } from '../../lib/route-schemas';
import { requireUser, signedInUser } from '../../plugins/session';
import * as study from './study.service';

export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['study'];

  // Every call here is about the signed-in user's own sessions.
  app.addHook('onRequest', requireUser);

  app.get(
    '/study-sessions',
    {
      schema: {
        tags,
        summary: "The signed-in user's study sessions, newest first (a running one has completed false)",
        response: { 200: StudySessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => study.listSessions(ctx, signedInUser(request).id),
  );

  app.post(
    '/study-sessions',
    {
      schema: {
        tags,
        summary: 'Start a study session (one at a time; closed at 4 hours)',
        body: StartStudySessionInputSchema,
        response: { 201: StudySessionSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const session = await study.startSession(ctx, signedInUser(request).id, request.body);
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/study-sessions/:id/complete',
    {
      schema: {
        tags,
        summary: 'Stop a running study session (its owner only); the duration is whole minutes',
        params: IdParamsSchema,
        body: CompleteStudySessionInputSchema,
        response: { 200: StudySessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => study.completeSession(ctx, signedInUser(request).id, request.params.id, request.body),
  );
};
