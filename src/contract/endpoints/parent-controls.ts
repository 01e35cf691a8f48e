import { z } from 'zod';
import { EmptyBodySchema, IdParamsSchema, OkResponseSchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import { ChildIdParamsSchema } from '#contract/family.ts';
import {
  ApprovalRequestSchema,
  ChildSettingsInputSchema,
  ChildSettingsSchema,
  DigestSettingSchema,
  MyControlsSchema,
  UnsubscribeQuerySchema,
} from '#contract/parent-controls.ts';

const tags = ['family'];

/** A parent's answer to a child's request for a yes. */
function approvalAnswer<const A extends 'approve' | 'decline'>(action: A, summary: string) {
  return endpoint({
    method: 'POST',
    path: `/api/parent/approvals/:id/${action}`,
    tags,
    summary,
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: { 200: ApprovalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });
}

export const parentControlsEndpoints = {
  childSettings: endpoint({
    method: 'GET',
    path: '/api/parent/children/:childId/settings',
    tags,
    summary: "A linked child's settings: approvals, daily game minutes, quiet hours, extra time",
    params: ChildIdParamsSchema,
    response: { 200: ChildSettingsSchema, ...errorResponses(400, 401, 403) },
  }),
  updateChildSettings: endpoint({
    method: 'PUT',
    path: '/api/parent/children/:childId/settings',
    tags,
    summary: "Change any of a linked child's settings; answers them all",
    params: ChildIdParamsSchema,
    body: ChildSettingsInputSchema,
    response: { 200: ChildSettingsSchema, ...errorResponses(400, 401, 403) },
  }),
  approvals: endpoint({
    method: 'GET',
    path: '/api/parent/approvals',
    tags,
    summary: "The linked children's requests: those waiting first, then the latest answered",
    response: { 200: z.array(ApprovalRequestSchema), ...errorResponses(401, 403) },
  }),
  approve: approvalAnswer(
    'approve',
    'Approve a request: it runs now, with the prices and stock of this moment',
  ),
  decline: approvalAnswer('decline', 'Decline a request: nothing is spent or booked'),
  myControls: endpoint({
    method: 'GET',
    path: '/api/family/controls',
    tags,
    summary: "The signed-in child's own settings, and the game minutes left today",
    response: { 200: MyControlsSchema, ...errorResponses(401) },
  }),
  myApprovals: endpoint({
    method: 'GET',
    path: '/api/family/approvals',
    tags,
    summary: "The signed-in child's requests for a grown-up's yes, and what became of them",
    response: { 200: z.array(ApprovalRequestSchema), ...errorResponses(401) },
  }),
  digestSetting: endpoint({
    method: 'GET',
    path: '/api/parent/digest',
    tags,
    summary: 'Whether the weekly family digest e-mail is on',
    response: { 200: DigestSettingSchema, ...errorResponses(401, 403) },
  }),
  setDigestSetting: endpoint({
    method: 'PUT',
    path: '/api/parent/digest',
    tags,
    summary: 'Turn the weekly family digest e-mail on or off',
    body: DigestSettingSchema,
    response: { 200: DigestSettingSchema, ...errorResponses(400, 401, 403) },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/digest/unsubscribe',
    tags,
    summary: 'One-click unsubscribe from the weekly family digest (the token of the e-mail)',
    querystring: UnsubscribeQuerySchema,
    response: { 200: OkResponseSchema, ...errorResponses(400, 403) },
  }),
  unsubscribeLink: endpoint({
    method: 'GET',
    path: '/api/digest/unsubscribe',
    tags,
    summary: 'The unsubscribe link of the weekly family digest; redirects to Parent Settings',
    querystring: UnsubscribeQuerySchema,
    response: { ...errorResponses(400, 403) },
  }),
};
