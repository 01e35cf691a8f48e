import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parentControlsEndpoints } from '#contract/endpoints/parent-controls.ts';
import { route } from '../../lib/route';
import { requireParent, requireParentOf, requireUser, signedInUser } from '../../plugins/session';
import * as approvals from './approvals.service';
import * as settings from './child-settings.service';
import * as digest from './digest.service';
import { myControls } from './play-limits.service';

/** Parents in the loop (docs/rules.md#parents-in-the-loop): a child's settings and the requests for a yes. */
export const parentControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, parentControlsEndpoints.childSettings, { onRequest: requireParentOf }, async (request) =>
    settings.settingsOf(ctx.db, request.params.childId),
  );

  route(app, parentControlsEndpoints.updateChildSettings, { onRequest: requireParentOf }, async (request) =>
    settings.updateSettings(ctx, signedInUser(request).id, request.params.childId, request.body),
  );

  route(app, parentControlsEndpoints.approvals, { onRequest: requireParent }, async (request) =>
    approvals.parentApprovals(ctx, signedInUser(request).id),
  );

  for (const [entry, answer] of [
    [parentControlsEndpoints.approve, approvals.approve],
    [parentControlsEndpoints.decline, approvals.decline],
  ] as const) {
    route(app, entry, { onRequest: requireParent }, async (request) =>
      answer(ctx, signedInUser(request), request.params.id),
    );
  }

  route(app, parentControlsEndpoints.myControls, { onRequest: requireUser }, async (request) =>
    myControls(ctx, signedInUser(request).id),
  );

  route(app, parentControlsEndpoints.myApprovals, { onRequest: requireUser }, async (request) =>
    approvals.childApprovals(ctx, signedInUser(request).id),
  );

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
