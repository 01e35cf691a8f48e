import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parentControlsEndpoints } from '#contract/endpoints/parent-controls.ts';
import { signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as settings from './child-settings.service.ts';
import { requireParentOf } from './family.guards.ts';

/** Parents in the loop (docs/rules.md#parents-in-the-loop): a child's settings. */
export const parentControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, parentControlsEndpoints.childSettings, { onRequest: requireParentOf }, async (request) =>
    settings.settingsOf(ctx.db, request.params.childId),
  );

  route(app, parentControlsEndpoints.updateChildSettings, { onRequest: requireParentOf }, async (request) =>
    settings.updateSettings(ctx, signedInUser(request).id, request.params.childId, request.body),
  );
};
