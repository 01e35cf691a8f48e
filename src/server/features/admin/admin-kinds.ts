// The five kinds the admin manages, one list: each owning feature describes its kind (its
// *-admin.service.ts), and the routes and the service run one pattern over this list.
import type { AdminKind } from '#contract/admin.ts';
import { articlesAdmin } from '#server/features/articles/articles-admin.service.ts';
import { gamesAdmin } from '#server/features/games/games-admin.service.ts';
import { merchandiseAdmin } from '#server/features/store/merchandise-admin.service.ts';
import { testimonialsAdmin } from '#server/features/testimonials/testimonials-admin.service.ts';
import { tutorsAdmin } from '#server/features/tutors/tutors-admin.service.ts';

export const ADMIN_KIND_HANDLERS = {
  tutors: tutorsAdmin,
  articles: articlesAdmin,
  games: gamesAdmin,
  testimonials: testimonialsAdmin,
  merchandise: merchandiseAdmin,
} satisfies Record<AdminKind, unknown>;
