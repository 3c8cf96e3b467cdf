import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { dataPaths } from '../../data-dir.js';
import type { BackupDeps } from './backup.service.js';
import { PARTIAL_PREFIX, writeServerBackup } from './backup.server.js';

/** A nightly backup: `wealthlog-<YYYY-MM-DD>.zip`. Retention (prune) counts these only. */
const NIGHTLY = /^wealthlog-\d{4}-\d{2}-\d{2}\.zip$/;
/**
 * A backup made by hand (npm run backup): `wealthlog-<YYYY-MM-DD>-<HHMMSS>.zip`, so it never takes
 * the nightly one's name. Listed beside the nightly ones, never pruned: the administrator made it
 * on purpose (before an upgrade, a move) and removes it when done; BACKUP_KEEP nights of nightly
 * backups must not sweep it away, nor must it push a nightly one out.
 */
const MANUAL = /^wealthlog-\d{4}-\d{2}-\d{2}-\d{6}\.zip$/;
/** One advisory lock for the nightly run: several instances on one database back up once. */
const NIGHTLY_LOCK = 0x5741_4c42; // 'WALB'

const pad = (n: number) => String(n).padStart(2, '0');
const day = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
/** `wealthlog-<YYYY-MM-DD>.zip`, the day in the server's time zone (as BACKUP_AT's hour). */
export const nightlyName = (at: Date) => `wealthlog-${day(at)}.zip`;
/** `wealthlog-<YYYY-MM-DD>-<HHMMSS>.zip`, a backup made by hand, in the server's time zone. */
export const manualName = (at: Date) =>
  `wealthlog-${day(at)}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.zip`;

/**
 * The backups in `dir`, newest first: complete ones (nightly and made by hand), and any still
 * being written (`partial`).
 */
export async function listBackups(dir: string) {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const out = [];
  for (const name of names) {
    const status =
      NIGHTLY.test(name) || MANUAL.test(name)
        ? 'complete'
        : name.startsWith(PARTIAL_PREFIX)
          ? 'partial'
          : null;
    if (!status) continue;
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (!stat) continue;
    out.push({
      name,
      createdAt: stat.mtime.toISOString(),
      size: stat.size,
      status: status as 'complete' | 'partial',
    });
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** Removes `.partial-` files: left by a process that died while writing (only one writes a DATA_DIR). */
export async function removePartials(dir: string) {
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    if (name.startsWith(PARTIAL_PREFIX))
      await fs.promises.rm(path.join(dir, name), { force: true });
  }
}

/** Keeps the newest `keep` nightly backups (their names sort by day); those made by hand stay. */
export async function prune(dir: string, keep: number) {
  const nightly = (await fs.promises.readdir(dir)).filter((n) => NIGHTLY.test(n)).sort();
  for (const name of nightly.slice(0, Math.max(0, nightly.length - keep))) {
    await fs.promises.rm(path.join(dir, name), { force: true });
  }
}

/**
 * Tonight's backup: the server's archive as `wealthlog-<day>.zip` (once a day: an existing one
 * is kept), then the oldest beyond `keep` removed. Under an advisory lock, so instances sharing
 * the database do it once.
 */
export async function runNightly(d: BackupDeps, keep: number, now = new Date()) {
  const dir = dataPaths(d.dataDir).backups;
  const client = await d.pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      NIGHTLY_LOCK,
    ]);
    if (!rows[0]!.ok) return null;
    try {
      const name = nightlyName(now);
      const file = fs.existsSync(path.join(dir, name))
        ? null
        : (await writeServerBackup(d, dir, name)).file;
      await prune(dir, keep);
      return file;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [NIGHTLY_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Milliseconds from `now` to the next `hour`:00 in the server's time zone. */
export function msUntilHour(now: Date, hour: number): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * The nightly backup (issue 30): at BACKUP_AT o'clock every day, keeping BACKUP_KEEP (0: off).
 * Stale partial files are removed when the app is ready.
 */
export function scheduleNightly(app: FastifyInstance, deps: () => BackupDeps): void {
  const { BACKUP_KEEP: keep, BACKUP_AT: hour, DATA_DIR } = app.config;
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    timer = setTimeout(
      () => {
        runNightly(deps(), keep)
          .then((file) => file && app.log.info({ file }, 'nightly backup written'))
          .catch((err: unknown) => app.log.error({ err }, 'nightly backup failed'))
          .finally(plan);
      },
      msUntilHour(new Date(), hour),
    );
    timer.unref();
  };
  app.addHook('onReady', async () => {
    await removePartials(dataPaths(DATA_DIR).backups);
    if (keep > 0) plan();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
