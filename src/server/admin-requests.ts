// What the running server does when `npm run admin` asks it (maintenance/server-requests.ts):
// on PGlite it holds the database, so the commands that need it while it runs ask it instead.

import { sendWeeklyDigest } from '#server/cross-feature/weekly-digest/digest.service.ts';
import { createBackup } from '#server/maintenance/backup.ts';
import { answerServerRequests } from '#server/maintenance/server-requests.ts';
import type { AppContext } from './app-context.ts';

/** Answers `backup` and `digest` with the same code the commands run; returns the stop. */
export function answerAdminRequests(ctx: AppContext): () => void {
  return answerServerRequests(
    ctx.config.dataDir,
    {
      backup: () => createBackup(ctx.config, ctx.database),
      digest: () => sendWeeklyDigest(ctx),
    },
    ctx.logger,
  );
}
