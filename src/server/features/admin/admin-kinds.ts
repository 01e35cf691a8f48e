// The five kinds the admin manages, one list: each owning feature describes its kind (its
// *-admin.service.ts), and the routes and the service run one pattern over this list.
import type { AdminKind } from '#contract/admin.ts';
import { articlesAdmin } from '../articles/articles-admin.service';
import { gamesAdmin } from '../games/games-admin.service';
import { merchandiseAdmin } from '../store/merchandise-admin.service';
import { testimonialsAdmin } from '../testimonials/testimonials-admin.service';
import { tutorsAdmin } from '../tutors/tutors-admin.service';

export const ADMIN_KIND_HANDLERS = {
  tutors: tutorsAdmin,
  articles: articlesAdmin,
  games: gamesAdmin,
  testimonials: testimonialsAdmin,
  merchandise: merchandiseAdmin,
} satisfies Record<AdminKind, unknown>;
