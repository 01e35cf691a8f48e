import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints } from '#contract/endpoints/contact.ts';
import { route } from '#server/lib/route.ts';
import * as contact from './contact.service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, contactEndpoints.send, async (request, reply) => {
    const message = await contact.sendContactMessage(ctx, request.body, {
      userId: request.user?.id ?? null,
      address: request.ip,
    });
    return reply.code(201).send(message);
  });
};
