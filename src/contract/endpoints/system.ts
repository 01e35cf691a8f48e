import { z } from 'zod';
import { endpoint } from '#contract/endpoint.ts';
import { AppInfoSchema } from '#contract/system.ts';

export const HealthSchema = z.object({ ok: z.boolean(), database: z.enum(['up', 'down']) });

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['health'],
    summary: 'Liveness and database reachability',
    response: { 200: HealthSchema, 503: HealthSchema },
  }),
  appInfo: endpoint({
    method: 'GET',
    path: '/api/app-info',
    tags: ['health'],
    summary: 'What the web app needs to know about this server (demo mode and its accounts)',
    response: { 200: AppInfoSchema },
  }),
};
