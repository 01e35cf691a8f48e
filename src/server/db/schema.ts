// The whole database: every entity of docs/product.md#entities and what docs/rules.md#rules-the-product-leaves-open needs.
// Only repositories import this file (through their feature's repository module).
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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** Small facts about the database itself, such as when the demo content was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    /** Granted by `npm run admin -- grant`; the demo "-admin" suffix is decided per request. */
    isAdmin: boolean('is_admin').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    userType: text('user_type', { enum: ['student', 'parent'] })
      .notNull()
      .default('student'),
    grade: text('grade'),
    age: integer('age'),
    /** From the age screen at registration; null for accounts made before it or by API clients. */
    birthYear: integer('birth_year'),
    /**
     * A child under 13: "pending" until a parent says yes, then "given"; null for 13 or over
     * (docs/rules.md#families-consent-and-privacy). Who gave it and how is in consent_records.
     */
    consent: text('consent', { enum: ['pending', 'given'] }),
    profilePic: text('profile_pic'),
    /** The balance beside the points ledger, kept in the same transaction as each ledger row. */
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_points_not_negative', sql`${t.points} >= 0`),
    check('users_user_type_valid', sql`${t.userType} in ('student', 'parent')`),
    check('users_consent_valid', sql`${t.consent} in ('pending', 'given')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC of the cookie's token: a stolen database cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** The absolute end (30 days); the idle end (7 days) is counted from lastSeenAt. */
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['verify-email', 'password-reset'] }).notNull(),
    /**
     * The address the link was sent to: a verification link verifies only this address, so a
     * link to an address since changed verifies nothing.
     */
    email: text('email'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * A child's open request for a parent's yes: the address the consent e-mail went to and the
 * current link (one per child; asking again or changing the address replaces the token). The
 * account's 7 days run from the child's users.created_at, so a new address does not extend them.
 */
export const consentRequests = pgTable(
  'consent_requests',
  {
    childId: integer('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    /** The day-3 reminder, claimed with a conditional update so it goes once. */
    remindedAt: tstz('reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('consent_requests_token_hash_key').on(t.tokenHash)],
);

/**
 * The consent a parent gave for a child under 13 (kept as evidence, docs/rules.md#families-consent-and-privacy). Its
 * parent is the one who "manages" the child: sets the password, exports, deletes, answers
 * link requests, and receives the child's password-reset mail.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    childId: integer('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['email-link', 'parent-created'] }).notNull(),
    /** The address the consent link reached (email-link), for the record. */
    parentEmail: text('parent_email'),
    givenAt: tstz('given_at').notNull(),
  },
  (t) => [
    index('consent_records_parent_id_idx').on(t.parentId),
    check('consent_records_method_valid', sql`${t.method} in ('email-link', 'parent-created')`),
  ],
);

/** Fixed-window counters, in the database so limits hold across server instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: tstz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_window_start_idx').on(t.windowStart),
  ],
);

/** Every change of a user's points is a row; users.points is always this table's sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['game-score', 'purchase', 'checkout', 'adjustment'] }).notNull(),
    /** The row that caused the change (a game score, a purchase), for the audit trail. */
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [index('points_ledger_user_created_idx').on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Catalog: tutors, articles, games, testimonials, merchandise
// ---------------------------------------------------------------------------------------------

export const tutors = pgTable(
  'tutors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    bio: text('bio').notNull(),
    /** Comma-separated, as the spec's entity has it. */
    subjects: text('subjects').notNull(),
    gradeLevel: text('grade_level').notNull(),
    sessionType: text('session_type').notNull(),
    availability: text('availability').array().notNull().default(sql`'{}'::text[]`),
    /** The IANA zone of the tutor's clocks: the availability windows are read on them. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /**
     * The subjects in lower case, split on commas: what the subject filter matches (with the
     * GIN index below), kept by the database so no query splits text for every row.
     */
    subjectKeys: text('subject_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`regexp_split_to_array(lower(btrim(subjects)), '[[:space:]]*,[[:space:]]*')`),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutors_active_rating_idx').on(t.isActive, t.rating.desc(), t.id),
    index('tutors_subject_keys_idx').using('gin', t.subjectKeys),
    index('tutors_grade_level_idx').on(t.gradeLevel),
    index('tutors_session_type_idx').on(t.sessionType),
  ],
);

export const tutorReviews = pgTable(
  'tutor_reviews',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    dateSubmitted: tstz('date_submitted').notNull().defaultNow(),
    /** Admin moderation: a hidden review leaves the public list and the rating; its author still sees it. */
    hiddenAt: tstz('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tutor_reviews_tutor_user_key').on(t.tutorId, t.userId),
    index('tutor_reviews_tutor_date_idx').on(t.tutorId, t.dateSubmitted),
    index('tutor_reviews_user_id_idx').on(t.userId),
    check('tutor_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A booked tutor session. */
export const tutorSessions = pgTable(
  'tutor_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id),
    subject: text('subject').notNull(),
    sessionType: text('session_type').notNull(),
    /** The date and time as the booker chose them, in their time zone. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    startsAt: tstz('starts_at').notNull(),
    /** `completed` and `no-show` are recorded by an admin (docs/rules.md#promises-kept). */
    status: text('status', { enum: ['scheduled', 'cancelled', 'completed', 'no-show'] })
      .notNull()
      .default('scheduled'),
    notes: text('notes'),
    reminderSentAt: tstz('reminder_sent_at'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tutor_sessions_tutor_start_key')
      .on(t.tutorId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    index('tutor_sessions_user_start_idx').on(t.userId, t.startsAt),
    index('tutor_sessions_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled' and ${t.reminderSentAt} is null`),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitized HTML: sanitized on the server when written. */
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    category: text('category').notNull(),
    author: text('author').notNull(),
    authorTitle: text('author_title'),
    readTime: text('read_time').notNull(),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: tstz('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('articles_active_published_idx').on(t.isActive, t.publishedAt),
    index('articles_category_idx').on(t.category),
  ],
);

/**
 * An article a signed-in user read (reached its end or stayed 20 seconds, docs/rules.md#promises-kept): one
 * row per user and article, the first read kept. Article Enthusiast and Knowledge Explorer count them.
 */
export const articleReads = pgTable(
  'article_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  gradelevel: text('gradelevel'),
  imageUrl: text('image_url'),
  rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
  ageRange: text('age_range').notNull(),
  /** The kind of game the engine plays (a choice listed in the contract). */
  skillType: text('skill_type').notNull(),
  isNew: boolean('is_new').notNull().default(false),
  isPopular: boolean('is_popular').notNull().default(false),
  haslevels: boolean('haslevels').notNull().default(false),
  totallevels: integer('totallevels').notNull().default(0),
  availablebadges: text('availablebadges').array().notNull().default(sql`'{}'::text[]`),
  /** The game's rules as data: levels, badge rules, scoring bounds (shape owned by the games feature). */
  rules: jsonb('rules').notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** A player's stars for a game (docs/rules.md#play and docs/rules.md#promises-kept): one per player, changeable. */
export const gameRatings = pgTable(
  'game_ratings',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    // The game's average reads by game_id, the key's first column.
    primaryKey({ columns: [t.gameId, t.userId] }),
    check('game_ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A game started on the server clock; a score must name an unused play of its own user. */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    startedAt: tstz('started_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('game_plays_user_id_idx').on(t.userId, t.startedAt)],
);

export const gameScores = pgTable(
  'game_scores',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playId: integer('play_id')
      .notNull()
      .references(() => gamePlays.id),
    score: integer('score').notNull(),
    timeSpent: integer('time_spent').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    level: integer('level'),
    pointsEarned: integer('points_earned').notNull().default(0),
    dateCompleted: tstz('date_completed').notNull().defaultNow(),
    // The player's skill level in this game before and after the round, so a week's skill change
    // (the family digest) is read from the week's own rounds. Null before: the game's first round
    // (or a round saved before these were kept).
    skillBefore: numeric('skill_before', { precision: 3, scale: 1 }),
    skillAfter: numeric('skill_after', { precision: 3, scale: 1 }),
  },
  (t) => [
    uniqueIndex('game_scores_play_id_key').on(t.playId),
    index('game_scores_user_date_idx').on(t.userId, t.dateCompleted),
    index('game_scores_game_score_idx').on(t.gameId, t.score.desc()),
    index('game_scores_game_user_score_idx').on(t.gameId, t.userId, t.score.desc()),
    check('game_scores_correct_le_total', sql`${t.correctAnswers} <= ${t.totalQuestions}`),
  ],
);

export const gameProgress = pgTable(
  'game_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    skillLevel: numeric('skill_level', { precision: 3, scale: 1 }).notNull().default('0'),
    highScore: integer('high_score').notNull().default(0),
    totalPlays: integer('total_plays').notNull().default(0),
    lastPlayed: tstz('last_played'),
    badges: text('badges').array().notNull().default(sql`'{}'::text[]`),
    completedLevels: integer('completed_levels').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex('game_progress_user_game_key').on(t.userId, t.gameId)],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('5.0'),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const merchandise = pgTable(
  'merchandise',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
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

// ---------------------------------------------------------------------------------------------
// Family, study sessions, contact
// ---------------------------------------------------------------------------------------------

/** A link request and the link it becomes are one row; only `accepted` shows activity. */
export const familyLinks = pgTable(
  'family_links',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship').notNull().default('parent'),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: tstz('responded_at'),
  },
  (t) => [
    uniqueIndex('family_links_open_pair_key')
      .on(t.parentId, t.childId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('family_links_parent_idx').on(t.parentId, t.status),
    index('family_links_child_idx').on(t.childId, t.status),
    check('family_links_not_self', sql`${t.parentId} <> ${t.childId}`),
  ],
);

export const studySessions = pgTable(
  'study_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time'),
    completed: boolean('completed').notNull().default(false),
    /** Whole minutes, rounded. */
    duration: integer('duration'),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('study_sessions_one_open_key').on(t.userId).where(sql`${t.completed} = false`),
    index('study_sessions_user_start_idx').on(t.userId, t.startTime),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    handled: boolean('handled').notNull().default(false),
    /** Who marked it handled in the admin's Messages tab, and when. */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_handled_created_idx').on(t.handled, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Parents in the loop (docs/rules.md#parents-in-the-loop)
// ---------------------------------------------------------------------------------------------

/** A child's settings, set by a parent with an accepted link; no row means the defaults. */
export const childSettings = pgTable(
  'child_settings',
  {
    childId: integer('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    approvePurchases: boolean('approve_purchases').notNull().default(false),
    approveBookings: boolean('approve_bookings').notNull().default(false),
    dailyGameMinutes: integer('daily_game_minutes'),
    /** Quiet hours: HH:MM to HH:MM on the clocks of quiet_time_zone (all three or none). */
    quietFrom: text('quiet_from'),
    quietTo: text('quiet_to'),
    quietTimeZone: text('quiet_time_zone'),
    /** Extra time for timed rounds, in percent: 100, 150 or 200. */
    extraTimePercent: integer('extra_time_percent').notNull().default(100),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('child_settings_minutes_range', sql`${t.dailyGameMinutes} between 15 and 240`),
    check('child_settings_extra_time', sql`${t.extraTimePercent} in (100, 150, 200)`),
  ],
);

/**
 * A checkout, purchase or booking of a child that waits for a parent's yes. `payload` is the
 * call's validated input, run again through the owning service when a parent approves.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['checkout', 'purchase', 'booking'] }).notNull(),
    payload: jsonb('payload').notNull(),
    /** What was asked for, in words, as it read when the child asked. */
    summary: text('summary').notNull(),
    status: text('status', { enum: ['waiting', 'approved', 'declined', 'failed', 'expired'] })
      .notNull()
      .default('waiting'),
    /** Why an approved request could not run (status failed). */
    outcome: text('outcome'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    decidedAt: tstz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('approval_requests_child_status_idx').on(t.childId, t.status, t.createdAt),
    index('approval_requests_waiting_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'waiting'`),
  ],
);

/** Parents who turned the weekly digest off (one click in the e-mail, or Parent Settings). */
export const digestOptOuts = pgTable('digest_opt_outs', {
  parentId: integer('parent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
