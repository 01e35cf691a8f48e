// The admin dashboard (docs/product.md: its screen, the admin forms' validation and the admin
// calls; docs/rules.md#rules-the-product-leaves-open "Admin"): the five kinds of catalog item as one list, each kind's
// form schema (the server validates with it, the form resolves with it), the messages and the
// review moderation calls. No Node, DOM, React or Drizzle imports.
import { z } from 'zod';
import { isAllowedImageSource } from './article-html.ts';
import { spanishVersion } from './authored.ts';
import { DateTimeSchema, PaginationQuerySchema } from './common.ts';
import { GameRulesSchema, SkillTypeSchema } from './game-rules-schema.ts';
import { AVAILABILITY_OPTIONS } from './options.ts';
import { isValidTimeZone } from './sessions.ts';
import { canonicalTimeZone } from './time-zone.ts';

// ------------------------------------------------------------------ the kinds, one list

export const ADMIN_KINDS = ['tutors', 'articles', 'games', 'testimonials', 'merchandise'] as const;
export type AdminKind = (typeof ADMIN_KINDS)[number];

/** Each kind's English words, as the API writes them; the dashboard says them from the catalog (admin.kinds.*). */
export interface AdminKindLabels {
  /** The tab's label and the "Manage X" / "Add X" word. */
  title: string;
  /** The word in "delete this <kind>", "Failed to create <kind>". */
  singular: string;
  /** The word in "No <kind> available". */
  plural: string;
}

export const ADMIN_KIND_LABELS: Record<AdminKind, AdminKindLabels> = {
  tutors: { title: 'Tutors', singular: 'tutor', plural: 'tutors' },
  articles: { title: 'Articles', singular: 'article', plural: 'articles' },
  games: { title: 'Games', singular: 'game', plural: 'games' },
  testimonials: { title: 'Testimonials', singular: 'testimonial', plural: 'testimonials' },
  merchandise: { title: 'Merchandise', singular: 'merchandise', plural: 'merchandise' },
};

// ------------------------------------------------------------------ field rules

const text = (min: number, message: string, max = 200) =>
  z.string({ error: message }).trim().min(min, message).max(max, `At most ${max} characters`);

const URL_MESSAGE = 'Please enter a valid URL';

/** An image address: an https: URL or a path on this site (docs/rules.md#rules-the-product-leaves-open "Content"). */
export const ImageUrlSchema = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(2000, URL_MESSAGE)
  .refine(isAllowedImageSource, URL_MESSAGE);

/** A text or number field whose text must match `pattern` (the digit rules of docs/product.md#validation). */
const digits = (pattern: RegExp, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(pattern, message));

const RATING_MESSAGE = 'Rating must be between 0 and 5';
/** "a digit 0-5 with an optional one-decimal part", never above 5; stored as "4.5". */
export const RatingTextSchema = digits(/^[0-5](\.\d)?$/, RATING_MESSAGE)
  .refine((v) => Number(v) <= 5, RATING_MESSAGE)
  .transform((v) => Number(v).toFixed(1));

// ------------------------------------------------------------------ tutors

const TIME_ZONE_MESSAGE = 'Please enter a time zone like America/New_York or Europe/London';

export const TutorInputSchema = z.object({
  name: text(2, 'Name must be at least 2 characters', 100),
  subjects: text(2, 'Subjects must be at least 2 characters', 300),
  bio: text(10, 'Bio must be at least 10 characters', 2000),
  bioEs: spanishVersion(2000),
  gradeLevel: text(2, 'Grade level must be at least 2 characters', 100),
  sessionType: text(2, 'Session type must be at least 2 characters', 100),
  /** Optional: empty means no image (the card draws an avatar). */
  imageUrl: z
    .union([z.literal(''), ImageUrlSchema])
    .nullish()
    .transform((v) => v || null),
  availability: z
    .array(z.enum(AVAILABILITY_OPTIONS, { error: 'Please choose availability from the list' }))
    .max(AVAILABILITY_OPTIONS.length)
    .default([])
    .transform((list) => AVAILABILITY_OPTIONS.filter((o) => list.includes(o))),
  /**
   * The IANA zone the availability windows are read in. Absent keeps it as it is (a new tutor
   * gets America/New_York), so the spec's client, which never sends it, changes nothing.
   */
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .trim()
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isValidTimeZone, TIME_ZONE_MESSAGE)
    .transform(canonicalTimeZone)
    .optional(),
  // The spec's client sends these on create; the rating is always computed from reviews.
  rating: z.unknown().optional(),
  ratingCount: z.unknown().optional(),
});
export type TutorInput = z.input<typeof TutorInputSchema>;
export type TutorValues = z.output<typeof TutorInputSchema>;

// ------------------------------------------------------------------ articles

export const ArticleInputSchema = z.object({
  title: text(2, 'Title must be at least 2 characters'),
  category: text(2, 'Category must be at least 2 characters', 100),
  content: text(10, 'Content must be at least 10 characters', 200_000),
  summary: text(10, 'Summary must be at least 10 characters', 1000),
  titleEs: spanishVersion(200),
  summaryEs: spanishVersion(1000),
  /** HTML, sanitized like `content`. */
  contentEs: spanishVersion(200_000),
  author: text(2, 'Author must be at least 2 characters', 100),
  authorTitle: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .nullish()
    .transform((v) => v || null),
  imageUrl: ImageUrlSchema,
  readTime: text(2, 'Read time must be at least 2 characters', 40),
  featured: z.boolean().default(false),
  /** The publish date the article shows; absent means now (a create) or unchanged (an edit). */
  publishedAt: DateTimeSchema.optional(),
});
export type ArticleInput = z.input<typeof ArticleInputSchema>;
export type ArticleValues = z.output<typeof ArticleInputSchema>;

// ------------------------------------------------------------------ games

export const GameInputSchema = z.object({
  title: text(2, 'Title must be at least 2 characters', 100),
  category: text(2, 'Category must be at least 2 characters', 100),
  description: text(10, 'Description must be at least 10 characters', 2000),
  titleEs: spanishVersion(100),
  descriptionEs: spanishVersion(2000),
  imageUrl: ImageUrlSchema,
  rating: RatingTextSchema,
  ageRange: text(2, 'Age range must be at least 2 characters', 40),
  gradelevel: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .nullish()
    .transform((v) => v || null),
  /** One of the kinds the game engine plays. */
  skillType: SkillTypeSchema,
  isNew: z.boolean().default(false),
  isPopular: z.boolean().default(false),
  /**
   * Levels, badges and their rules: `haslevels`, `totallevels` and `availablebadges` follow from
   * them. Left out, a new game plays by its kind's default rules and an edited one keeps its own.
   */
  rules: GameRulesSchema.optional(),
});
export type GameInput = z.input<typeof GameInputSchema>;
export type GameValues = z.output<typeof GameInputSchema>;

// ------------------------------------------------------------------ testimonials

export const TestimonialInputSchema = z.object({
  name: text(2, 'Name must be at least 2 characters', 100),
  title: text(2, 'Title must be at least 2 characters', 100),
  content: text(10, 'Content must be at least 10 characters', 2000),
  titleEs: spanishVersion(100),
  contentEs: spanishVersion(2000),
  rating: RatingTextSchema,
  imageUrl: ImageUrlSchema,
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;
export type TestimonialValues = z.output<typeof TestimonialInputSchema>;

// ------------------------------------------------------------------ merchandise

export const MerchandiseInputSchema = z.object({
  name: text(2, 'Name must be at least 2 characters', 100),
  description: text(10, 'Description must be at least 10 characters', 2000),
  nameEs: spanishVersion(100),
  descriptionEs: spanishVersion(2000),
  imageUrl: ImageUrlSchema,
  pointsCost: digits(/^\d{1,9}$/, 'Points cost must be a valid number').transform(Number),
  priceDollars: digits(/^\d{1,8}(\.\d{1,2})?$/, 'Price must be a valid dollar amount').transform((v) =>
    Number(v).toFixed(2),
  ),
  inventory: digits(/^\d{1,9}$/, 'Inventory must be a valid number').transform(Number),
  isActive: z.boolean().default(true),
  /** Delivered at once (a certificate); otherwise a physical prize sent to an address (docs/rules.md#promises-kept). */
  digital: z.boolean().default(false),
});
export type MerchandiseInput = z.input<typeof MerchandiseInputSchema>;
export type MerchandiseValues = z.output<typeof MerchandiseInputSchema>;

// ------------------------------------------------------------------ lists

/** GET /api/admin/{kind}: every item not deleted (inactive merchandise too), newest first; `q` searches. */
export const AdminListQuerySchema = PaginationQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, 'Search text is at most 100 characters')
    .optional()
    .transform((v) => v || undefined),
});
export type AdminListQuery = z.input<typeof AdminListQuerySchema>;
export type AdminListFilters = z.output<typeof AdminListQuerySchema>;

// ------------------------------------------------------------------ messages

export const AdminMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: DateTimeSchema,
  handled: z.boolean(),
  handledAt: DateTimeSchema.nullable(),
  /** The admin who marked it handled (username), or null. */
  handledBy: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

/** The header of GET /api/admin/messages that counts the unhandled messages (the tab's badge). */
export const UNHANDLED_COUNT_HEADER = 'x-unhandled-count';

// ------------------------------------------------------------------ review moderation

export { REVIEWED_KINDS, type ReviewedKind } from './reviews.ts';

/** A review as the moderator sees it: hidden ones too. */
export const AdminReviewSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  username: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  dateSubmitted: DateTimeSchema,
  hidden: z.boolean(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

/** PUT /api/admin/{tutors|merchandise}/reviews/{id}/visibility */
export const ReviewVisibilityInputSchema = z.object({
  hidden: z.boolean({ error: 'Say whether the review is hidden' }),
});
export type ReviewVisibilityInput = z.infer<typeof ReviewVisibilityInputSchema>;

// ------------------------------------------------------------------ the article editor's preview

/** POST /api/admin/articles/preview: the HTML as the server's sanitizer would store it. */
export const ArticlePreviewInputSchema = z.object({
  content: z.string().max(200_000, 'At most 200000 characters'),
});
export const ArticlePreviewSchema = z.object({ html: z.string() });
export type ArticlePreview = z.infer<typeof ArticlePreviewSchema>;
