import { createHash } from 'node:crypto';
import { AppError } from '@wealthlog/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { createRedisRateLimit } from './rate-limit-redis.js';
import {
  MemoryRateLimitStore,
  type RateLimitHit,
  type RateLimitStore,
} from './rate-limit-store.js';

/** What the auth routes call (the global limit needs nothing from anyone). */
export interface RateLimits {
  /**
   * Before checking a password: counts the attempt and throws 429 RATE_001 from the (max+1)th in
   * the window. Counting up front (not after a failure) means concurrent guesses cannot all slip
   * past a check; a successful sign-in then forgets the count, so only failures add up.
   */
  loginAttempt(ip: string, username: string): Promise<void>;
  /** After a successful sign-in: forgets the pair's failures. */
  loginSucceeded(ip: string, username: string): Promise<void>;
  /**
   * Before checking a second-step code (a TOTP or recovery code): counts per user and per IP and
   * throws 429 RATE_001 past the limit. The user's count is the login limit (the password was
   * already right, so the guesses are at the 6 digits); an IP may pass for a few users (offices).
   */
  secondFactorAttempt(ip: string, userId: number): Promise<void>;
  /** After a second step passed: forgets the user's count. */
  secondFactorSucceeded(userId: number): Promise<void>;
  /** Before creating a user: counts, and throws 429 RATE_001 from the (max+1)th in the window. */
  registration(ip: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** Which limit refused a request, for the warning line (AppError carries no extra fields). */
const refusedBy = new WeakMap<AppError, string>();

function tooManyRequests(limit: string, max: number, state: RateLimitHit): AppError {
  const seconds = Math.max(1, Math.ceil((state.resetAt - Date.now()) / 1000));
  const err = new AppError('RATE_001', 'Too many requests', {
    headers: {
      'Retry-After': String(seconds),
      'X-RateLimit-Limit': String(max),
      'X-RateLimit-Remaining': '0',
    },
  });
  refusedBy.set(err, limit);
  return err;
}

/** Usernames come from the request body: hash long ones so a key stays small. */
function loginKey(ip: string, username: string): string {
  const name = username.trim().toLowerCase();
  const part = name.length > 100 ? createHash('sha256').update(name).digest('hex') : name;
  // '|' cannot occur in an IP address, so the pair is unambiguous (IPv6 addresses contain ':').
  return `login:${ip}|${part}`;
}

/** Every /api path is limited except health, which load balancers poll. */
export function isLimitedPath(path: string): boolean {
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return !(path === '/api/health' || path.startsWith('/api/health/'));
}

const hasBearer = (req: FastifyRequest) => /^bearer\s/i.test(req.headers.authorization ?? '');
const userIdOf = (req: FastifyRequest) => (req as { user?: { id?: number | string } }).user?.id;

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    let store: RateLimitStore;
    if (config.REDIS_URL) {
      const redis = await createRedisRateLimit(config.REDIS_URL, app.log);
      app.health.register('redis', redis.healthCheck);
      store = redis.store;
    } else {
      store = new MemoryRateLimitStore();
    }
    app.addHook('onClose', async () => store.close());

    const login = { max: config.RATE_LIMIT_LOGIN_MAX, windowMs: config.RATE_LIMIT_LOGIN_WINDOW_MS };
    const register = {
      max: config.RATE_LIMIT_REGISTER_MAX,
      windowMs: config.RATE_LIMIT_REGISTER_WINDOW_MS,
    };
    const global = {
      max: config.RATE_LIMIT_GLOBAL_MAX,
      windowMs: config.RATE_LIMIT_GLOBAL_WINDOW_MS,
    };

    app.decorate('rateLimits', {
      async loginAttempt(ip, username) {
        const state = await store.hit(loginKey(ip, username), login.windowMs);
        if (state.count > login.max) throw tooManyRequests('login', login.max, state);
      },
      async loginSucceeded(ip, username) {
        await store.reset(loginKey(ip, username));
      },
      async secondFactorAttempt(ip, userId) {
        const mine = await store.hit(`2fa:user:${userId}`, login.windowMs);
        if (mine.count > login.max) throw tooManyRequests('second-factor', login.max, mine);
        const ipMax = login.max * 4;
        const fromIp = await store.hit(`2fa:ip:${ip}`, login.windowMs);
        if (fromIp.count > ipMax) throw tooManyRequests('second-factor', ipMax, fromIp);
      },
      async secondFactorSucceeded(userId) {
        await store.reset(`2fa:user:${userId}`);
      },
      async registration(ip) {
        const state = await store.hit(`register:${ip}`, register.windowMs);
        if (state.count > register.max) throw tooManyRequests('register', register.max, state);
      },
    } satisfies RateLimits);

    async function countGlobal(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = userIdOf(req);
      const key = id !== undefined ? `global:user:${id}` : `global:ip:${req.ip}`;
      const state = await store.hit(key, global.windowMs);
      if (state.count > global.max) throw tooManyRequests('global', global.max, state);
      reply.header('X-RateLimit-Limit', String(global.max));
      reply.header('X-RateLimit-Remaining', String(global.max - state.count));
    }

    // Anonymous calls count by IP as early as possible, so floods of unknown paths or bad
    // bodies count too. Calls with a bearer token count later, per user (below).
    app.addHook('onRequest', async (req, reply) => {
      const path = req.routeOptions.url ?? req.url.split('?')[0]!;
      if (!isLimitedPath(path) || hasBearer(req)) return;
      await countGlobal(req, reply);
    });

    // `req.user` is set by the authentication preHandler of each authenticated route; a
    // route-level preHandler appended last runs after every scope and route preHandler, so it
    // sees the user and counts per user, not per shared IP (offices, mobile carriers).
    const afterAuth: preHandlerAsyncHookHandler = async (req, reply) => {
      if (hasBearer(req)) await countGlobal(req, reply);
    };
    app.addHook('onRoute', (route) => {
      if (!isLimitedPath(route.url)) return;
      const own = route.preHandler ? [route.preHandler].flat() : [];
      // Fastify copies a GET's options for its HEAD route: do not append twice.
      if (!own.includes(afterAuth)) route.preHandler = [...own, afterAuth];
    });

    app.addHook('onError', async (req, _reply, err) => {
      const limit = AppError.isAppError(err) ? refusedBy.get(err) : undefined;
      if (!limit) return;
      req.log.warn(
        { limit, ip: req.ip, userId: userIdOf(req), requestId: req.id, url: req.url.split('?')[0] },
        `Rate limit "${limit}" exceeded`,
      );
    });
  },
  { name: 'rate-limit' },
);
