// Which pages show one record, and how to tell it exists: the web server answers the page of a
// missing tutor, article or game with 404 (static-web.ts), as the API does for the same id.
import { parseId } from '@contract/ids';
import type { AppContext } from './app-context';
import { getArticle } from './features/articles/articles.service';
import { getGame } from './features/games/games.service';
import { getTutor } from './features/tutors/tutors.service';
import { AppError } from './lib/app-error';
import type { PageRecordExists } from './plugins/static-web';

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
