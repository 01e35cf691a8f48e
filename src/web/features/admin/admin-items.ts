// The item type of each admin kind, the body its create and edit calls take, and the write each
// kind's changes count as (query-keys.ts says what that write makes stale).
import type { z } from 'zod';
import type { AdminKind } from '#contract/admin.ts';
import type { AdminArticle } from '#contract/articles.ts';
import type { adminKindEndpoints } from '#contract/endpoints/admin.ts';
import type { AdminGame } from '#contract/games.ts';
import type { AdminMerchandise } from '#contract/store.ts';
import type { AdminTestimonial } from '#contract/testimonials.ts';
import type { AdminTutor } from '#contract/tutors.ts';
import type { Write } from '#web/lib/query-keys.ts';

export interface AdminItems {
  tutors: AdminTutor;
  articles: AdminArticle;
  games: AdminGame;
  testimonials: AdminTestimonial;
  merchandise: AdminMerchandise;
}
export type AdminItem<K extends AdminKind = AdminKind> = AdminItems[K];

/** The schema of the body a kind's create and edit calls take, as the table's entry says. */
export type AdminInputSchema<K extends AdminKind> = (typeof adminKindEndpoints)[K]['create']['body'];
/** That body, as the form sends it once the schema accepts it. */
export type AdminItemInput<K extends AdminKind> = z.input<AdminInputSchema<K>>;

export const ADMIN_WRITE: Record<AdminKind, Write> = {
  tutors: 'adminTutors',
  articles: 'adminArticles',
  games: 'adminGames',
  testimonials: 'adminTestimonials',
  merchandise: 'adminMerchandise',
};
