import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb } from './db/client.js';
import {
  EMBEDDED_DATABASE,
  type EmbeddedDatabase,
  householdSizing,
  startEmbeddedPostgres,
} from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
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
  let embedded: EmbeddedDatabase | undefined;
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
    embedded = await startEmbeddedPostgres({
      dir: dataPaths(config.DATA_DIR).pg,
      password: secrets.pgPassword,
      database: EMBEDDED_DATABASE,
      logger,
      sizing: householdSizing(config.DATABASE_POOL_SIZE),
    });
    databaseUrl = embedded.url;
  }

  const db = createDb(databaseUrl, config.DATABASE_POOL_SIZE);
  await runMigrations(db.pool);
  await db.pool.query(
    `INSERT INTO app_meta (key, value) VALUES ('installed_at', now()::text) ON CONFLICT (key) DO NOTHING`,
  );
  const app = await buildApp({ config, db, logger });
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
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    clearInterval(monitor);
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
