// Which records the pages with a part show: the sitemap lists one page per record (site-files.ts).
// (A page whose record is missing is a 404 from its render: its loader reads the record.)
import { ArticleListQuerySchema } from '#contract/articles.ts';
import { TutorListQuerySchema } from '#contract/tutors.ts';
import { listArticles } from '#server/features/articles/articles.service.ts';
import { listGames } from '#server/features/games/catalog.service.ts';
import { listTutors } from '#server/features/tutors/tutors.service.ts';
import type { AppContext } from './app-context.ts';

/** A record's page as the sitemap names it: the value of its part, and when it last changed. */
export interface PageRecord {
  param: string;
  lastModified?: string;
}

/** Every record a page with a part shows, by the page's route path ("/tutors/:id"). */
export type PageRecordLists = Record<string, () => Promise<PageRecord[]>>;

export function pageRecordLists(ctx: AppContext): PageRecordLists {
  return {
    '/tutors/:id': async () =>
      (await listTutors(ctx, TutorListQuerySchema.parse({}), 'en')).items.map((tutor) => ({
        param: String(tutor.id),
      })),
    '/articles/:id': async () =>
      (await listArticles(ctx, ArticleListQuerySchema.parse({}), 'en')).items.map((article) => ({
        param: String(article.id),
        lastModified: article.publishedAt,
      })),
    '/games/:id': async () =>
      (await listGames(ctx, {}, 'en')).items.map((game) => ({ param: String(game.id) })),
  };
}
