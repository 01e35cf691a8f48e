import { z } from 'zod';
import { IdParamsSchema, OkResponseSchema, PaginationQuerySchema } from '#contract/common.ts';
import { endpoint, errorResponses, notModified } from '#contract/endpoint.ts';
import {
  ReportReviewInputSchema,
  ReviewEligibilitySchema,
  ReviewKindParamsSchema,
} from '#contract/reviews.ts';
import {
  MerchandiseReviewInputSchema,
  MerchandiseReviewListSchema,
  MerchandiseReviewSchema,
} from '#contract/store.ts';
import { TutorReviewInputSchema, TutorReviewListQuerySchema, TutorReviewSchema } from '#contract/tutors.ts';

export const TutorReviewListSchema = z.array(TutorReviewSchema);

export const reviewsEndpoints = {
  tutorReviews: endpoint({
    method: 'GET',
    path: '/api/tutors/:id/reviews',
    tags: ['tutors'],
    summary: "A tutor's reviews, newest first (reviewers by username only)",
    params: IdParamsSchema,
    querystring: TutorReviewListQuerySchema,
    response: { 200: TutorReviewListSchema, ...notModified, ...errorResponses(400, 404) },
  }),
  ownTutorReview: endpoint({
    method: 'GET',
    path: '/api/tutors/:id/reviews/mine',
    tags: ['tutors'],
    summary: "The signed-in user's own review of a tutor, or null",
    params: IdParamsSchema,
    response: { 200: TutorReviewSchema.nullable(), ...errorResponses(400, 401) },
  }),
  addTutorReview: endpoint({
    method: 'POST',
    path: '/api/tutors/:id/reviews',
    tags: ['tutors'],
    summary: 'Review a tutor after a session with them (one review per tutor); recomputes its rating',
    params: IdParamsSchema,
    body: TutorReviewInputSchema,
    response: { 201: TutorReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  merchandiseReviews: endpoint({
    method: 'GET',
    path: '/api/merchandise/:id/reviews',
    tags: ['store'],
    summary: "An item's reviews, newest first (reviewers by username only)",
    params: IdParamsSchema,
    querystring: PaginationQuerySchema,
    response: { 200: MerchandiseReviewListSchema, ...errorResponses(400, 404) },
  }),
  addMerchandiseReview: endpoint({
    method: 'POST',
    path: '/api/merchandise/:id/reviews',
    tags: ['store'],
    summary: 'Review an item you bought (one review per item); recomputes its rating',
    params: IdParamsSchema,
    body: MerchandiseReviewInputSchema,
    response: { 201: MerchandiseReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  editMerchandiseReview: endpoint({
    method: 'PUT',
    path: '/api/merchandise/reviews/:id',
    tags: ['store'],
    summary: 'Edit your own review of an item; recomputes its rating',
    params: IdParamsSchema,
    body: MerchandiseReviewInputSchema,
    response: { 200: MerchandiseReviewSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  deleteMerchandiseReview: endpoint({
    method: 'DELETE',
    path: '/api/merchandise/reviews/:id',
    tags: ['store'],
    summary: 'Delete your own review of an item; recomputes its rating',
    params: IdParamsSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  eligibility: endpoint({
    method: 'GET',
    path: '/api/reviews/:kind/:id/eligibility',
    tags: ['reviews'],
    summary: 'Whether you may review a tutor or an item now, and if not, why (docs/rules.md#promises-kept)',
    params: ReviewKindParamsSchema,
    response: { 200: ReviewEligibilitySchema, ...errorResponses(400, 401, 404) },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/reviews/:kind/:id/report',
    tags: ['reviews'],
    summary: "Report someone else's review to the admins, once, with a reason",
    params: ReviewKindParamsSchema,
    body: ReportReviewInputSchema,
    response: { 201: OkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
