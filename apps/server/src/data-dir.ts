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
    lock: path.join(dataDir, 'wealthlog.lock'),
    secrets: path.join(dataDir, 'secrets.json'),
  };
}

export function ensureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  for (const sub of ['uploads', 'outbox']) fs.mkdirSync(path.join(dataDir, sub), { recursive: true });
}

export class InstanceLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another WealthLog (pid ${pid}) is already running on the data directory ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
    this.name = 'InstanceLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. A live holder makes this throw at once; a lock left
 * by a crashed process (kill -9) is stale and taken over. Returns the release function.
 */
export function acquireInstanceLock(dataDir: string): () => void {
  const file = dataPaths(dataDir).lock;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new InstanceLockedError(dataDir, pid);
      }
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
