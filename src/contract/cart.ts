import { z } from 'zod';

import { MAX_LINE_QUANTITY } from './cart-limits.ts';

export { MAX_LINE_QUANTITY };

/** A cart line as the browser keeps it (docs/product.md#entities); the server prices every line itself. */
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
