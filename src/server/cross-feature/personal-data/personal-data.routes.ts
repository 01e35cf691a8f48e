// A person's own data: the export and the deletion of one's account, each reaching every
// feature that keeps something of them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountControlEndpoints } from '#contract/endpoints/account-control.ts';
import { clearSessionCookie } from '#server/features/accounts/session.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import { deleteOwnAccount } from './account-deletion.service.ts';
import { buildAccountExport, exportFileName } from './account-export.service.ts';

export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const ok = { ok: true as const };

  route(app, accountControlEndpoints.exportAccount, { onRequest: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    const data = await buildAccountExport(ctx, user.id);
    return reply
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(user.username, ctx.clock.now())}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(data);
  });

  route(app, accountControlEndpoints.deleteAccount, { onRequest: requireUser }, async (request, reply) => {
    await deleteOwnAccount(ctx, { user: signedInUser(request), address: request.ip }, request.body.password);
    clearSessionCookie(app, reply);
    return ok;
  });
};
