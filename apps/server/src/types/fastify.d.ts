import type { Logger } from 'pino';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { HealthRegistry } from '../plugins/health-registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    pool: pg.Pool;
    health: HealthRegistry;
    baseLogger: Logger;
    /** Whether this instance is leaving a load balancer's pool (draining) or shutting down. */
    isLeaving(): boolean;
  }
}
