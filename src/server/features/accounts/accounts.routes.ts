import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsEndpoints } from '#contract/endpoints/accounts.ts';
import { requireUser, signedInUser } from '../../lib/guards';
import { route } from '../../lib/route';
import * as accounts from './accounts.service';
import { clearSessionCookie, setSessionCookie } from './session';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, accountsEndpoints.currentUser, async (request) => signedInUser(request));

  route(app, accountsEndpoints.register, async (request, reply) => {
    const { user, token } = await accounts.register(ctx, request.body, request.ip);
    setSessionCookie(app, reply, token);
    return reply.code(201).send(user);
  });

  route(app, accountsEndpoints.login, async (request, reply) => {
    const { user, token } = await accounts.login(ctx, request.body, request.ip);
    setSessionCookie(app, reply, token);
    return user;
  });

  route(app, accountsEndpoints.logout, async (request, reply) => {
    await accounts.logout(ctx, request.sessionTokenHash);
    clearSessionCookie(app, reply);
    return { ok: true as const };
  });

  route(app, accountsEndpoints.resendVerification, { onRequest: requireUser }, async (request) =>
    accounts.resendVerification(ctx, signedInUser(request)),
  );

  route(app, accountsEndpoints.verifyEmail, async (request, reply) => {
    const verified = await accounts.verifyEmail(ctx, request.query.token);
    return reply.redirect(`/?verified=${verified}`, 302);
  });

  route(app, accountsEndpoints.updateProfile, { onRequest: requireUser }, async (request) =>
    accounts.switchToParent(ctx, signedInUser(request)),
  );

  route(app, accountsEndpoints.points, { onRequest: requireUser }, async (request) =>
    accounts.getPoints(ctx, signedInUser(request).id),
  );
};
