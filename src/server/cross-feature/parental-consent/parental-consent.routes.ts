import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentEndpoints } from '#contract/endpoints/consent.ts';
import { createSession } from '#server/features/accounts/accounts.service.ts';
import { setSessionCookie } from '#server/features/accounts/session.ts';
import { requireManagingParentOf } from '#server/features/consent/consent.guards.ts';
import { requireParent, requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as children from './child-accounts.service.ts';
import * as consent from './parental-consent.service.ts';

/** The link's page and the waiting child's own calls (docs/rules.md#families-consent-and-privacy). */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, consentEndpoints.mine, { onRequest: requireUser }, async (request) =>
    consent.myRequest(ctx, signedInUser(request)),
  );

  route(app, consentEndpoints.resend, { onRequest: requireUser }, async (request) =>
    consent.resend(ctx, signedInUser(request)),
  );

  route(app, consentEndpoints.changeParentEmail, { onRequest: requireUser }, async (request) =>
    consent.changeParentEmail(ctx, signedInUser(request), request.body.parentEmail),
  );

  route(app, consentEndpoints.request, async (request) => consent.getRequest(ctx, request.params.token));

  route(app, consentEndpoints.approve, async (request, reply) => {
    const result = await consent.approve(ctx, request.params.token, request.user, request.body);
    // A parent account made on the page is signed in, as registration signs in.
    if (result.signIn) setSessionCookie(app, reply, await createSession(ctx, result.parent.id));
    return { parent: result.parent, childUsername: result.childUsername };
  });

  route(app, consentEndpoints.decline, async (request) => consent.decline(ctx, request.params.token));
};

/** The parent's "Add a child" and the calls about the children they manage. */
export const childAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  route(app, consentEndpoints.addChild, { onRequest: requireParent }, async (request, reply) => {
    const child = await children.addChild(ctx, signedInUser(request), request.body);
    return reply.code(201).send(child);
  });

  route(app, consentEndpoints.managedChildren, { onRequest: requireParent }, async (request) =>
    children.managedChildren(ctx, signedInUser(request).id),
  );

  route(app, consentEndpoints.setChildPassword, { onRequest: requireManagingParentOf }, async (request) =>
    children.setChildPassword(ctx, request.params.childId, request.body.password),
  );

  route(app, consentEndpoints.handOverConsent, { onRequest: requireManagingParentOf }, async (request) =>
    children.handOverConsent(ctx, request.params.childId, signedInUser(request).id, request.body),
  );

  route(app, consentEndpoints.exportChild, { onRequest: requireManagingParentOf }, async (request, reply) => {
    const data = await children.exportChild(ctx, request.params.childId);
    const name = `sprout-${String(data.profile.username ?? request.params.childId)}.json`;
    reply.header('content-disposition', `attachment; filename="${name}"`);
    return data;
  });

  route(app, consentEndpoints.deleteChild, { onRequest: requireManagingParentOf }, async (request) =>
    children.deleteChild(ctx, request.params.childId, signedInUser(request).id),
  );
};
