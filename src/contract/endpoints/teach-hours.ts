import { z } from 'zod';
import { EmptyBodySchema, IdParamsSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import { OutsideHoursBookingSchema, TutorHoursInputSchema, TutorHoursSchema } from '#contract/teach-hours.ts';

const tags = ['teach'];

/** A tutor's own hours (docs/tutoring.md#a-tutors-hours): the tutor's calls and the admin's. */
export const teachHoursEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/teach/hours',
    tags,
    summary: "The signed-in tutor's weekly hours, time off, session types and time zone",
    response: { 200: TutorHoursSchema, ...errorResponses(401, 403, 404) },
  }),
  put: endpoint({
    method: 'PUT',
    path: '/api/teach/hours',
    tags,
    summary: "Set the signed-in tutor's hours (bookings already made are kept)",
    body: TutorHoursInputSchema,
    response: { 200: TutorHoursSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  outside: endpoint({
    method: 'GET',
    path: '/api/teach/hours/outside',
    tags,
    summary: "The tutor's upcoming bookings that their hours now leave outside, soonest first",
    response: { 200: z.array(OutsideHoursBookingSchema), ...errorResponses(401, 403, 404) },
  }),
  keep: endpoint({
    method: 'POST',
    path: '/api/teach/hours/outside/:id/keep',
    tags,
    summary: 'Keep a booking outside the hours (it leaves the list and stays booked)',
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: { 200: z.object({ id: z.number().int() }), ...errorResponses(400, 401, 403, 404) },
  }),
  adminGet: endpoint({
    method: 'GET',
    path: '/api/admin/tutors/:id/hours',
    tags: ['admin'],
    summary: "A tutor's hours, as the admin edits them",
    params: IdParamsSchema,
    response: { 200: TutorHoursSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  adminPut: endpoint({
    method: 'PUT',
    path: '/api/admin/tutors/:id/hours',
    tags: ['admin'],
    summary: "Set a tutor's hours (bookings already made are kept)",
    params: IdParamsSchema,
    body: TutorHoursInputSchema,
    response: { 200: TutorHoursSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
