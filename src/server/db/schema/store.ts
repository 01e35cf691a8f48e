// The store: merchandise, its reviews and their reports, purchases, delivery addresses,
// savings goals and the idempotency keys of checkouts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';

export const merchandise = pgTable(
  'merchandise',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The optional Spanish versions (null: the reader of Spanish reads the English). */
    nameEs: text('name_es'),
    descriptionEs: text('description_es'),
    imageUrl: text('image_url'),
    pointsCost: integer('points_cost').notNull(),
    priceDollars: numeric('price_dollars', { precision: 10, scale: 2 }).notNull(),
    inventory: integer('inventory').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Recomputed from the reviews on every change, like a tutor's rating. */
    averageRating: numeric('average_rating', { precision: 2, scale: 1 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    /** A deleted item is hidden, never removed: purchases and reviews keep what they showed. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Delivered at once (a certificate, a virtual trophy); otherwise sent to a delivery address. */
    digital: boolean('digital').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('merchandise_inventory_not_negative', sql`${t.inventory} >= 0`),
    check('merchandise_points_cost_not_negative', sql`${t.pointsCost} >= 0`),
    index('merchandise_active_idx').on(t.isActive, t.isDeleted),
  ],
);

export const merchandiseReviews = pgTable(
  'merchandise_reviews',
  {
    id: serial('id').primaryKey(),
    merchandiseId: integer('merchandise_id')
      .notNull()
      .references(() => merchandise.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    dateSubmitted: tstz('date_submitted').notNull().defaultNow(),
    updatedAt: tstz('updated_at'),
    /** Admin moderation: a hidden review leaves the public list and the rating; its author still sees it. */
    hiddenAt: tstz('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('merchandise_reviews_item_user_key').on(t.merchandiseId, t.userId),
    index('merchandise_reviews_item_date_idx').on(t.merchandiseId, t.dateSubmitted),
    check('merchandise_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A user's report of a review (docs/rules.md#promises-kept): one per user per review, with a reason. The
 * admin keeps the review (`resolution` 'kept') or removes it ('removed': hidden, rating
 * recomputed); until then it waits in the moderation queue. Reviews of both kinds are reported
 * here, named by kind and id (no foreign key can point at two tables).
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['tutors', 'merchandise'] }).notNull(),
    reviewId: integer('review_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
    resolution: text('resolution', { enum: ['kept', 'removed'] }),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_key').on(t.kind, t.reviewId, t.userId),
    index('review_reports_open_idx').on(t.kind, t.reviewId).where(sql`${t.resolvedAt} is null`),
  ],
);

/** One inventory entry per unit bought; it keeps the item's name and image as bought. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchandiseId: integer('merchandise_id').references(() => merchandise.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    itemImageUrl: text('item_image_url'),
    itemDescription: text('item_description').notNull().default(''),
    paymentType: text('payment_type').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    amountPaid: numeric('amount_paid', { precision: 10, scale: 2 }).notNull().default('0.00'),
    purchaseDate: tstz('purchase_date').notNull().defaultNow(),
    /**
     * A physical prize is an order: new, sent, delivered (docs/rules.md#promises-kept); null for a digital
     * one, delivered at once.
     */
    deliveryStatus: text('delivery_status', { enum: ['new', 'sent', 'delivered'] }),
    /** The address the order goes to, as it was when ordered; null for a digital prize. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressValues>(),
    deliveryStatusAt: tstz('delivery_status_at'),
  },
  (t) => [
    index('purchases_user_date_idx').on(t.userId, t.purchaseDate),
    // The admin's Orders tab: physical purchases by status, newest first.
    index('purchases_delivery_status_idx')
      .on(t.deliveryStatus, t.purchaseDate)
      .where(sql`${t.deliveryStatus} is not null`),
    check('purchases_delivery_status_valid', sql`${t.deliveryStatus} in ('new', 'sent', 'delivered')`),
  ],
);

/** What a delivery address holds (docs/rules.md#promises-kept). */
export interface DeliveryAddressValues {
  name: string;
  line1: string;
  line2?: string | undefined;
  city: string;
  region?: string | undefined;
  postalCode: string;
  country: string;
}

/**
 * The one delivery address an account keeps for physical prizes; a managed child's prizes go to
 * the consenting parent's (docs/rules.md#promises-kept).
 */
export const deliveryAddresses = pgTable('delivery_addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<DeliveryAddressValues>().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** The one item a user saves points for (beyond the spec); it stays when the item is hidden. */
export const savingsGoals = pgTable('savings_goals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  merchandiseId: integer('merchandise_id')
    .notNull()
    .references(() => merchandise.id, { onDelete: 'cascade' }),
  setAt: tstz('set_at').notNull().defaultNow(),
});

/** The first answer to a checkout or purchase sent with an Idempotency-Key, for 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /**
     * A hash of the request the key was first used for (see requestHashOf): the same key with
     * another request is refused, not answered with the first one's answer.
     */
    requestHash: text('request_hash').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
