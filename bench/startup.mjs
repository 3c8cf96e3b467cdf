// The bench's start-up measure (issue 34): from starting the server on a built checkout, with a
// data directory already initialised and migrated (a second start, as every day's is), to its
// first data answer: GET /api/account with an API token answering 200. Median of 5, for
// `node apps/server/dist/server.bundle.js` and for `npm start` (its build check and wrapper included).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port.mjs';
import { api, stats } from './measures.mjs';

const RUNS = 5;

/** Starts `cmd` in its own process group (so npm and what it spawns stop together). */
function start(root, cmd, args, env) {
  return spawn(cmd, args, {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ECB_FETCH: 'false', ...env },
  });
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Polls `url` every 5 ms until it answers 200; the ms since `t0`. */
async function firstAnswer(url, token, t0, child, timeoutMs = 60_000) {
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** The first start: initdb, migrations, a user with an account and an API token. */
async function prepare(root, env, address) {
  const child = start(root, process.execPath, ['apps/server/dist/server.bundle.js'], env);
  const t0 = performance.now();
  while (performance.now() - t0 < 120_000) {
    try {
      const res = await fetch(`${address}/api/health/live`);
      if (res.ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const password = 'Start!Passw0rd#2025';
  const origin = { origin: address };
  await api(address, 'POST', '/api/auth/register', {
    body: {
      username: 'starter',
      email: 'starter@example.com',
      password,
      confirmPassword: password,
      firstName: 'Start',
      lastName: 'Up',
    },
    headers: origin,
  });
  const login = await api(address, 'POST', '/api/auth/login', {
    body: { username: 'starter', password },
    headers: origin,
  });
  const auth = { token: login.accessToken, csrf: login.csrfToken };
  await api(address, 'POST', '/api/account', {
    ...auth,
    body: { name: 'Checking', type: 'CASH', currency: 'EUR', balance: 100 },
  });
  const created = await api(address, 'POST', '/api/auth/tokens', {
    ...auth,
    body: { name: 'start-up bench', scope: 'read' },
  });
  await stop(child);
  return created.token;
}

/** Cold start to the first data answer, median of RUNS, by `node` and by `npm start`. */
export async function startup(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-start-'));
  try {
    const port = await freePort();
    const address = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    const token = await prepare(root, env, address);
    const out = {};
    for (const [name, cmd, args] of [
      ['node', process.execPath, ['apps/server/dist/server.bundle.js']],
      ['npm start', 'npm', ['start', '--silent']],
    ]) {
      const times = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        const child = start(root, cmd, args, env);
        try {
          times.push(await firstAnswer(`${address}/api/account`, token, t0, child));
        } finally {
          await stop(child);
        }
      }
      out[name] = stats(times);
    }
    return out;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
