// The item type of each admin kind, and the write each kind's changes count as (query-keys.ts
// says what that write makes stale).
import type { AdminKind } from '#contract/admin.ts';
import type { Article } from '#contract/articles.ts';
import type { Game } from '#contract/games.ts';
import type { Merchandise } from '#contract/store.ts';
import type { Testimonial } from '#contract/testimonials.ts';
import type { Tutor } from '#contract/tutors.ts';
import type { Write } from '#web/lib/query-keys.ts';

export interface AdminItems {
  tutors: Tutor;
  articles: Article;
  games: Game;
  testimonials: Testimonial;
  merchandise: Merchandise;
}
export type AdminItem<K extends AdminKind = AdminKind> = AdminItems[K];

export const ADMIN_WRITE: Record<AdminKind, Write> = {
  tutors: 'adminTutors',
  articles: 'adminArticles',
  games: 'adminGames',
  testimonials: 'adminTestimonials',
  merchandise: 'adminMerchandise',
};
