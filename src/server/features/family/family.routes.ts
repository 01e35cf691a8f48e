import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyEndpoints } from '#contract/endpoints/family.ts';
import { requireLearner } from '#server/features/accounts/tutor-rule.ts';
import { requireConsent, requireParent, requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as family from './family.service.ts';

/** The parent's calls (docs/product.md#calls "Parent" and docs/rules.md#api-rules). */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, familyEndpoints.linkChild, { onRequest: requireParent }, async (request, reply) => {
    const created = await family.requestLink(ctx, signedInUser(request), request.body);
    return reply.code(201).send(created);
  });

  route(app, familyEndpoints.sentLinkRequests, { onRequest: requireParent }, async (request) =>
    family.parentRequests(ctx, signedInUser(request).id),
  );

  route(app, familyEndpoints.children, { onRequest: requireParent }, async (request) =>
    family.linkedChildren(ctx, signedInUser(request).id),
  );
};

/** The child's side, and removing a link (either side). */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.addHook('onRequest', requireUser);

  route(app, familyEndpoints.linkRequests, async (request) =>
    family.childRequests(ctx, signedInUser(request)),
  );

  for (const [entry, answer] of [
    [familyEndpoints.acceptLinkRequest, 'accepted'],
    [familyEndpoints.declineLinkRequest, 'declined'],
  ] as const) {
    // Accepting binds the child to an adult; declining is part of the same answer.
    route(app, entry, { onRequest: [requireConsent, requireLearner] }, async (request) =>
      family.respond(ctx, signedInUser(request), request.params.id, answer),
    );
  }

  route(app, familyEndpoints.linkedParents, async (request) =>
    family.linkedParents(ctx, signedInUser(request).id),
  );

  route(app, familyEndpoints.removeLink, async (request) =>
    family.removeLink(ctx, signedInUser(request), request.params.id),
  );
};
