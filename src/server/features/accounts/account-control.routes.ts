// Recovery and control of one's own account (docs/rules.md#families-consent-and-privacy): password reset, change of
// password and e-mail, sign out everywhere. Export and deletion reach every feature, so they
// are the personal-data module's.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountControlEndpoints } from '#contract/endpoints/account-control.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as recovery from './recovery.service.ts';
import { clearSessionCookie } from './session.ts';

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
    await recovery.changePassword(
      ctx,
      signedInUser(request),
      request.sessionTokenHash,
      request.body,
      request.ip,
    );
    return ok;
  });

  route(app, accountControlEndpoints.changeEmail, { onRequest: requireUser }, async (request) =>
    recovery.changeEmail(ctx, signedInUser(request), request.body, request.ip),
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
};
