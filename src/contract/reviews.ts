// What tutor and merchandise reviews share (docs/rules.md#promises-kept "Reviews from experience"): who may
// write one, reporting a review, and the admin's queue of reported reviews.
import { z } from 'zod';
import { DateTimeSchema, IdTextSchema } from './common.ts';

export const REVIEWED_KINDS = ['tutors', 'merchandise'] as const;
export type ReviewedKind = (typeof REVIEWED_KINDS)[number];

/** The sentences a refused review answers with (403); the web shows them where the button would be. */
export const REVIEW_NEEDS_EXPERIENCE: Record<ReviewedKind, string> = {
  tutors: 'You can review a tutor after a session with them',
  merchandise: 'You can review a prize after you get it',
};
/** A deleted tutor or item can no longer be reviewed. */
export const REVIEW_SUBJECT_GONE: Record<ReviewedKind, string> = {
  tutors: 'This tutor is no longer on Sprout, so it cannot be reviewed',
  merchandise: 'This item is no longer in the store, so it cannot be reviewed',
};

/** GET /api/reviews/{kind}/{id}/eligibility: whether the signed-in user may write a review, and why not. */
export const ReviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  /** Why not, as a sentence that says what to do; null when a review may be written. */
  reason: z.string().nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

export const ReviewKindParamsSchema = z.object({
  kind: z.enum(REVIEWED_KINDS, { error: 'Kind must be tutors or merchandise' }),
  id: IdTextSchema,
});

export const REPORT_REASON_MAX = 500;

/** POST /api/reviews/{kind}/{id}/report: one report per user per review. */
export const ReportReviewInputSchema = z.object({
  reason: z
    .string({ error: 'Please say why you are reporting this review' })
    .trim()
    .min(3, 'Please say why you are reporting this review')
    .max(REPORT_REASON_MAX, `Reason must be at most ${REPORT_REASON_MAX} characters`),
});
export type ReportReviewInput = z.infer<typeof ReportReviewInputSchema>;

export const ALREADY_REPORTED = 'You have already reported this review. An admin will look at it.';

/** A review waiting in the admin's queue, with its reports' reasons. */
export const ReportedReviewSchema = z.object({
  kind: z.enum(REVIEWED_KINDS),
  id: z.number().int(),
  itemId: z.number().int(),
  /** The tutor's or the item's name. */
  itemName: z.string(),
  username: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  dateSubmitted: DateTimeSchema,
  reports: z.array(z.object({ reason: z.string(), reportedAt: DateTimeSchema })),
});
export type ReportedReview = z.infer<typeof ReportedReviewSchema>;

/** POST /api/admin/reported-reviews/{kind}/{id}: keep the review (reports closed) or remove it (hidden). */
export const ReportDecisionInputSchema = z.object({
  decision: z.enum(['keep', 'remove'], { error: 'Decision must be keep or remove' }),
});
export type ReportDecisionInput = z.infer<typeof ReportDecisionInputSchema>;
