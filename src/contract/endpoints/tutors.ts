import { z } from 'zod';
import { IdParamsSchema } from '#contract/common.ts';
import { endpoint, errorResponses, notModified } from '#contract/endpoint.ts';
import { BusyTimeSchema, TutorBusyQuerySchema } from '#contract/sessions.ts';
import { TutorListQuerySchema, TutorSchema } from '#contract/tutors.ts';

export const TutorListSchema = z.array(TutorSchema);

const tags = ['tutors'];

export const tutorsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/tutors',
    tags,
    summary: 'Active tutors, best rated first; filters; with limit, a page and X-Total-Count',
    querystring: TutorListQuerySchema,
    response: { 200: TutorListSchema, ...notModified, ...errorResponses(400) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/tutors/:id',
    tags,
    summary: 'One active tutor',
    params: IdParamsSchema,
    response: { 200: TutorSchema, ...notModified, ...errorResponses(400, 404) },
  }),
  busy: endpoint({
    method: 'GET',
    path: '/api/tutors/:id/busy',
    tags,
    summary: 'The times an active tutor is booked between from and to (at most 7 days), naming no one',
    params: IdParamsSchema,
    querystring: TutorBusyQuerySchema,
    response: { 200: z.array(BusyTimeSchema), ...errorResponses(400, 404) },
  }),
};
