import { z } from 'zod';
import { UserSchema } from '#contract/accounts.ts';
import { EmptyBodySchema, IdParamsSchema, OkResponseSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import {
  AcceptTutorInviteInputSchema,
  TutorAccountStateSchema,
  TutorInviteInputSchema,
  TutorInviteSchema,
  TutorInviteTokenParamsSchema,
} from '#contract/tutor-accounts.ts';

const tags = ['tutor accounts'];

export const tutorAccountsEndpoints = {
  states: endpoint({
    method: 'GET',
    path: '/api/admin/tutor-accounts',
    tags,
    summary: "Every tutor profile's account: not invited, invited (to which address, when) or linked",
    response: { 200: z.array(TutorAccountStateSchema), ...errorResponses(401, 403) },
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/admin/tutors/:id/invite',
    tags,
    summary: 'Mail a single-use link (7 days) to make the tutor account; again replaces the earlier link',
    params: IdParamsSchema,
    body: TutorInviteInputSchema,
    response: { 201: TutorAccountStateSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/api/admin/tutors/:id/account',
    tags,
    summary: "Unlink the tutor's account from the profile; its sessions end",
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  show: endpoint({
    method: 'GET',
    path: '/api/tutor-invites/:token',
    tags,
    summary: 'Whom an invitation invites (404 for an unknown, used or expired link)',
    params: TutorInviteTokenParamsSchema,
    response: { 200: TutorInviteSchema, ...errorResponses(400, 404) },
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/tutor-invites/:token/accept',
    tags,
    summary: 'Make the tutor account (verified, linked to the profile) and sign it in',
    params: TutorInviteTokenParamsSchema,
    body: AcceptTutorInviteInputSchema,
    response: { 201: UserSchema, ...errorResponses(400, 404, 409) },
  }),
};
