import { z } from 'zod';
import { ID_TEXT_PATTERN, MAX_ID, parseId } from './ids.ts';

const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_ID}, written with digits only`;

/**
 * A database id in a JSON body: a JSON integer from 1 to MAX_ID (a string, `true` or 1.5 is
 * refused rather than read as a number).
 */
export const IdSchema = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);

/**
 * A database id in a path or a query string, where it arrives as text: plain decimal digits
 * (see parseId; `0x10`, `1e3`, ` 1`, `01`, `-1` and `true` are refused, never coerced).
 */
export const IdTextSchema = z
  .string({ error: ID_MESSAGE })
  .regex(ID_TEXT_PATTERN, ID_MESSAGE)
  .transform((text, ctx) => {
    const id = parseId(text);
    if (id === undefined) ctx.addIssue({ code: 'custom', message: ID_MESSAGE });
    return id ?? z.NEVER;
  });

/**
 * A count in a query string (`limit`, `offset`, `days`): plain decimal digits within the bounds,
 * refused like an id when written any other way.
 */
export function WholeNumberTextSchema(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^(0|[1-9][0-9]{0,8})$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

export const IdParamsSchema = z.object({ id: IdTextSchema });

/** ISO 8601 date-time as it leaves the server. */
export const DateTimeSchema = z.iso.datetime({ offset: true });

/** Money is a decimal string with two places, never a float. */
export const MoneySchema = z.string().regex(/^\d+\.\d{2}$/);

/** `limit` and `offset` of docs/rules.md#api-rules: without `limit` a list is answered whole. */
export const PaginationQuerySchema = z.object({
  limit: WholeNumberTextSchema('limit', 1, 100).optional(),
  // No offset is offset 0, parsed as one: `?limit=1` and `?limit=1&offset=0` are one question,
  // and so one entry of the catalog cache (its key is the parsed query).
  offset: WholeNumberTextSchema('offset', 0, 100_000).optional().default(0),
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
  'total_changed',
  'address_required',
  'slot_taken',
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
