import { OkResponseSchema, PaginationQuerySchema } from '#contract/common.ts';
import { endpoint, errorResponses } from '#contract/endpoint.ts';
import { ChildIdParamsSchema } from '#contract/family.ts';
import { AwaitingParentSchema } from '#contract/parent-controls.ts';
import {
  CheckoutInputSchema,
  CheckoutResultSchema,
  DeliveryAddressSchema,
  MerchandiseListSchema,
  PurchaseInputSchema,
  PurchaseResultSchema,
  SavingsGoalSchema,
  SetGoalInputSchema,
  UserPurchaseListSchema,
} from '#contract/store.ts';

const tags = ['store'];

export const storeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/merchandise',
    tags,
    summary: 'The items the store sells (X-Total-Count with limit)',
    querystring: PaginationQuerySchema,
    response: { 200: MerchandiseListSchema, ...errorResponses(400) },
  }),
  purchase: endpoint({
    method: 'POST',
    path: '/api/merchandise/purchase',
    tags,
    summary: 'Buy one item with points (an Idempotency-Key header is honoured for 24 hours)',
    body: PurchaseInputSchema,
    response: {
      200: PurchaseResultSchema,
      202: AwaitingParentSchema,
      ...errorResponses(400, 401, 409, 422),
    },
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/checkout',
    tags,
    summary: "Buy the cart's items with points, all or nothing (Idempotency-Key honoured for 24 hours)",
    body: CheckoutInputSchema,
    response: {
      200: CheckoutResultSchema,
      202: AwaitingParentSchema,
      ...errorResponses(400, 401, 409, 422),
    },
  }),
  inventory: endpoint({
    method: 'GET',
    path: '/api/users/merchandise',
    tags,
    summary: "The signed-in user's inventory: one entry per unit bought, newest first",
    querystring: PaginationQuerySchema,
    response: { 200: UserPurchaseListSchema, ...errorResponses(400, 401) },
  }),
  childPrizes: endpoint({
    method: 'GET',
    path: '/api/parent/child-activity/:childId/prizes',
    tags,
    summary: "A linked child's prizes, newest first, with each physical prize's delivery status",
    params: ChildIdParamsSchema,
    response: { 200: UserPurchaseListSchema, ...errorResponses(400, 401, 403) },
  }),
  address: endpoint({
    method: 'GET',
    path: '/api/users/address',
    tags,
    summary:
      "The delivery address of the signed-in user's physical prizes (a managed child's parent's), or null",
    response: { 200: DeliveryAddressSchema.nullable(), ...errorResponses(401) },
  }),
  setAddress: endpoint({
    method: 'PUT',
    path: '/api/users/address',
    tags,
    summary:
      'Keep the delivery address for physical prizes (400 names a missing field; 403 for a managed child, whose parent keeps it)',
    body: DeliveryAddressSchema,
    response: { 200: DeliveryAddressSchema, ...errorResponses(400, 401, 403) },
  }),
  goal: endpoint({
    method: 'GET',
    path: '/api/users/goal',
    tags,
    summary: "The signed-in user's savings goal, or null",
    response: { 200: SavingsGoalSchema.nullable(), ...errorResponses(401) },
  }),
  setGoal: endpoint({
    method: 'PUT',
    path: '/api/users/goal',
    tags,
    summary: 'Save for one item (replaces the goal); 404 for an item not in the store, 409 sold out',
    body: SetGoalInputSchema,
    response: { 200: SavingsGoalSchema, ...errorResponses(400, 401, 404, 409) },
  }),
  clearGoal: endpoint({
    method: 'DELETE',
    path: '/api/users/goal',
    tags,
    summary: 'Stop saving for the goal',
    response: { 200: OkResponseSchema, ...errorResponses(401) },
  }),
};
