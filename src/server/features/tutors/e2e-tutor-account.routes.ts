// POST /api/test/tutor-account { tutorId, userId }: the browser tests make an account a tutor's
// with it, registered only beside the e2e clock (src/server/lib/e2e-clock.ts), never in
// production. Journeys that need a tutor signed in (docs/tutoring.md#messages) use it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as repo from './tutors.repository';

const BodySchema = z.object({ tutorId: z.number().int().min(1), userId: z.number().int().min(1) });

export const e2eTutorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/tutor-account',
    { schema: { hide: true, body: BodySchema, response: { 200: z.object({ ok: z.boolean() }) } } },
    async (request) => ({
      ok: await repo.setTutorAccount(app.ctx.db, request.body.tutorId, request.body.userId),
    }),
  );
};
