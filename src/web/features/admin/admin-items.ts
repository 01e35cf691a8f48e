// The item type of each admin kind, and the write each kind's changes count as (query-keys.ts
// says what that write makes stale).
import type { AdminKind } from '@contract/admin';
import type { Article } from '@contract/articles';
import type { Game } from '@contract/games';
import type { Merchandise } from '@contract/store';
import type { Testimonial } from '@contract/testimonials';
import type { Tutor } from '@contract/tutors';
import type { Write } from '@web/lib/query-keys';

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
