import { AppInfoSchema } from '@contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/seed';

const DEMO_ACCOUNT_LIST = [
  { username: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD, role: 'Student' },
  { username: DEMO_ACCOUNTS.parent, password: DEMO_PASSWORD, role: 'Parent' },
  { username: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, role: 'Administrator' },
];

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
        return reply.code(503).send({ ok: false, database: 'down' as const });
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
    async () => ({
      demoMode: app.ctx.config.demoMode,
      demoAccounts: app.ctx.config.demoMode ? DEMO_ACCOUNT_LIST : [],
    }),
  );

  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
