import { z } from 'zod';

/** The most of one line a cart holds, and the most a checkout takes (DESIGN section 5). */
export const MAX_LINE_QUANTITY = 20;

/** A cart line as the browser keeps it (spec section 3); the server prices every line itself. */
export const CartItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['merchandise', 'session']),
  name: z.string(),
  imageUrl: z.string().nullable().optional(),
  price: z.string(),
  pointsCost: z.number().int(),
  quantity: z.number().int(),
  itemId: z.number().int().optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
