import { z } from 'zod';
import { IdParamsSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import {
  TeachCancelInputSchema,
  TeachOutcomeInputSchema,
  TeachSessionSchema,
  TeachSessionsQuerySchema,
} from '#contract/teach.ts';

const tags = ['teach'];

export const teachEndpoints = {
  sessions: endpoint({
    method: 'GET',
    path: '/api/teach/sessions',
    tags,
    summary: "The signed-in tutor's bookings: upcoming (soonest first) or past (latest first)",
    querystring: TeachSessionsQuerySchema,
    response: { 200: z.array(TeachSessionSchema), ...errorResponses(400, 401, 403) },
  }),
  recordOutcome: endpoint({
    method: 'POST',
    path: '/api/teach/sessions/:id/status',
    tags,
    summary: 'Record what happened at one of my sessions, from its start to 7 days after',
    params: IdParamsSchema,
    body: TeachOutcomeInputSchema,
    response: { 200: TeachSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/teach/sessions/:id/cancel',
    tags,
    summary: 'Cancel one of my sessions before it starts, with a reason the family reads',
    params: IdParamsSchema,
    body: TeachCancelInputSchema,
    response: { 200: TeachSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
