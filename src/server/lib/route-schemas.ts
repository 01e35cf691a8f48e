import { ErrorResponseSchema } from '#contract/common.ts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** The error answers a route can give, for its response schema and the OpenAPI document. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}
