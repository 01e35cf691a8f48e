import { z } from 'zod';
import { EmptyBodySchema, IdParamsSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import { AwaitingParentSchema } from '#contract/parent-controls.ts';
import {
  BookSessionInputSchema,
  CancelSessionQuerySchema,
  TutorSessionSchema,
  UserSessionsQuerySchema,
} from '#contract/sessions.ts';

const tags = ['sessions'];

export const bookingsEndpoints = {
  book: endpoint({
    method: 'POST',
    path: '/api/sessions',
    tags,
    summary:
      'Book a tutor session (in the future, at most 90 days ahead, 10 upcoming at most); repeatWeekly books 2-12 weeks, all or nothing, and answers the first',
    body: BookSessionInputSchema,
    response: {
      201: TutorSessionSchema,
      202: AwaitingParentSchema,
      ...errorResponses(400, 401, 404, 409),
    },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/sessions/user',
    tags,
    summary: "The signed-in user's sessions, latest start first; with limit, a page and X-Total-Count",
    querystring: UserSessionsQuerySchema,
    response: { 200: z.array(TutorSessionSchema), ...errorResponses(400, 401) },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/sessions/:id/cancel',
    tags,
    summary:
      'Cancel a session (its booker only, until 12 hours before it starts); series=future cancels the later sessions of its series too',
    params: IdParamsSchema,
    querystring: CancelSessionQuerySchema,
    body: EmptyBodySchema,
    response: { 200: TutorSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/sessions/:id/calendar.ics',
    tags,
    summary: 'The session as an iCalendar file (its booker only)',
    params: IdParamsSchema,
    response: {
      200: z.string().describe('text/calendar'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
};
