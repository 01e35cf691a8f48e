import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesEndpoints } from '#contract/endpoints/messages.ts';
import { requireAdmin, requireConsent, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import * as reportsAdmin from './message-reports-admin.service.ts';
import * as messages from './messages.service.ts';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // A child under 13 takes part only once a parent said yes (docs/tutoring.md#messages).
  const guarded = { onRequest: requireConsent };

  route(app, messagesEndpoints.list, guarded, async (request) =>
    messages.listConversations(ctx, signedInUser(request)),
  );

  route(app, messagesEndpoints.start, guarded, async (request, reply) => {
    const { conversation, created } = await messages.startConversation(
      ctx,
      signedInUser(request),
      request.body,
    );
    return reply.code(created ? 201 : 200).send(conversation);
  });

  route(app, messagesEndpoints.read, guarded, async (request) =>
    messages.readConversation(ctx, signedInUser(request), request.params.conversationId, request.query),
  );

  route(app, messagesEndpoints.send, guarded, async (request, reply) => {
    const message = await messages.sendMessage(
      ctx,
      signedInUser(request),
      request.params.conversationId,
      request.body,
    );
    return reply.code(201).send(message);
  });

  route(app, messagesEndpoints.report, guarded, async (request, reply) => {
    const receipt = await messages.reportMessage(
      ctx,
      signedInUser(request),
      request.params.messageId,
      request.body.reason,
    );
    return reply.code(201).send(receipt);
  });

  route(app, messagesEndpoints.adminReports, { onRequest: requireAdmin }, async (request) =>
    reportsAdmin.listReports(ctx, request.query.status),
  );

  route(app, messagesEndpoints.adminHandle, { onRequest: requireAdmin }, async (request) =>
    reportsAdmin.markHandled(ctx, signedInUser(request).id, request.params.id),
  );
};
