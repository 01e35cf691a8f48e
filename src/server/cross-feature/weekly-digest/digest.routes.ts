// A parent's weekly digest setting and the e-mail's unsubscribe link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parentControlsEndpoints } from '#contract/endpoints/parent-controls.ts';
import { requireParent, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as digest from './digest.service.ts';

export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, parentControlsEndpoints.digestSetting, { onRequest: requireParent }, async (request) =>
    digest.digestSetting(ctx, signedInUser(request).id),
  );

  route(app, parentControlsEndpoints.setDigestSetting, { onRequest: requireParent }, async (request) =>
    digest.setDigestSetting(ctx, signedInUser(request).id, request.body.weeklyDigest),
  );

  // The e-mail's one click: a mail client POSTs it (RFC 8058), a person follows the link (GET,
  // then lands on Parent Settings where it can be turned on again). No session: the token is it.
  route(app, parentControlsEndpoints.unsubscribe, async (request) => {
    await digest.unsubscribe(ctx, request.query.parent, request.query.token);
    return { ok: true as const };
  });

  route(app, parentControlsEndpoints.unsubscribeLink, async (request, reply) => {
    await digest.unsubscribe(ctx, request.query.parent, request.query.token);
    return reply.redirect('/user-panel?tab=parent&digest=off', 302);
  });
};
