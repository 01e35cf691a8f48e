import { z } from 'zod';
import { EmptyBodySchema, IdParamsSchema, OkResponseSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import {
  ChildActivitySchema,
  ChildIdParamsSchema,
  ChildLinkRequestSchema,
  ChildrenStudySessionsQuerySchema,
  ChildStudySessionSchema,
  DailyFiguresQuerySchema,
  DailyFiguresSchema,
  LinkChildInputSchema,
  LinkedChildSchema,
  LinkedParentSchema,
  ParentLinkRequestSchema,
} from '#contract/family.ts';

const tags = ['family'];

/** Accepting or declining a link request: the child, or for a child under 13 the consenting parent. */
function linkAnswer<const A extends 'accept' | 'decline'>(action: A) {
  return endpoint({
    method: 'POST',
    path: `/api/family/requests/:id/${action}`,
    tags,
    summary: `${action === 'accept' ? 'Accept' : 'Decline'} a link request (the child; for a child under 13, the consenting parent)`,
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: { 200: ChildLinkRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });
}

export const familyEndpoints = {
  linkChild: endpoint({
    method: 'POST',
    path: '/api/parent/link-child',
    tags,
    summary: "Ask to link a student's account; the child accepts or declines it",
    body: LinkChildInputSchema,
    response: { 201: ParentLinkRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
  }),
  sentLinkRequests: endpoint({
    method: 'GET',
    path: '/api/parent/link-requests',
    tags,
    summary: "The parent's pending requests and the declines of the last 7 days",
    response: { 200: z.array(ParentLinkRequestSchema), ...errorResponses(401, 403) },
  }),
  children: endpoint({
    method: 'GET',
    path: '/api/parent/children',
    tags,
    summary: 'The linked children (accepted links only)',
    response: { 200: z.array(LinkedChildSchema), ...errorResponses(401, 403) },
  }),
  childrenStudySessions: endpoint({
    method: 'GET',
    path: '/api/parent/children-study-sessions',
    tags,
    summary: "The linked children's study sessions, newest first (childId: one linked child's)",
    querystring: ChildrenStudySessionsQuerySchema,
    response: { 200: z.array(ChildStudySessionSchema), ...errorResponses(400, 401, 403) },
  }),
  childActivity: endpoint({
    method: 'GET',
    path: '/api/parent/child-activity/:childId',
    tags,
    summary: "A linked child's study sessions, game progress and scores, tutor sessions and points",
    params: ChildIdParamsSchema,
    response: { 200: ChildActivitySchema, ...errorResponses(400, 401, 403) },
  }),
  dailyFigures: endpoint({
    method: 'GET',
    path: '/api/parent/child-activity/:childId/daily',
    tags,
    summary:
      "A linked child's study minutes and points earned per day on the asker's clocks (timeZone, UTC by default), zeros included",
    params: ChildIdParamsSchema,
    querystring: DailyFiguresQuerySchema,
    response: { 200: DailyFiguresSchema, ...errorResponses(400, 401, 403) },
  }),
  linkRequests: endpoint({
    method: 'GET',
    path: '/api/family/requests',
    tags,
    summary: "Link requests the signed-in user answers: their own, and a managing parent's children's",
    response: { 200: z.array(ChildLinkRequestSchema), ...errorResponses(401) },
  }),
  acceptLinkRequest: linkAnswer('accept'),
  declineLinkRequest: linkAnswer('decline'),
  linkedParents: endpoint({
    method: 'GET',
    path: '/api/family/parents',
    tags,
    summary: "The signed-in child's linked parents",
    response: { 200: z.array(LinkedParentSchema), ...errorResponses(401) },
  }),
  removeLink: endpoint({
    method: 'DELETE',
    path: '/api/family/links/:id',
    tags,
    summary:
      'Remove a link or a pending request (its parent or child); the link of the parent who said yes for a child under 13 stays (403 for the child, 409 for that parent)',
    params: IdParamsSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
