import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageInputSchema, ContactMessageSchema } from '#contract/contact.ts';
import { errorResponses } from '../../lib/route-schemas';
import * as contact from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Sprout team (stored and mailed to support; 10 per hour)',
        body: ContactMessageInputSchema,
        response: { 201: ContactMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const message = await contact.sendContactMessage(ctx, request.body, {
        userId: request.user?.id ?? null,
        address: request.ip,
      });
      return reply.code(201).send(message);
    },
  );
};
