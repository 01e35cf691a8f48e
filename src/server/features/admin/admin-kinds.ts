// The five kinds the admin manages, one list: each owning feature describes its kind (its
// *-admin.service.ts), and the routes and the service run one pattern over this list.
import type { AdminKind, ReviewedKind } from '@contract/admin';
import type { ReviewModeration } from '../../lib/admin-kind';
import { articlesAdmin } from '../articles/articles-admin.service';
import { gamesAdmin } from '../games/games-admin.service';
import { merchandiseAdmin, merchandiseReviewModeration } from '../store/merchandise-admin.service';
import { testimonialsAdmin } from '../testimonials/testimonials-admin.service';
import { tutorReviewModeration, tutorsAdmin } from '../tutors/tutors-admin.service';

export const ADMIN_KIND_HANDLERS = {
  tutors: tutorsAdmin,
  articles: articlesAdmin,
  games: gamesAdmin,
  testimonials: testimonialsAdmin,
  merchandise: merchandiseAdmin,
} satisfies Record<AdminKind, unknown>;

export const REVIEW_MODERATION: Record<ReviewedKind, ReviewModeration> = {
  tutors: tutorReviewModeration,
  merchandise: merchandiseReviewModeration,
};
