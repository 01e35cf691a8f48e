// The reward store: merchandise, buying with points (one item, or a cart at checkout), the
// inventory, merchandise reviews and the savings goal (docs/product.md#entities, docs/product.md#validation and docs/product.md#calls, docs/rules.md#rules-the-product-leaves-open
// "Checkout and purchase"). The admin calls live with the admin feature.
import { z } from 'zod';
import { FieldLanguageSchema, StoredSpanishSchema } from './authored.ts';
import {
  DateTimeSchema,
  IdSchema,
  MoneySchema,
  PaginationQuerySchema,
  ReviewRatingSchema,
} from './common.ts';
import { DELIVERY_STATUSES } from './store-rules.ts';

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
  /** Delivered at once; false for a physical prize, sent to the buyer's delivery address. */
  digital: z.boolean(),
  /** The language each translatable field is answered in (authored.ts); absent: all in English. */
  lang: z.object({ name: FieldLanguageSchema, description: FieldLanguageSchema }).optional(),
});
export type Merchandise = z.infer<typeof MerchandiseSchema>;

/** An item as the admin reads and writes it: the English fields and the Spanish versions. */
export const AdminMerchandiseSchema = MerchandiseSchema.omit({ lang: true }).extend({
  nameEs: StoredSpanishSchema,
  descriptionEs: StoredSpanishSchema,
});
export type AdminMerchandise = z.infer<typeof AdminMerchandiseSchema>;
export const MerchandiseListSchema = z.array(MerchandiseSchema);

export { goalProgress, LOW_STOCK_BELOW } from './store-rules.ts';

export const PAYMENT_TYPES = ['points', 'money'] as const;

/** The answer to money (or anything but points), on both sides (docs/product.md#departures-from-the-first-brief). */
export const PAYMENT_NOT_AVAILABLE = 'Payment not available';

/**
 * Any `paymentType` string passes validation so that money (or anything else) gets the "Payment
 * not available" answer of docs/rules.md#rules-the-product-leaves-open rather than a validation error.
 */
const PaymentTypeSchema = z
  .string({ error: 'Please choose how to pay' })
  .trim()
  .min(1, 'Please choose how to pay')
  .max(40, 'Please choose how to pay');

/** POST /api/merchandise/purchase: one item (the game's Prize Store). */
export const PurchaseInputSchema = z.object({
  merchandiseId: IdSchema,
  paymentType: PaymentTypeSchema,
});
export type PurchaseInput = z.infer<typeof PurchaseInputSchema>;

/**
 * A checkout line. The cart sends its whole line (name, price, points): only `id` (the item),
 * `type` and `quantity` are read; the server prices every line itself. The quantity's range and
 * a `session` line are rules of the checkout (400 after "Payment not available"), not of the
 * shape, so any whole number passes here.
 */
export const CheckoutLineSchema = z.object({
  id: IdSchema,
  type: z.enum(['merchandise', 'session'], { error: 'A cart line is merchandise or a session' }),
  quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number'),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

/** POST /api/checkout: the cart's lines and how to pay. */
export const CheckoutInputSchema = z.object({
  items: z
    .array(CheckoutLineSchema, { error: 'The cart must be a list of items' })
    .max(100, 'The cart is too big'),
  paymentType: PaymentTypeSchema,
  /**
   * The total in points the buyer saw (the drawer shows the server's prices when it opens). When
   * the server's total differs, the checkout is refused with 409 `total_changed` and spends
   * nothing, so a price changed by an admin is never spent unseen (docs/rules.md#promises-kept).
   */
  expectedPoints: z
    .number({ error: 'The total you saw must be a number of points' })
    .int('The total you saw must be a whole number of points')
    .min(0, 'The total you saw must be a whole number of points')
    .optional(),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(1, 'The Idempotency-Key header must not be empty')
  .max(200, 'The Idempotency-Key header is at most 200 characters');

// ------------------------------------------------------------------ delivery (docs/rules.md#promises-kept)

// The statuses have no schema: My Inventory reads them (store-rules.ts); their words are the
// catalog's (deliveryStatusLabel in src/web/lib/option-labels.ts).
export { DELIVERY_STATUSES, type DeliveryStatus } from './store-rules.ts';
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES, {
  error: 'The status is new, sent or delivered',
});

const addressText = (field: string, max: number) =>
  z
    .string({ error: `Please enter the ${field}` })
    .trim()
    .min(1, `Please enter the ${field}`)
    .max(max, `The ${field} is at most ${max} characters`);
const optionalAddressText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} must be text` })
    .trim()
    .max(max, `The ${field} is at most ${max} characters`)
    .optional();

/** GET/PUT /api/users/address: where physical prizes are sent. */
export const DeliveryAddressSchema = z.object({
  name: addressText("recipient's name", 100),
  line1: addressText('street address', 200),
  line2: optionalAddressText('second address line', 200),
  city: addressText('town or city', 100),
  region: optionalAddressText('state or region', 100),
  postalCode: addressText('postal code', 20),
  country: addressText('country', 60),
});
export type DeliveryAddressInput = z.input<typeof DeliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof DeliveryAddressSchema>;

/** A checkout or purchase of a physical prize without a kept address (400, code `address_required`). */
export const ADDRESS_REQUIRED = 'Please add a delivery address so we can send your prize.';
/**
 * The same for a managed child, whose prizes go to the address their parent keeps: the child is
 * never asked to type a street address.
 */
export const GROWN_UP_ADDS_ADDRESS =
  'A grown-up needs to add the delivery address in Parent Settings before we can send this prize.';
/** A managed child's PUT of an address (403): the parent keeps it. */
export const ADDRESS_KEPT_BY_GROWN_UP = 'Your grown-up keeps your delivery address in Parent Settings.';

/** POST /api/admin/orders/{id}/status */
export const OrderStatusInputSchema = z.object({ status: DeliveryStatusSchema });
export type OrderStatusInput = z.infer<typeof OrderStatusInputSchema>;

/** GET /api/admin/orders?status=: physical purchases, newest first. */
export const AdminOrdersQuerySchema = PaginationQuerySchema.extend({
  status: DeliveryStatusSchema.optional(),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;
export type AdminOrdersFilters = z.output<typeof AdminOrdersQuerySchema>;

/** One physical prize to send, as the admin's Orders tab lists it. */
export const AdminOrderSchema = z.object({
  id: z.number().int(),
  itemName: z.string(),
  itemImageUrl: z.string().nullable(),
  purchaseDate: DateTimeSchema,
  buyer: z.object({ username: z.string() }),
  address: DeliveryAddressSchema,
  status: DeliveryStatusSchema,
  statusChangedAt: DateTimeSchema.nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

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
  /** Null for a digital prize (delivered at once); else where its order is. */
  deliveryStatus: DeliveryStatusSchema.nullable(),
});
export type UserPurchase = z.infer<typeof UserPurchaseSchema>;

/** The answer to a purchase: the new inventory entry and the new balance. */
export const PurchaseResultSchema = UserPurchaseSchema.extend({ points: z.number().int() });
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;

/** The answer to a checkout: one inventory entry per unit bought, what it cost and the new balance. */
export const CheckoutResultSchema = z.object({
  purchases: z.array(UserPurchaseSchema),
  pointsSpent: z.number().int(),
  points: z.number().int(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** GET /api/users/merchandise: the signed-in user's inventory, newest first. */
export const UserPurchaseListSchema = z.array(UserPurchaseSchema);

// ------------------------------------------------------------------ reviews

export const MERCHANDISE_REVIEW_COMMENT_MAX = 1000;

/**
 * A merchandise review as public lists show it: the reviewer by username only, never by id;
 * a page finds its viewer's own review by the username.
 */
export const MerchandiseReviewSchema = z.object({
  id: z.number().int(),
  merchandiseId: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  dateSubmitted: DateTimeSchema,
  /** Hidden by a moderator: then only its author sees it (marked so), and it is left out of the rating. */
  hidden: z.boolean(),
  user: z.object({ username: z.string() }),
});
export type MerchandiseReview = z.infer<typeof MerchandiseReviewSchema>;
export const MerchandiseReviewListSchema = z.array(MerchandiseReviewSchema);

/** POST /api/merchandise/{id}/reviews and PUT /api/merchandise/reviews/{id}; the review form uses it too. */
export const MerchandiseReviewInputSchema = z.object({
  rating: ReviewRatingSchema,
  comment: z
    .string({ error: 'Please provide feedback of at least 5 characters' })
    .trim()
    .min(5, 'Please provide feedback of at least 5 characters')
    .max(MERCHANDISE_REVIEW_COMMENT_MAX, 'Feedback must be at most 1000 characters'),
});
export type MerchandiseReviewInput = z.infer<typeof MerchandiseReviewInputSchema>;

// ------------------------------------------------------------------ savings goal

/** PUT /api/users/goal: the one item the user saves for. */
export const SetGoalInputSchema = z.object({ merchandiseId: IdSchema });
export type SetGoalInput = z.infer<typeof SetGoalInputSchema>;

/**
 * Whether the goal's item can be bought now: `available`, `soldOut` (stock 0), or `unavailable`
 * (hidden or deleted by an admin). A goal never vanishes: it says which.
 */
export const GOAL_STATUSES = ['available', 'soldOut', 'unavailable'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** GET /api/users/goal answers this or null. */
export const SavingsGoalSchema = z.object({
  merchandiseId: z.number().int(),
  setAt: DateTimeSchema,
  status: z.enum(GOAL_STATUSES),
  item: z.object({
    name: z.string(),
    imageUrl: z.string().nullable(),
    pointsCost: z.number().int(),
    priceDollars: MoneySchema,
    inventory: z.number().int(),
  }),
});
export type SavingsGoal = z.infer<typeof SavingsGoalSchema>;
