import { z } from 'zod';
import { FieldLanguageSchema, StoredSpanishSchema } from './authored.ts';
import { DateTimeSchema, PaginationQuerySchema, ReviewRatingSchema } from './common.ts';
import {
  AVAILABILITY_FILTER_OPTIONS,
  GRADE_OPTIONS,
  SESSION_TYPE_FILTER_OPTIONS,
  SUBJECT_FILTER_OPTIONS,
} from './options.ts';
import { TutorOwnHoursSchema } from './teach-hours.ts';

/** A tutor as the public sees it. `rating` has one decimal; `subjects` is comma-separated text. */
export const TutorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  bio: z.string(),
  subjects: z.string(),
  gradeLevel: z.string(),
  sessionType: z.string(),
  /** Some of AVAILABILITY_OPTIONS. */
  availability: z.array(z.string()),
  /** The IANA zone the availability windows are read in (docs/rules.md#promises-kept). */
  timeZone: z.string(),
  /** Their own hours (docs/tutoring.md#a-tutors-hours); null while they keep the windows of `availability`. */
  hours: TutorOwnHoursSchema.nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  /** The language each translatable field is answered in (authored.ts); absent: all in English. */
  lang: z.object({ bio: FieldLanguageSchema }).optional(),
});
export type Tutor = z.infer<typeof TutorSchema>;

/** A tutor as the admin reads and writes them: the English bio and its Spanish version. */
export const AdminTutorSchema = TutorSchema.omit({ lang: true }).extend({ bioEs: StoredSpanishSchema });
export type AdminTutor = z.infer<typeof AdminTutorSchema>;

/**
 * A filter value from one of the option lists. The list's first entry ("All Grades", "Any
 * Time"...), an empty value and absence all mean "no filter" (undefined). A value that matches
 * an option in another letter case becomes that option; any other value is kept as sent (it
 * matches nothing, so an edited address shows an empty list rather than an error).
 */
function optionFilter(options: readonly string[]) {
  const noFilter = options[0]?.toLowerCase();
  return z
    .string()
    .trim()
    .max(100, 'Filter values are at most 100 characters')
    .optional()
    .transform((value) => {
      if (!value || value.toLowerCase() === noFilter) return undefined;
      return options.find((o) => o.toLowerCase() === value.toLowerCase()) ?? value;
    });
}

/**
 * GET /api/tutors. Without `limit` the whole list (at most 500) as a bare array; with `limit`
 * (and `offset`) that page, and the total in the `X-Total-Count` header. Ordered by rating
 * (highest first), then id.
 */
export const TutorListQuerySchema = PaginationQuerySchema.extend({
  /** Part of the name, a subject or the bio, ignoring case. */
  q: z
    .string()
    .trim()
    .max(100, 'Search text is at most 100 characters')
    .optional()
    .transform((v) => v || undefined),
  /** One of the tutor's subjects, ignoring case ("All Subjects" = no filter). */
  subject: optionFilter(SUBJECT_FILTER_OPTIONS),
  /** A grade; a tutor teaching "All Grades" matches every grade ("All Grades" = no filter). */
  grade: optionFilter(GRADE_OPTIONS),
  /** One of the availability options ("Any Time" = no filter). */
  availability: optionFilter(AVAILABILITY_FILTER_OPTIONS),
  /** One of the session types ("All Types" = no filter). */
  sessionType: optionFilter(SESSION_TYPE_FILTER_OPTIONS),
});
export type TutorListQuery = z.input<typeof TutorListQuerySchema>;
export type TutorListFilters = z.output<typeof TutorListQuerySchema>;

// ------------------------------------------------------------------ reviews

export const TUTOR_REVIEW_COMMENT_MAX = 500;

/**
 * A tutor review. Public: the reviewer shows by username only, never by name or id; a page finds
 * its viewer's own review by the username.
 */
export const TutorReviewSchema = z.object({
  id: z.number().int(),
  tutorId: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  dateSubmitted: DateTimeSchema,
  user: z.object({ username: z.string() }),
  /** Hidden by a moderator: only its author still sees it (public lists leave it out). */
  hidden: z.boolean(),
});
export type TutorReview = z.infer<typeof TutorReviewSchema>;

/** GET /api/tutors/{id}/reviews: newest first; `limit`/`offset` page it like any list. */
export const TutorReviewListQuerySchema = PaginationQuerySchema;

/** POST /api/tutors/{id}/reviews (signed in; one per user per tutor). The review form uses it too. */
export const TutorReviewInputSchema = z.object({
  rating: ReviewRatingSchema,
  comment: z
    .string({ error: 'Comment is required' })
    .trim()
    .min(1, 'Comment is required')
    .max(TUTOR_REVIEW_COMMENT_MAX, 'Comment must be less than 500 characters'),
});
export type TutorReviewInput = z.infer<typeof TutorReviewInputSchema>;
