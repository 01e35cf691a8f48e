import { z } from 'zod';
import { AccountExportSchema, UserSchema } from '#contract/accounts.ts';
import { EmptyBodySchema, OkResponseSchema } from '#contract/common.ts';
import {
  AddChildInputSchema,
  ApproveConsentInputSchema,
  ApproveConsentResponseSchema,
  ChangeParentEmailInputSchema,
  ConsentRequestSchema,
  ConsentTokenParamsSchema,
  HandOverConsentInputSchema,
  ManagedChildParamsSchema,
  ManagedChildSchema,
  MyConsentRequestSchema,
  SetChildPasswordInputSchema,
} from '#contract/consent.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';

const tags = ['consent'];

export const consentEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/api/consent/mine',
    tags,
    summary: "The waiting child's request for a parent's yes",
    response: { 200: MyConsentRequestSchema, ...errorResponses(400, 401, 404) },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/consent/resend',
    tags,
    summary: "Send the parent's e-mail again (3 an hour); the earlier link stops working",
    body: EmptyBodySchema,
    response: { 200: MyConsentRequestSchema, ...errorResponses(400, 401, 404, 429) },
  }),
  changeParentEmail: endpoint({
    method: 'PUT',
    path: '/api/consent/parent-email',
    tags,
    summary: "Change the parent's e-mail and send the request there (counts toward the 3 an hour)",
    body: ChangeParentEmailInputSchema,
    response: { 200: MyConsentRequestSchema, ...errorResponses(400, 401, 429) },
  }),
  request: endpoint({
    method: 'GET',
    path: '/api/consent/:token',
    tags,
    summary: 'What a consent link asks (404 for an unknown, used or expired link)',
    params: ConsentTokenParamsSchema,
    response: { 200: ConsentRequestSchema, ...errorResponses(400, 404) },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/consent/:token/approve',
    tags,
    summary:
      'Say yes: as the signed-in parent, or with { name, username, password } to create a parent account',
    params: ConsentTokenParamsSchema,
    body: ApproveConsentInputSchema,
    response: { 200: ApproveConsentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/consent/:token/decline',
    tags,
    summary: "Say no: the child's account and all its data are deleted at once",
    params: ConsentTokenParamsSchema,
    body: EmptyBodySchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 404) },
  }),
  addChild: endpoint({
    method: 'POST',
    path: '/api/parent/children',
    tags,
    summary: "Add a child: an account linked to this parent, consent given (a verified parent's only)",
    body: AddChildInputSchema,
    response: { 201: UserSchema, ...errorResponses(400, 401, 403, 409) },
  }),
  managedChildren: endpoint({
    method: 'GET',
    path: '/api/parent/managed-children',
    tags,
    summary: 'The children whose consent this parent gave (the ones they manage)',
    response: { 200: z.array(ManagedChildSchema), ...errorResponses(401, 403) },
  }),
  setChildPassword: endpoint({
    method: 'PUT',
    path: '/api/parent/children/:childId/password',
    tags,
    summary: "Set a managed child's password; the child's sessions end",
    params: ManagedChildParamsSchema,
    body: SetChildPasswordInputSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403) },
  }),
  handOverConsent: endpoint({
    method: 'PUT',
    path: '/api/parent/children/:childId/consent',
    tags,
    summary:
      "Hand a managed child's consent to another parent whose link to the child was accepted; that parent then manages the child",
    params: ManagedChildParamsSchema,
    body: HandOverConsentInputSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  exportChild: endpoint({
    method: 'GET',
    path: '/api/parent/children/:childId/export',
    tags,
    summary: 'Everything Sprout keeps about a managed child, as a JSON download',
    params: ManagedChildParamsSchema,
    response: { 200: AccountExportSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  deleteChild: endpoint({
    method: 'DELETE',
    path: '/api/parent/children/:childId',
    tags,
    summary: "Delete a managed child's account and all its data",
    params: ManagedChildParamsSchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
