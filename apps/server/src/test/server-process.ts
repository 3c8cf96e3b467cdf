import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** The real server (`src/server.ts` under tsx) as its own process group, for crash and start-up tests. */
export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` once the server said it is ready. */
  url: string;
  output: () => string;
}

export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@wealthlog/source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: SERVER_DIR,
      // Its own process group, so a test can kill -9 the app and its PostgreSQL together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        ECB_FETCH: 'false',
        WEALTHLOG_READY_LINE: '1',
        DATABASE_URL: '',
        ...env,
      },
    },
  );
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const check = () => {
      const m = /WEALTHLOG_READY (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${out}`));
    });
  });
  return { child, url, output: () => out };
}

/** kill -9 of the whole process group: the app and its embedded PostgreSQL, at once. */
export function killGroup(p: ServerProcess): void {
  try {
    process.kill(-p.child.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** A graceful stop (SIGTERM), waiting for the exit. */
export async function stopServerProcess(p: ServerProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await exited;
}
