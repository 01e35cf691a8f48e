// buildApp(config, deps) answers a ready Fastify instance without listening: main.ts listens,
// tests call app.inject().
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { registerBackgroundJobs } from './background-jobs';
import { type Config, usesSecureCookies } from './config';
import { achievementsRoutes } from './cross-feature/achievements/achievements.routes';
import { approvalsRoutes } from './cross-feature/approvals/approvals.routes';
import { childActivityRoutes } from './cross-feature/child-activity/child-activity.routes';
import { lessonNotesRoutes } from './cross-feature/lesson-notes/lesson-notes.routes';
import { childAccountsRoutes, consentRoutes } from './cross-feature/parental-consent/parental-consent.routes';
import { personalDataRoutes } from './cross-feature/personal-data/personal-data.routes';
import { digestRoutes } from './cross-feature/weekly-digest/digest.routes';
import type { Database } from './db/client';
import { accountControlRoutes } from './features/accounts/account-control.routes';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { SESSION_COOKIE, sessionPlugin } from './features/accounts/session';
import { adminRoutes } from './features/admin/admin.routes';
import { articlesRoutes } from './features/articles/articles.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { familyRoutes, parentRoutes } from './features/family/family.routes';
import { parentControlsRoutes } from './features/family/parent-controls.routes';
import { gamesRoutes } from './features/games/games.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { storeRoutes } from './features/store/store.routes';
import { studyRoutes } from './features/study/study.routes';
import { systemRoutes } from './features/system/system.routes';
import { testimonialsRoutes } from './features/testimonials/testimonials.routes';
import { tutorAccountsRoutes } from './features/tutor-accounts/tutor-accounts.routes';
import { bookingsRoutes } from './features/tutors/bookings.routes';
import { teachHoursRoutes } from './features/tutors/hours.routes';
import { teachRoutes } from './features/tutors/teach.routes';
import { tutorsRoutes } from './features/tutors/tutors.routes';
import { type Clock, systemClock } from './lib/clock';
import { e2eClockRoutes, type ShiftedClock } from './lib/e2e-clock';
import { createJobRunner } from './lib/jobs';
import { createLogger, type Logger } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { resolveSessionSecret } from './lib/session-secret';
import { createCatalogCache } from './plugins/catalog-cache';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { frontServer, mayHoldCookie } from './plugins/front-server';
import { createRateLimiter } from './plugins/rate-limit';
import {
  registerBodyParsing,
  registerOriginCheck,
  registerSecurityHeaders,
  registerUrlTextCheck,
  securityHeaders,
} from './plugins/security';
import { registerSiteFiles } from './plugins/site-files';
import { registerStaticWeb } from './plugins/static-web';
import { registerUploads } from './plugins/uploads';

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
