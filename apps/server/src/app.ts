import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import { AREAS } from './areas/index.js';
import { healthChecksOf, plugInAreas, registerAreaRoutes } from './areas/plug-in.js';
import type { OidcService } from './modules/auth/auth.area.js';
import { authPlugin } from './plugins/auth.js';
import { SECURITY_SCHEMES } from './plugins/auth/token-policy.js';
import { csrfPlugin } from './plugins/csrf.js';
import { dashboardCachePlugin } from './plugins/dashboard-cache.js';
import { apiNotFound, errorsPlugin, sendError, sendLeaving } from './plugins/errors.js';
import { clientErrorHandler } from './plugins/framework-errors.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { mailerPlugin } from './plugins/mailer.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { genReqId, requestIdPlugin } from './plugins/request-id.js';
import { securityPlugin } from './plugins/security.js';
import { defaultWebDist, inlineScriptHashes, webPlugin } from './plugins/web.js';
import { HealthRegistry } from './plugins/health-registry.js';

/** The largest JSON request body, in bytes (413 VAL_001 above it). */
export const JSON_BODY_LIMIT = 262_144;

export interface AppOptions {
  config: Config;
  db: DbHandle;
  logger: Logger;
  webDist?: string;
  /** Extra routes under /api (tests use it for routes that throw or echo). */
  extraApiRoutes?: FastifyPluginAsyncZod;
  /** OIDC sign-in; default: built from config (null when not configured). Tests hand in a fake. */
  oidc?: OidcService | null;
}

export interface App extends FastifyInstance {
  /**
   * Leave a load balancer's pool: /api/health/live answers 503 SYS_002 from now on, while every
   * other request is still served (SHUTDOWN_DRAIN_MS, issue 35).
   */
  beginDrain(): void;
  /** Stop taking new requests (they answer 503 SYS_002) ahead of close(). */
  beginShutdown(): void;
}

/** TRUST_PROXY: 'true', a hop count, or a comma-separated list of proxy addresses. */
function trustProxy(value: string | undefined): boolean | string | string[] {
  if (!value) return false;
  if (value === 'true') return true;
  // Fastify takes a hop count as a number at run time, though its types only list strings.
  if (/^\d+$/.test(value)) return Number(value) as unknown as string;
  return value.split(',').map((v) => v.trim());
}

/** Builds the whole app without listening, so tests can `inject` into it. */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, db, logger } = opts;
  const webDist = opts.webDist ?? config.WEB_DIST ?? defaultWebDist();
  const app = Fastify({
    loggerInstance: logger,
    genReqId,
    // Fastify's two lines per request are replaced by one of ours (plugins/request-id.ts).
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    trustProxy: trustProxy(config.TRUST_PROXY),
    // A JSON body (files go through multipart, with limits of their own) is a form's worth of
    // fields: 256 KiB holds the longest notes many times over, and parsing the most a hostile
    // client can send then takes ~25 ms of the event loop, not ~100, so one user cannot stall the
    // others.
    bodyLimit: JSON_BODY_LIMIT,
    // We answer 503 ourselves, in the error envelope, while shutting down.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // The first start loads the shipped ECB history in an onReady hook (about 5 s here); on a busy
    // 2-core machine that passed Fastify's 10 s default and the start failed. A plugin or hook
    // that truly hangs still fails the start, a minute later.
    pluginTimeout: 60_000,
    // Errors before routing (a bad URL encoding) and from Node's HTTP parser answer the envelope.
    frameworkErrors: (error, req, reply) => void sendError(req, reply, error),
    clientErrorHandler,
  }) as unknown as App;

  const health = new HealthRegistry(logger);
  for (const [name, check] of healthChecksOf(AREAS, opts)) health.register(name, check);

  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('pool', db.pool);
  app.decorate('health', health);
  app.decorate('baseLogger', logger);

  let leaving = false;
  let closing = false;
  app.decorate('beginDrain', () => {
    leaving = true;
  });
  app.decorate('isLeaving', () => leaving || closing);
  app.decorate('beginShutdown', () => {
    leaving = true;
    closing = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (closing) {
      reply.header('Connection', 'close');
      return sendLeaving(req, reply);
    }
  });

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    publicUrl: config.PUBLIC_URL,
    scriptHashes: inlineScriptHashes(webDist),
  });
  // Before any route, so its onRoute hook sees them all; it closes its Redis connection on close.
  await app.register(rateLimitPlugin);

  await app.register(cookie);
  // app.authenticate / app.requireAdmin and req.user, for every module (plugins/auth.ts).
  await app.register(authPlugin);
  // app.dashboardCache for every module whose writes change the dashboard's figures.
  await app.register(dashboardCachePlugin);
  // At the root: the auth area's links and the activity area's security e-mails share one mailer.
  await app.register(mailerPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'WealthLog API',
        version: '0.1.0',
        description: 'The HTTP contract of WealthLog (see API.md).',
      },
      components: {
        // Which operation takes which is said by each (route() and plugins/auth/token-policy.ts).
        securitySchemes: SECURITY_SCHEMES,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // What each area adds (ADR 0023): the ledger's posting sources and net-worth inputs (ADR 0007)
  // as app.ledger, the services areas lend one another, and their schedules (recurring's
  // auto-posting, caught up when the app is ready, then hourly).
  const areas = plugInAreas(app, AREAS, opts);

  // The zod compilers live in this encapsulated scope (DESIGN: not on the root instance).
  await app.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      api.setNotFoundHandler(apiNotFound);
      await api.register(csrfPlugin, { publicUrl: config.PUBLIC_URL });
      // Before any route: it hooks each POST route as it is added.
      await api.register(idempotencyPlugin);
      // Every area's routes, in the order of AREAS (areas/index.ts).
      await registerAreaRoutes(api, AREAS, areas);
      if (opts.extraApiRoutes) await api.register(opts.extraApiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist });
  return app;
}
