// The cart's limits without any schema code: the shell's cart store reads them on every first
// load, and importing them from cart.ts brought all of zod into the app's entry.

/** The most of one line a cart holds, and the most a checkout takes (docs/rules.md#rules-the-product-leaves-open). */
export const MAX_LINE_QUANTITY = 20;
