import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type App, type AppOptions, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDb, type DbHandle } from '../db/client.js';
import { createLogger } from '../plugins/logging.js';
import { createTestDatabase } from './db.js';

export interface TestApp {
  app: App;
  db: DbHandle;
  config: Config;
  /** Every log line the app wrote, parsed, for assertions such as "no secret was logged". */
  logs: Record<string, unknown>[];
  rawLogs: string[];
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary DATA_DIR; use `app.inject` to call it. */
export async function createTestApp(
  env: Record<string, string> = {},
  extraApiRoutes?: FastifyPluginAsyncZod,
  /** e.g. `{ oidc: fakeProvider }`. */
  overrides: Pick<AppOptions, 'oidc'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: 'test-secret-that-is-at-least-32-bytes-long!!',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests never reach the internet; the ECB fetch test turns it on against a loopback server.
    ECB_FETCH: 'false',
    ...env,
  });
  const rawLogs: string[] = [];
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      const line = chunk.toString();
      rawLogs.push(line);
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        /* not JSON */
      }
      cb();
    },
  });
  const logger = createLogger(config, sink);
  const db = createDb(config.DATABASE_URL ?? database.url, 5);
  const app = await buildApp({
    config,
    db,
    logger,
    webDist: env.WEB_DIST ?? path.join(dataDir, 'no-web'),
    ...(extraApiRoutes ? { extraApiRoutes } : {}),
    ...overrides,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    logs,
    rawLogs,
    async close() {
      await app.close();
      await db.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
