// Recovery and control of one's own account (docs/rules.md#families-consent-and-privacy): password reset, change of
// password and e-mail, sign out everywhere, export and deletion.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountControlEndpoints } from '#contract/endpoints/account-control.ts';
import { route } from '../../lib/route';
import { clearSessionCookie, requireUser, signedInUser } from '../../plugins/session';
import { deleteOwnAccount } from './account-deletion.service';
import { buildAccountExport, exportFileName } from './account-export.service';
import * as recovery from './recovery.service';

export const accountControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const ok = { ok: true as const };

  route(app, accountControlEndpoints.requestPasswordReset, async (request) =>
    recovery.requestPasswordReset(ctx, request.body.email),
  );

  route(app, accountControlEndpoints.confirmPasswordReset, async (request) => {
    await recovery.confirmPasswordReset(ctx, request.body);
    return ok;
  });

  route(app, accountControlEndpoints.changePassword, { onRequest: requireUser }, async (request) => {
    await recovery.changePassword(ctx, signedInUser(request), request.sessionTokenHash, request.body);
    return ok;
  });

  route(app, accountControlEndpoints.changeEmail, { onRequest: requireUser }, async (request) =>
    recovery.changeEmail(ctx, signedInUser(request), request.body),
  );

  route(
    app,
    accountControlEndpoints.signOutEverywhere,
    { onRequest: requireUser },
    async (request, reply) => {
      await recovery.signOutEverywhere(ctx, signedInUser(request).id);
      clearSessionCookie(app, reply);
      return ok;
    },
  );

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
    await deleteOwnAccount(ctx, signedInUser(request).id, request.body.password);
    clearSessionCookie(app, reply);
    return ok;
  });
};
