import { spawnSync, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How the embedded PostgreSQL's programs are started (ADR 0001). PostgreSQL refuses to run as root,
 * so as root it runs as the `postgres` user, who must reach both its binaries (in node_modules) and
 * its data directory. When a parent directory is closed to other users (a checkout under /root,
 * mode 700), the programs run in a private mount namespace that bind-mounts the two directories
 * onto empty ones postgres can reach: nothing on the system is opened up, and the mounts vanish
 * with the process. Where that is impossible too, a StartupError says what to do in one line.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

export interface LaunchPlan {
  kind: 'direct' | 'as-postgres' | 'namespace';
  /** The data directory as the programs see it. */
  dataPath: string;
  /** Where files the programs must read can be written (e.g. initdb's password file). */
  scratch: string;
  ids?: { uid: number; gid: number };
  /** The command that runs `bin` (initdb, postgres) with `args`. */
  command(
    bin: 'initdb' | 'postgres',
    args: string[],
  ): { file: string; args: string[]; options: SpawnOptions };
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    // The first start as root on a machine without PostgreSQL: the system user it runs as.
    const made = spawnSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    if (made.status !== 0)
      throw new StartupError(
        'PostgreSQL cannot run as root and there is no user "postgres" to run it as (useradd failed): create one, or run npm start as a regular user.',
      );
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** The first ancestor of `target` that `ids` cannot enter (mode bits; no ACLs), else null. */
export function closedAncestor(target: string, ids: { uid: number; gid: number }): string | null {
  let dir = path.dirname(path.resolve(target));
  const chain: string[] = [];
  for (;;) {
    chain.unshift(dir);
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  for (const d of chain) {
    const st = fs.statSync(d);
    const bit = st.uid === ids.uid ? 0o100 : st.gid === ids.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return d;
  }
  return null;
}

function namespacesWork(): boolean {
  return spawnSync('unshare', ['--mount', '--propagation', 'private', '--', 'true']).status === 0;
}

export function planLaunch(dataDir: string, native: string): LaunchPlan {
  const bin = (b: string) => path.join(native, 'bin', b);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-pg-'));
  fs.chmodSync(scratch, 0o755);
  if (process.getuid?.() !== 0) {
    return {
      kind: 'direct',
      dataPath: dataDir,
      scratch,
      command: (b, args) => ({ file: bin(b), args, options: {} }),
    };
  }
  const ids = postgresIds();
  const closed = closedAncestor(bin('postgres'), ids) ?? closedAncestor(dataDir, ids);
  if (!closed) {
    return {
      kind: 'as-postgres',
      dataPath: dataDir,
      scratch,
      ids,
      command: (b, args) => ({ file: bin(b), args, options: { ...ids } }),
    };
  }
  if (!namespacesWork()) {
    throw new StartupError(
      `PostgreSQL runs as the user postgres, who cannot enter ${closed} (closed to other users), and this system allows no private mount to lend it the files: ` +
        'put the checkout and DATA_DIR where other users may enter (for example under /opt), or run npm start as a regular user.',
    );
  }
  const mNative = path.join(scratch, 'native');
  const mData = path.join(scratch, 'data');
  fs.mkdirSync(mNative, { mode: 0o755 });
  fs.mkdirSync(mData, { mode: 0o755 });
  // sh -c 'mount …; exec setpriv … program args': one process from unshare to postgres (same pid).
  const script =
    'mount --bind "$1" "$2" && mount --bind "$3" "$4" && shift 4 && exec setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"';
  return {
    kind: 'namespace',
    dataPath: mData,
    scratch,
    ids,
    command: (b, args) => ({
      file: 'unshare',
      args: [
        '--mount',
        '--propagation',
        'private',
        '--',
        'sh',
        '-c',
        script,
        'wealthlog-pg',
        native,
        mNative,
        dataDir,
        mData,
        path.join(mNative, 'bin', b),
        ...args,
      ],
      options: {},
    }),
  };
}
