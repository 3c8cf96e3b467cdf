// Two WealthLog instances and HAProxy in front of them, for scripts/balancer.mjs (issue 35).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export { freePort } from './free-port.mjs';

/** haproxy on the PATH, installed from Debian's packages when missing and we may (root + apt). */
export function ensureHaproxy() {
  if (which('haproxy')) return which('haproxy');
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('   installing Debian’s haproxy package');
    execFileSync('apt-get', ['install', '-y', '-q', 'haproxy'], { stdio: 'ignore' });
  }
  if (!which('haproxy'))
    throw new Error('haproxy is not installed: apt-get install haproxy (as root)');
  return which('haproxy');
}

/** The path of `cmd` on the PATH, or ''. */
export function which(cmd) {
  try {
    return execFileSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/**
 * A Redis of this run's own (Debian's redis-server, nothing kept on disk), so a step may stop it
 * and start it again without touching the machine's.
 */
export async function startRedis(bin, port) {
  const child = spawn(bin, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const t0 = performance.now();
  while (performance.now() - t0 < 10_000) {
    const up = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => resolve(s.end() && true));
      s.once('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

/** Resolves with the ms until `url` answers `status` (polled every 20 ms). */
export async function waitFor(url, status = 200, timeoutMs = 60_000) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === status) return performance.now() - t0;
    } catch {
      /* not listening */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
}

/** One instance of the built server (the bundle users run), its output kept for the report. */
export function startInstance(name, port, env) {
  const child = spawn(process.execPath, ['apps/server/dist/server.bundle.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ECB_FETCH: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  return { name, port, url: `http://127.0.0.1:${port}`, child, exited, output: () => out };
}

/** HAProxy with deploy/haproxy.cfg, its addresses replaced by this run's. */
export function startHaproxy(bin, dir, { front, app1, app2 }) {
  const shipped = fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  const cfg = shipped
    .replace('bind 127.0.0.1:8080', `bind 127.0.0.1:${front}`)
    .replace('server app1 127.0.0.1:3001', `server app1 127.0.0.1:${app1}`)
    .replace('server app2 127.0.0.1:3002', `server app2 127.0.0.1:${app2}`);
  if (cfg.split('\n').filter((l, i) => l !== shipped.split('\n')[i]).length !== 3) {
    throw new Error('deploy/haproxy.cfg no longer has the bind and server lines this test runs');
  }
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, cfg);
  execFileSync(bin, ['-c', '-q', '-f', file]);
  const child = spawn(bin, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  return { url: `http://127.0.0.1:${front}`, child, output: () => out };
}

export async function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}
