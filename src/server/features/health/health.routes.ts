import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({ ok: z.boolean(), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.database.query('select 1');
        return { ok: true, database: 'up' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ ok: false, database: 'down' as const });
      }
    },
  );
};
