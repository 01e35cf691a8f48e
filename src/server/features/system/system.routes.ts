import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppInfoSchema } from '#contract/system.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { getAppInfo } from './system.service';

const HealthSchema = z.object({ ok: z.boolean(), database: z.enum(['up', 'down']) });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
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
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ ok: false, database: 'down' as const });
      }
    },
  );

  app.get(
    '/app-info',
    {
      schema: {
        tags: ['health'],
        summary: 'What the web app needs to know about this server (demo mode and its accounts)',
        response: { 200: AppInfoSchema },
      },
    },
    async () => getAppInfo(app.ctx),
  );

  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
