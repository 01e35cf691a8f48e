import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsEndpoints } from '#contract/endpoints/accounts.ts';
import { requireUser, signedInUser } from '#server/lib/guards.ts';
import { requestLocale, setLocaleCookie } from '#server/lib/request-locale.ts';
import { route } from '#server/lib/route.ts';
import * as accounts from './accounts.service.ts';
import { clearSessionCookie, setSessionCookie } from './session.ts';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, accountsEndpoints.currentUser, async (request) => signedInUser(request));

  route(app, accountsEndpoints.register, async (request, reply) => {
    // A new account starts in the language it registered in: the form's, else the request's.
    const locale = request.body.locale ?? requestLocale(request);
    const { user, token } = await accounts.register(ctx, { ...request.body, locale }, request.ip);
    setSessionCookie(app, reply, token);
    setLocaleCookie(app, reply, user.locale);
    return reply.code(201).send(user);
  });

  route(app, accountsEndpoints.login, async (request, reply) => {
    const { user, token } = await accounts.login(ctx, request.body, request.ip);
    setSessionCookie(app, reply, token);
    // The pages follow the account's language from now on (they read the cookie, not the session).
    setLocaleCookie(app, reply, user.locale);
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

  route(app, accountsEndpoints.updateLocale, { onRequest: requireUser }, async (request, reply) => {
    const user = await accounts.setLocale(ctx, signedInUser(request), request.body.locale);
    setLocaleCookie(app, reply, user.locale);
    return user;
  });

  route(app, accountsEndpoints.points, { onRequest: requireUser }, async (request) =>
    accounts.getPoints(ctx, signedInUser(request).id),
  );
};
