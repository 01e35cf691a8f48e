import { IdParamsSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import {
  CompleteStudySessionInputSchema,
  StartStudySessionInputSchema,
  StudySessionListSchema,
  StudySessionSchema,
} from '#contract/study.ts';

const tags = ['study'];

export const studyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/study-sessions',
    tags,
    summary: "The signed-in user's study sessions, newest first (a running one has completed false)",
    response: { 200: StudySessionListSchema, ...errorResponses(401) },
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/study-sessions',
    tags,
    summary: 'Start a study session (one at a time; closed at 4 hours)',
    body: StartStudySessionInputSchema,
    response: { 201: StudySessionSchema, ...errorResponses(400, 401, 409) },
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/study-sessions/:id/complete',
    tags,
    summary: 'Stop a running study session (its owner only); the duration is whole minutes',
    params: IdParamsSchema,
    body: CompleteStudySessionInputSchema,
    response: { 200: StudySessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
