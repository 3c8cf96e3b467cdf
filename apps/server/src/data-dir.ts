import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything the app writes lives under DATA_DIR (DESIGN "Data that lives on disk"). This module
 * owns its layout, the single-instance lock and the generated secrets.
 */
export function dataPaths(dataDir: string) {
  return {
    root: dataDir,
    pg: path.join(dataDir, 'pg'),
    uploads: path.join(dataDir, 'uploads'),
    outbox: path.join(dataDir, 'outbox'),
    /** Nightly backups (modules/backup): complete ones only under their final name. */
    backups: path.join(dataDir, 'backups'),
    /** Files being received (a backup to restore), removed when the request ends. */
    tmp: path.join(dataDir, 'tmp'),
    lock: path.join(dataDir, 'wealthlog.lock'),
    secrets: path.join(dataDir, 'secrets.json'),
  };
}

export function ensureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  for (const sub of ['uploads', 'outbox', 'backups', 'tmp'])
    fs.mkdirSync(path.join(dataDir, sub), { recursive: true });
}

export class InstanceLockedError extends Error {
  constructor(
    dataDir: string,
    /** The live holder: the WealthLog (or backup tool) that has the data directory. */
    readonly pid: number,
  ) {
    super(
      `Another WealthLog (pid ${pid}) is already running on the data directory ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
    this.name = 'InstanceLockedError';
  }
}

/** Who holds a lock: the pid, and what tells that pid's process apart from a later one. */
interface Holder {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat, field 22). */
  start?: string;
  /** /proc/sys/kernel/random/boot_id: a pid from before a reboot is someone else. */
  boot?: string;
}

function procStat(pid: number): { state: string; start: string } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields after its last ')'.
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: rest[0]!, start: rest[19]! };
  } catch {
    return null;
  }
}

function bootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

function self(): Holder {
  return { pid: process.pid, start: procStat(process.pid)?.start, boot: bootId() };
}

function readHolder(text: string): Holder | null {
  try {
    const h = JSON.parse(text) as Holder;
    if (Number.isInteger(h.pid)) return h;
  } catch {
    /* an older lock: the bare pid */
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) ? { pid } : null;
}

/**
 * Whether the lock's holder is still a running WealthLog: its pid exists and is not a zombie (a
 * process killed with -9 stays one until its parent reaps it), and — where the lock recorded them —
 * on the same boot with the same start time (a pid reused by an unrelated process after a reboot
 * or a wrap-around is not the holder). Without /proc, a signal-0 probe.
 */
export function holderAlive(h: Holder): boolean {
  if (h.pid === process.pid) return false;
  const stat = procStat(h.pid);
  if (stat) {
    if (stat.state === 'Z' || stat.state === 'X') return false;
    if (h.boot && bootId() && h.boot !== bootId()) return false;
    return !h.start || h.start === stat.start;
  }
  if (fs.existsSync('/proc/self/stat')) return false; // Linux, and no such process
  try {
    process.kill(h.pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. A live holder makes this throw at once; a lock left
 * by a crashed process (kill -9, a reboot) is stale and taken over — `recovered` then names the
 * pid it belonged to, for the one log line of the recovery. Returns the release function.
 */
export function acquireInstanceLock(dataDir: string): {
  release: () => void;
  recovered: number | null;
} {
  const file = dataPaths(dataDir).lock;
  let recovered: number | null = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify(self()));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (readHolder(fs.readFileSync(file, 'utf8'))?.pid === process.pid) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      return { release, recovered };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(fs.readFileSync(file, 'utf8'));
      if (holder && holderAlive(holder)) throw new InstanceLockedError(dataDir, holder.pid);
      recovered = holder?.pid ?? null;
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

export interface Secrets {
  jwtSecret: string;
  pgPassword: string;
}

/** Secrets generated on first start and kept (mode 0600) so tokens survive restarts. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = dataPaths(dataDir).secrets;
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    pgPassword: stored.pgPassword ?? randomBytes(24).toString('base64url'),
  };
  if (secrets.jwtSecret !== stored.jwtSecret || secrets.pgPassword !== stored.pgPassword) {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  return secrets;
}
