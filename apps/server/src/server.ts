import type { Logger } from 'pino';
import { type Config, ConfigError, loadConfig } from './config.js';
import {
  EMBEDDED_DATABASE,
  type EmbeddedDatabase,
  embeddedUrl,
  getFreePort,
  householdSizing,
  startEmbeddedPostgres,
} from './db/embedded.js';
import {
  acquireInstanceLock,
  dataPaths,
  ensureDataDir,
  InstanceLockedError,
  loadOrCreateSecrets,
} from './data-dir.js';
import { createLogger } from './plugins/logging.js';
import { startupMessage } from './startup-errors.js';

/**
 * Starts WealthLog: data dir, database (embedded unless DATABASE_URL is set), migrations, HTTP.
 * The embedded PostgreSQL starts while the app's code loads and its routes are built (issue 34):
 * neither needs the other until the migrations, so a start costs the longer of the two, not both.
 * SIGTERM/SIGINT: new requests answer 503, those in flight finish, the pool closes, the embedded
 * database stops, and the process exits within SHUTDOWN_TIMEOUT_MS.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const logger = createLogger(config);
  ensureDataDir(config.DATA_DIR);
  const secrets = loadOrCreateSecrets(config.DATA_DIR);
  if (!config.JWT_SECRET) config.JWT_SECRET = secrets.jwtSecret;

  let releaseLock = () => {};
  let starting: Promise<EmbeddedDatabase> | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    try {
      const lock = acquireInstanceLock(config.DATA_DIR);
      releaseLock = lock.release;
      if (lock.recovered !== null) {
        logger.warn(
          { previousPid: lock.recovered },
          'Recovering from an unclean stop: the previous run is gone, its database is checked and reopened; nothing committed is lost',
        );
      }
    } catch (err) {
      if (err instanceof InstanceLockedError) {
        console.error(err.message);
        process.exit(75); // EX_TEMPFAIL
      }
      throw err;
    }
    const port = await getFreePort();
    databaseUrl = embeddedUrl(port, secrets.pgPassword);
    starting = startEmbeddedPostgres({
      dir: dataPaths(config.DATA_DIR).pg,
      password: secrets.pgPassword,
      database: EMBEDDED_DATABASE,
      logger,
      port,
      sizing: householdSizing(config.DATABASE_POOL_SIZE),
    });
    starting.catch(() => {}); // awaited below, once the app is built
  }

  const { app, db } = await buildServer(config, logger, databaseUrl, starting);
  const embedded = await starting;
  const { runMigrations } = await import('./db/migrate.js');
  await runMigrations(db.pool);
  const { moveUploadFilesIn } = await import('./lib/upload-files-move.js');
  await moveUploadFilesIn(db.pool, config.DATA_DIR, logger);
  await db.pool.query(
    `INSERT INTO app_meta (key, value) VALUES ('installed_at', now()::text) ON CONFLICT (key) DO NOTHING`,
  );
  const monitor = setInterval(() => void app.health.run(), config.HEALTH_INTERVAL_MS);
  monitor.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    clearInterval(monitor);
    if (config.SHUTDOWN_DRAIN_MS > 0) {
      app.beginDrain();
      logger.info(
        { ms: config.SHUTDOWN_DRAIN_MS },
        'Draining: the health check fails, requests are still served',
      );
      await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
    }
    app.beginShutdown();
    try {
      await app.close();
      await db.close();
      await embedded?.stop();
    } catch (err) {
      logger.error({ err }, 'Error during shutdown');
    } finally {
      releaseLock();
      logger.info('Stopped');
      logger.flush?.();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    logger.info(
      { address, dataDir: config.DATA_DIR, embedded: Boolean(embedded) },
      `WealthLog is running on ${config.PUBLIC_URL}`,
    );
    // One line on stdout that scripts (tests, bench) can wait for, whatever the log format.
    if (process.env.WEALTHLOG_READY_LINE === '1') console.log(`WEALTHLOG_READY ${address}`);
  } catch (err) {
    console.error(startupMessage(err, { port: config.PORT, dataDir: config.DATA_DIR }));
    await db.close();
    await embedded?.stop();
    releaseLock();
    process.exit(1);
  }
}

/**
 * The app's code loaded and its routes built, while the embedded database may still be starting:
 * nothing here queries it (the pool connects on first use, the hooks run at listen()). If this
 * fails, the database that was starting is stopped.
 */
async function buildServer(
  config: Config,
  logger: Logger,
  databaseUrl: string,
  starting: Promise<EmbeddedDatabase> | undefined,
) {
  try {
    const [{ buildApp }, { createDb }] = await Promise.all([
      import('./app.js'),
      import('./db/client.js'),
    ]);
    const db = createDb(databaseUrl, config.DATABASE_POOL_SIZE);
    return { db, app: await buildApp({ config, db, logger }) };
  } catch (err) {
    await (await starting?.catch(() => undefined))?.stop();
    throw err;
  }
}

// Config is read again here only to name the port and DATA_DIR in the one line (it parsed once
// already, or main() exited with its own line).
main().catch((err) => {
  let ctx = { port: 3000, dataDir: './data' };
  try {
    const config = loadConfig();
    ctx = { port: config.PORT, dataDir: config.DATA_DIR };
  } catch {
    /* main() already said what was wrong with the configuration */
  }
  console.error(startupMessage(err, ctx));
  process.exit(1);
});
