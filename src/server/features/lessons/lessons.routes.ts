import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonsEndpoints } from '#contract/endpoints/lessons.ts';
import { LessonParamsSchema, LIVE_CLOSE } from '#contract/lessons.ts';
import { AppError } from '#server/lib/app-error.ts';
import { requireConsent, requireUser, signedInUser } from '#server/lib/guards.ts';
import { route } from '#server/lib/route.ts';
import { isSameSite } from '#server/plugins/security.ts';
import * as lessons from './lessons.service.ts';
import { createLiveRooms } from './live-rooms.ts';
import { memoryBus, postgresBus } from './room-bus.ts';

export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const databaseUrl = ctx.database.kind === 'postgres' ? ctx.config.databaseUrl : undefined;
  const rooms = await createLiveRooms(ctx, (deliver) =>
    databaseUrl
      ? postgresBus({ url: databaseUrl, db: ctx.db, logger: ctx.logger, deliver })
      : memoryBus(deliver),
  );
  // The heartbeat belongs to this process's sockets, so it is registered with them, here.
  ctx.jobs.register(rooms.job());
  app.addHook('preClose', async () => rooms.close());

  route(app, lessonsEndpoints.room, { onRequest: requireUser }, async (request) =>
    lessons.room(ctx, signedInUser(request), request.params.id),
  );

  route(app, lessonsEndpoints.attendance, { onRequest: requireUser }, async (request) =>
    lessons.attendance(ctx, signedInUser(request), request.params.id),
  );

  // A child under 13 takes part in a chat only once a parent said yes, as in messages.
  route(app, lessonsEndpoints.chat, { onRequest: requireConsent }, async (request) =>
    lessons.chat(ctx, signedInUser(request), request.params.id),
  );

  route(app, lessonsEndpoints.sendChat, { onRequest: requireConsent }, async (request, reply) => {
    const message = await lessons.sendChat(
      ctx,
      signedInUser(request),
      request.params.id,
      request.body,
      rooms.tellChat,
    );
    return reply.code(201).send(message);
  });

  /**
   * The live socket (docs/lesson-room.md#the-live-socket). Before the upgrade: a guest gets 401,
   * a page of another site 403 (a browser sends its Origin with every WebSocket). After it, the
   * room decides, closing with LIVE_CLOSE: unknown, not a participant or not open, full.
   */
  const publicOrigin = new URL(ctx.config.publicUrl).origin;
  const refuseForeignOrigin = async (request: FastifyRequest) => {
    if (request.headers.origin === undefined || !isSameSite(request, publicOrigin)) {
      throw AppError.forbidden('Requests from other sites are not allowed');
    }
  };
  app.get(
    '/lessons/:id/live',
    { websocket: true, onRequest: [requireUser, refuseForeignOrigin] },
    async (socket, request) => {
      const user = signedInUser(request);
      const params = LessonParamsSchema.safeParse(request.params);
      if (!params.success) return socket.close(LIVE_CLOSE.unknownRoom, 'unknown room');
      let found: Awaited<ReturnType<typeof lessons.lessonFor>>;
      try {
        found = await lessons.lessonFor(ctx, user, params.data.id);
      } catch (error) {
        const notFound = error instanceof AppError && error.statusCode === 404;
        return socket.close(
          notFound ? LIVE_CLOSE.unknownRoom : LIVE_CLOSE.refused,
          notFound ? 'unknown room' : 'refused',
        );
      }
      const { lesson, role } = found;
      if (!lessons.isOpen(ctx, lesson)) return socket.close(LIVE_CLOSE.refused, 'not open');
      await rooms.admit(socket, {
        sessionId: lesson.row.id,
        userId: user.id,
        role,
        name: lessons.nameIn(lesson, user, role),
        closesAt: lesson.alwaysOpen ? undefined : lesson.window.closesAt,
        closesAtText: lesson.window.closesAt.toISOString(),
      });
    },
  );
};
