import { z } from 'zod';

/** A database id in a path or a body: a positive integer (path values arrive as strings). */
export const IdSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(2_147_483_647, 'Too large');

export const IdParamsSchema = z.object({ id: IdSchema });

/** ISO 8601 date-time as it leaves the server. */
export const DateTimeSchema = z.iso.datetime({ offset: true });

/** Money is a decimal string with two places, never a float. */
export const MoneySchema = z.string().regex(/^\d+\.\d{2}$/);

/** `limit` and `offset` of DESIGN section 4: without `limit` a list is answered whole. */
export const PaginationQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').max(100_000).optional(),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** The most rows a list answers when no `limit` is given. */
export const MAX_UNPAGED_ROWS = 500;

/** A review's star rating, 1 to 5, with the spec's texts (tutor and merchandise reviews alike). */
export const ReviewRatingSchema = z
  .number({ error: 'Please select a rating' })
  .int('Rating must be between 1 and 5')
  .min(1, 'Please select a rating')
  .max(5, 'Rating must be between 1 and 5');

export const ErrorIssueSchema = z.object({ path: z.string(), message: z.string() });

/**
 * What a client may act on in an error, beyond its status: the web app recognises an error by
 * its code, never by comparing its message (which is written for people and may change).
 */
export const ERROR_CODES = [
  'not_enough_points',
  'sold_out',
  'payment_not_available',
  'verification_required',
  'in_progress',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema.optional(),
  issues: z.array(ErrorIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** Bodies of calls that take none: absent, null or an empty object are all accepted. */
export const EmptyBodySchema = z.object({}).nullish();
