// The reward store: merchandise and buying one item with points (spec sections 3 and 7, DESIGN
// section 5 "Checkout and purchase"). Checkout, reviews and the admin calls come later.
import { z } from 'zod';
import { DateTimeSchema, IdSchema, MoneySchema } from './common';

export const MerchandiseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  pointsCost: z.number().int(),
  /** A decimal string with 2 places. */
  priceDollars: MoneySchema,
  inventory: z.number().int(),
  isActive: z.boolean(),
  /** One decimal; 0 with no reviews. */
  averageRating: z.number(),
  reviewCount: z.number().int(),
});
export type Merchandise = z.infer<typeof MerchandiseSchema>;
export const MerchandiseListSchema = z.array(MerchandiseSchema);

/** Below this, the shop shows an "Only N left" badge (spec section 9). */
export const LOW_STOCK_BELOW = 100;

export const PAYMENT_TYPES = ['points', 'money'] as const;

/**
 * POST /api/merchandise/purchase. Any `paymentType` string passes validation so that money (or
 * anything else) gets the "Payment not available" answer of DESIGN section 5 rather than a
 * validation error.
 */
export const PurchaseInputSchema = z.object({
  merchandiseId: IdSchema,
  paymentType: z
    .string({ error: 'Please choose how to pay' })
    .trim()
    .min(1, 'Please choose how to pay')
    .max(40, 'Please choose how to pay'),
});
export type PurchaseInput = z.infer<typeof PurchaseInputSchema>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(1, 'The Idempotency-Key header must not be empty')
  .max(200, 'The Idempotency-Key header is at most 200 characters');

/** An inventory entry: what was bought, as it was when bought. */
export const UserPurchaseSchema = z.object({
  id: z.number().int(),
  merchandiseId: z.number().int().nullable(),
  merchandise: z.object({
    imageUrl: z.string().nullable(),
    name: z.string(),
    description: z.string(),
  }),
  purchaseDate: DateTimeSchema,
  paymentType: z.string(),
  pointsUsed: z.number().int(),
  /** A decimal string with 2 places. */
  amountPaid: MoneySchema,
});
export type UserPurchase = z.infer<typeof UserPurchaseSchema>;

/** The answer to a purchase: the new inventory entry and the new balance. */
export const PurchaseResultSchema = UserPurchaseSchema.extend({ points: z.number().int() });
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;
