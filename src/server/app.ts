// buildApp(config, deps) answers a ready Fastify instance without listening: main.ts listens,
// tests call app.inject().
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { achievementsRoutes } from '#server/cross-feature/achievements/achievements.routes.ts';
import { approvalsRoutes } from '#server/cross-feature/approvals/approvals.routes.ts';
import { childActivityRoutes } from '#server/cross-feature/child-activity/child-activity.routes.ts';
import { lessonNotesRoutes } from '#server/cross-feature/lesson-notes/lesson-notes.routes.ts';
import {
  childAccountsRoutes,
  consentRoutes,
} from '#server/cross-feature/parental-consent/parental-consent.routes.ts';
import { personalDataRoutes } from '#server/cross-feature/personal-data/personal-data.routes.ts';
import { digestRoutes } from '#server/cross-feature/weekly-digest/digest.routes.ts';
import type { Database } from '#server/db/client.ts';
import { accountControlRoutes } from '#server/features/accounts/account-control.routes.ts';
import { accountsRoutes } from '#server/features/accounts/accounts.routes.ts';
import { SESSION_COOKIE, sessionPlugin } from '#server/features/accounts/session.ts';
import { adminRoutes } from '#server/features/admin/admin.routes.ts';
import { articlesRoutes } from '#server/features/articles/articles.routes.ts';
import { contactRoutes } from '#server/features/contact/contact.routes.ts';
import { familyRoutes, parentRoutes } from '#server/features/family/family.routes.ts';
import { parentControlsRoutes } from '#server/features/family/parent-controls.routes.ts';
import { gamesRoutes } from '#server/features/games/games.routes.ts';
import { lessonsRoutes } from '#server/features/lessons/lessons.routes.ts';
import { MAX_FRAME_BYTES } from '#server/features/lessons/live-rooms.ts';
import { messagesRoutes } from '#server/features/messages/messages.routes.ts';
import { reviewsRoutes } from '#server/features/reviews/reviews.routes.ts';
import { storeRoutes } from '#server/features/store/store.routes.ts';
import { studyRoutes } from '#server/features/study/study.routes.ts';
import { systemRoutes } from '#server/features/system/system.routes.ts';
import { testimonialsRoutes } from '#server/features/testimonials/testimonials.routes.ts';
import { tutorAccountsRoutes } from '#server/features/tutor-accounts/tutor-accounts.routes.ts';
import { bookingsRoutes } from '#server/features/tutors/bookings.routes.ts';
import { teachHoursRoutes } from '#server/features/tutors/hours.routes.ts';
import { teachRoutes } from '#server/features/tutors/teach.routes.ts';
import { tutorsRoutes } from '#server/features/tutors/tutors.routes.ts';
import { type Clock, systemClock } from '#server/lib/clock.ts';
import { e2eClockRoutes, type ShiftedClock } from '#server/lib/e2e-clock.ts';
import { createJobRunner } from '#server/lib/jobs.ts';
import { createLogger, type Logger } from '#server/lib/logger.ts';
import { createMailer, type Mailer } from '#server/lib/mailer.ts';
import { resolveSessionSecret } from '#server/lib/session-secret.ts';
import { createCatalogCache } from '#server/plugins/catalog-cache.ts';
import { registerErrorHandling, registerNotFound } from '#server/plugins/errors.ts';
import { frontServer, mayHoldCookie } from '#server/plugins/front-server.ts';
import { createRateLimiter } from '#server/plugins/rate-limit.ts';
import {
  registerBodyParsing,
  registerOriginCheck,
  registerSecurityHeaders,
  registerUrlTextCheck,
  securityHeaders,
} from '#server/plugins/security.ts';
import { registerSiteFiles } from '#server/plugins/site-files.ts';
import { registerStaticWeb } from '#server/plugins/static-web.ts';
import { registerUploads } from '#server/plugins/uploads.ts';
import type { AppContext } from './app-context.ts';
import { registerBackgroundJobs } from './background-jobs.ts';
import { type Config, usesSecureCookies } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route registered, as "METHOD /url" (the authorization table test reads it). */
    routeList: string[];
  }
}

export interface AppDeps {
  database: Database;
  mailer?: Mailer;
  clock?: Clock;
  logger?: Logger;
  /** The browser tests' clock (lib/e2e-clock.ts): also the clock, and movable through the API. */
  e2eClock?: ShiftedClock;
}

/** Request bodies are small JSON; the largest is an article's HTML. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** A hop count as the function Fastify runs for it (its types leave the number form out). */
function fastifyTrustProxy(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const clock = deps.e2eClock ?? deps.clock ?? systemClock;
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const security = securityHeaders({ secure: usesSecureCookies(config) });
  const catalogCache = await createCatalogCache({
    databaseUrl: deps.database.kind === 'postgres' ? config.databaseUrl : undefined,
    logger,
    frontHeaders: security,
  });
  const ctx: AppContext = {
    config: { ...config, sessionSecret },
    database: deps.database,
    db: deps.database.db,
    mailer: deps.mailer ?? createMailer(config, logger),
    clock,
    logger,
    catalogCache,
    rateLimiter: createRateLimiter(deps.database, clock),
    jobs: createJobRunner(logger),
  };

  const fastifyLogger: FastifyBaseLogger = logger;
  const logsRequests = config.logLevel === 'debug' || config.logLevel === 'trace';
  // A guest's cached catalog read is answered in front of Fastify, as the cache's onRequest hook
  // below would answer it, with the security headers that hook's predecessors set; a request with
  // a session cookie goes through Fastify. Not while request lines are logged: each request is
  // then in the log.
  const front = logsRequests
    ? undefined
    : frontServer(
        (request, response) =>
          !mayHoldCookie(request.headers.cookie, SESSION_COOKIE) &&
          catalogCache.answerBeforeFastify(request, response),
      );
  const app = Fastify({
    ...(front ? { serverFactory: front.serverFactory } : {}),
    loggerInstance: fastifyLogger,
    bodyLimit: JSON_BODY_LIMIT,
    // Request lines only when debugging: at info they would double the log volume of a busy server.
    logController: new LogController({
      disableRequestLogging: !logsRequests,
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Only behind a proxy the operator names (TRUST_PROXY) does request.ip, which every rate
    // limit and the logs read, come from X-Forwarded-For, and request.host (the Origin check)
    // from X-Forwarded-Host; from anyone else those headers are ignored.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  const routeList: string[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    // A WebSocket is no call of the table: what it carries is the contract's live messages
    // (src/contract/lessons.ts), checked by its own tests.
    if (route.websocket) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routeList.push(`${method} ${route.url}`);
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, security);
  if (front) app.addHook('preClose', async () => front.close());
  registerOriginCheck(app, config.publicUrl);
  registerBodyParsing(app);
  registerUrlTextCheck(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sprout API',
        description:
          'Tutors, articles, learning games and rewards. Every call is JSON under /api with a cookie session.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });

  // The lesson room's live socket (its 'upgrade' events reach Fastify past the front server's door).
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  await app.register(
    async (api) => {
      // Before the session: a cached catalog read needs nothing from it.
      api.addHook('onRequest', catalogCache.serveKnownUrl);
      await api.register(sessionPlugin);
      await api.register(systemRoutes);
      await api.register(accountsRoutes);
      await api.register(accountControlRoutes);
      await api.register(gamesRoutes);
      await api.register(storeRoutes);
      await api.register(tutorsRoutes);
      await api.register(reviewsRoutes);
      await api.register(bookingsRoutes);
      await api.register(teachHoursRoutes);
      await api.register(articlesRoutes);
      await api.register(testimonialsRoutes);
      await api.register(contactRoutes);
      await api.register(studyRoutes);
      await api.register(parentRoutes);
      await api.register(familyRoutes);
      await api.register(parentControlsRoutes);
      await api.register(consentRoutes);
      await api.register(childAccountsRoutes);
      await api.register(personalDataRoutes);
      await api.register(approvalsRoutes);
      await api.register(childActivityRoutes);
      await api.register(digestRoutes);
      await api.register(lessonNotesRoutes);
      await api.register(achievementsRoutes);
      await api.register(teachRoutes);
      await api.register(tutorAccountsRoutes);
      await api.register(messagesRoutes);
      await api.register(lessonsRoutes);
      // One scope for every admin call: its one hook is the admin guard.
      await api.register(adminRoutes, { prefix: '/admin' });
      if (deps.e2eClock) await api.register(e2eClockRoutes(deps.e2eClock));
    },
    { prefix: '/api' },
  );
  registerBackgroundJobs(ctx);

  registerSiteFiles(app);
  await registerUploads(app, config.dataDir);
  const sendPage = config.webRoot ? await registerStaticWeb(app, config.webRoot) : undefined;
  registerNotFound(app, sendPage);

  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await catalogCache.close();
    await ctx.mailer.close();
  });

  await app.ready();
  return app;
}
