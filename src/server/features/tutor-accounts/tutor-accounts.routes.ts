import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tutorAccountsEndpoints } from '#contract/endpoints/tutor-accounts.ts';
import { setSessionCookie } from '#server/features/accounts/session.ts';
import { requireAdmin } from '#server/lib/guards.ts';
import { requestLocale } from '#server/lib/request-locale.ts';
import { route } from '#server/lib/route.ts';
import * as tutorAccounts from './tutor-accounts.service.ts';

/** The admin's invitations and unlinking, and the invitation link's page (docs/tutoring.md#tutor-accounts-and-teach). */
export const tutorAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, tutorAccountsEndpoints.states, { onRequest: requireAdmin }, async () =>
    tutorAccounts.accountStates(ctx),
  );

  route(app, tutorAccountsEndpoints.invite, { onRequest: requireAdmin }, async (request, reply) => {
    const state = await tutorAccounts.invite(
      ctx,
      request.params.id,
      request.body.email,
      requestLocale(request),
    );
    return reply.code(201).send(state);
  });

  route(app, tutorAccountsEndpoints.unlink, { onRequest: requireAdmin }, async (request) =>
    tutorAccounts.unlink(ctx, request.params.id),
  );

  route(app, tutorAccountsEndpoints.show, async (request) =>
    tutorAccounts.showInvite(ctx, request.params.token),
  );

  route(app, tutorAccountsEndpoints.accept, async (request, reply) => {
    const { user, sessionToken } = await tutorAccounts.accept(ctx, request.params.token, request.body);
    // Signed in at once, as registration signs in.
    setSessionCookie(app, reply, sessionToken);
    return reply.code(201).send(user);
  });
};
