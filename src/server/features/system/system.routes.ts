import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemEndpoints } from '#contract/endpoints/system.ts';
import { route } from '#server/lib/route.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/plugins/errors.ts';
import { getAppInfo } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, systemEndpoints.health, async (_request, reply) => {
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
  });

  route(app, systemEndpoints.appInfo, async () => getAppInfo(app.ctx));

  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
