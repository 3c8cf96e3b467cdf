// A seeded database that stays up, for EXPLAIN (ANALYZE, BUFFERS) work on the bench data set:
//   node bench/keep-db.mjs [dir]   (default /tmp/wealthlog-perf; needs `npm run build -w @wealthlog/server`)
// Starts an embedded PostgreSQL in `dir/pg` (kept between runs), applies the migrations, and on
// the first run creates user 'bench' and seeds it with bench/seed.mjs. Prints the URL and the user
// id, then keeps running until Ctrl-C / SIGTERM (which stops PostgreSQL).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ecbCsvText, seed } from './seed.mjs';
import { seedPrices } from './seed-prices.mjs';
import { seedTrades } from './seed-trades.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const pg = require('pg');
const pino = require('pino');
const dir = process.argv[2] ?? '/tmp/wealthlog-perf';
fs.mkdirSync(dir, { recursive: true });

const { startEmbeddedPostgres } = await import(path.join(root, 'apps/server/dist/db/embedded.js'));
const { runMigrations } = await import(path.join(root, 'apps/server/dist/db/migrate.js'));
const embedded = await startEmbeddedPostgres({
  dir: path.join(dir, 'pg'),
  password: 'perf-only-password',
  database: 'wealthlog',
  logger: pino({ level: 'warn' }),
});
const pool = new pg.Pool({ connectionString: embedded.url, max: 2 });
await runMigrations(pool);
const found = await pool.query(`SELECT id FROM users WHERE username = 'bench'`);
let userId = found.rows[0]?.id;
if (userId === undefined) {
  const { rows } = await pool.query(
    `INSERT INTO users (username, email, first_name, last_name) VALUES ('bench', 'bench@example.com', 'Bench', 'User') RETURNING id`,
  );
  userId = rows[0].id;
  const t0 = performance.now();
  const s = await seed(pool, { userId, ecbCsv: ecbCsvText(root) });
  const tr = await seedTrades(pool, { userId });
  await seedPrices(pool, { userId });
  console.log(
    `seeded ${s.accounts.length} accounts, ${s.transactions} transactions, ${tr.trades} trades in ${Math.round(performance.now() - t0)} ms`,
  );
}
await pool.end();
console.log(`KEEP_DB_READY ${embedded.url} user=${userId}`);
const stop = async () => {
  await embedded.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
setInterval(() => undefined, 1 << 30);
