// Which pages show one record, how to tell it exists and which records there are: the web
// server answers the page of a missing tutor, article or game with 404 (static-web.ts), as the API
// does for the same id, and the sitemap lists one page per record (site-files.ts).
import { ArticleListQuerySchema } from '#contract/articles.ts';
import { parseId } from '#contract/ids.ts';
import { TutorListQuerySchema } from '#contract/tutors.ts';
import type { AppContext } from './app-context';
import { getArticle, listArticles } from './features/articles/articles.service';
import { getGame, listGames } from './features/games/games.service';
import { getTutor, listTutors } from './features/tutors/tutors.service';
import { AppError } from './lib/app-error';
import type { PageRecordExists } from './plugins/static-web';

/** A record's page as the sitemap names it: the value of its part, and when it last changed. */
export interface PageRecord {
  param: string;
  lastModified?: string;
}

/** Every record a page with a part shows, by the page's route path ("/tutors/:id"). */
export type PageRecordLists = Record<string, () => Promise<PageRecord[]>>;

/** Runs a service's read: false for a bad id or the service's own "not found", else true. */
function existsBy(read: (ctx: AppContext, id: number) => Promise<unknown>, ctx: AppContext) {
  return async (param: string) => {
    const id = parseId(param);
    if (id === undefined) return false;
    try {
      await read(ctx, id);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return false;
      throw error;
    }
  };
}

export function pageRecordChecks(ctx: AppContext): PageRecordExists {
  return {
    '/tutors/:id': existsBy(getTutor, ctx),
    '/articles/:id': existsBy(getArticle, ctx),
    '/games/:id': existsBy(getGame, ctx),
  };
}

export function pageRecordLists(ctx: AppContext): PageRecordLists {
  return {
    '/tutors/:id': async () =>
      (await listTutors(ctx, TutorListQuerySchema.parse({}))).items.map((tutor) => ({
        param: String(tutor.id),
      })),
    '/articles/:id': async () =>
      (await listArticles(ctx, ArticleListQuerySchema.parse({}))).items.map((article) => ({
        param: String(article.id),
        lastModified: article.publishedAt,
      })),
    '/games/:id': async () => (await listGames(ctx)).games.map((game) => ({ param: String(game.id) })),
  };
}
