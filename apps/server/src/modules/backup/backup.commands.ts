import fs from 'node:fs';
import path from 'node:path';
import type { BackupManifest } from '@wealthlog/core';
import { dataPaths } from '../../data-dir.js';
import { manualName, removePartials } from './backup.nightly.js';
import { PARTIAL_PREFIX, restoreServer, writeServerBackup } from './backup.server.js';
import type { BackupDeps } from './backup.service.js';

/**
 * What `npm run backup` and `npm run restore` do once they have a database (backup-cli.ts), and
 * what they print: the administrator reads these lines, so each says what happened in words.
 */
export interface CommandContext {
  deps: BackupDeps;
  /** The pid of the WealthLog serving this data while the command runs, or null. */
  running: number | null;
  /** This process holds DATA_DIR alone: a `.partial-` file in it is one a dead process left. */
  exclusive: boolean;
  print: (line: string) => void;
}

/** A command refused before it did anything, said in one line; `exitCode` as in sysexits.h. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

const num = (n: number) => n.toLocaleString('en-US');

export function formatSize(bytes: number): string {
  const units = ['kB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let unit = 'bytes';
  for (const u of units) {
    if (v < 1000) break;
    v /= 1000;
    unit = u;
  }
  return unit === 'bytes' ? `${num(bytes)} bytes` : `${v.toFixed(1)} ${unit} (${num(bytes)} bytes)`;
}

/** `kind n, kind n` for the kinds that hold rows, in the archive's order. */
const rowsOf = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kind} ${num(n)}`)
    .join(', ') || 'nothing';

/** Where the backup goes: `--out FILE`, else DATA_DIR/backups/wealthlog-<day>-<HHMMSS>.zip. */
export function backupTarget(dataDir: string, out: string | undefined, now = new Date()) {
  const file = out ? path.resolve(out) : path.join(dataPaths(dataDir).backups, manualName(now));
  const dir = path.dirname(file);
  const name = path.basename(file);
  return { file, dir, name, partial: path.join(dir, `${PARTIAL_PREFIX}${name}`) };
}

/** The server's archive into `target` (written, flushed, verified, renamed: writeServerBackup). */
export async function backupCommand(c: CommandContext, target: ReturnType<typeof backupTarget>) {
  if (fs.existsSync(target.file)) {
    throw new CommandError(
      `${target.file} already exists: choose another --out, or remove it.`,
      73,
    );
  }
  // Partial files of a backup killed half-way: nobody is writing them while we hold DATA_DIR.
  if (c.exclusive) await removePartials(dataPaths(c.deps.dataDir).backups);
  const { file, manifest } = await writeServerBackup(c.deps, target.dir, target.name);
  printBackup(c, file, manifest);
  return file;
}

function printBackup(c: CommandContext, file: string, m: BackupManifest) {
  const users = m.users ?? [];
  c.print(`Backup written: ${file}`);
  c.print(`Size: ${formatSize(fs.statSync(file).size)}, every member checked against its SHA-256`);
  c.print(
    `Users: ${users.length}${users.length ? ` (${users.map((u) => u.username).join(', ')})` : ''}` +
      (m.shared ? ', and the shared exchange rates' : ''),
  );
  const kinds = Object.entries(m.counts);
  const width = Math.max(...kinds.map(([k]) => k.length));
  c.print('Rows per kind:');
  for (const [kind, n] of kinds.filter(([, n]) => n > 0)) {
    c.print(`  ${kind.padEnd(width)}  ${num(n).padStart(9)}`);
  }
  const none = kinds.filter(([, n]) => n === 0).map(([k]) => k);
  if (none.length) c.print(`  (no rows: ${none.join(', ')})`);
  if (c.running) c.print(`WealthLog (pid ${c.running}) kept running; the backup is one snapshot.`);
}

/** Why `file` cannot be restored before anything is opened, or null. */
export function unreadable(file: string): CommandError | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return new CommandError(`No such file: ${path.resolve(file)}`, 66);
  if (!stat.isFile()) return new CommandError(`Not a file: ${path.resolve(file)}`, 66);
  return null;
}

/** The archive back in, a user per transaction, each printed once it committed. */
export async function restoreCommand(c: CommandContext, file: string) {
  c.print(`Restoring ${path.resolve(file)} (checked whole first: nothing is written if it fails)`);
  const out = await restoreServer(c.deps, file, (u) => {
    const how = u.created ? 'new user' : 'existing user, what it held replaced';
    c.print(`  ${u.username} (${how}): ${rowsOf(u.restored)}`);
  });
  if (out.shared) {
    c.print(`  shared exchange rates (a rate this server has stays): ${rowsOf(out.shared)}`);
  }
  c.print(`Restored ${out.users.length} user${out.users.length === 1 ? '' : 's'}.`);
  const { rows } = await c.deps.pool.query<{ username: string }>(
    'SELECT username FROM users WHERE password_hash IS NULL AND username = ANY($1) ORDER BY username',
    [out.users.map((u) => u.username)],
  );
  if (rows.length) {
    c.print(
      `Without a password: ${rows.map((r) => r.username).join(', ')}. A backup holds no passwords: ` +
        'they set one with "Forgot password" on the sign-in page (or sign in with the identity provider, where one is set up).',
    );
  }
  c.print(
    c.running
      ? `WealthLog (pid ${c.running}) is running: signed-in users should reload the page to see the restored data (figures it cached catch up within a minute).`
      : 'The restored data is there at the next npm start.',
  );
  return out;
}
