import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openArchive } from './lib/backup/archive-read.js';
import { PASSWORD } from './test/auth.js';
import { multipartBody } from './test/multipart.js';
import { pdf } from './test/sample-files.js';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './test/server-process.js';

/**
 * `npm run backup` and `npm run restore` (backup-cli.ts, run from source under tsx as the server
 * tests run server.ts) on a real data directory: beside the running app, alone, refusing in one
 * line, and killed with SIGKILL half-way through a backup — which must never leave a file that
 * looks complete, and whose partial file the next start removes.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-cli-'));
fs.chmodSync(root, 0o755); // the embedded PostgreSQL runs as postgres when the tests run as root
const env = { DATA_DIR: path.join(root, 'data') };
const backups = path.join(env.DATA_DIR, 'backups');
/** Uploaded files of 9 MB (random, so the zip stores them as they are): the write takes a while. */
const FILES = 5;
let server: ServerProcess | undefined;
const tools: ChildProcess[] = [];

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI in a process group of its own (with the PostgreSQL it starts), as an admin runs it. */
function cli(args: string[], extra: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=@wealthlog/source', '--import', 'tsx', 'src/backup-cli.ts', ...args],
    {
      cwd: SERVER_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env, ...extra },
    },
  );
  tools.push(child);
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (c: Buffer) => (out.stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out.stderr += c.toString()));
  const done = new Promise<Ran>((resolve) => child.on('exit', (code) => resolve({ code, ...out })));
  return { child, done };
}

const run = (args: string[], extra?: Record<string, string>) => cli(args, extra).done;
const listed = () => fs.readdirSync(backups).sort();
const complete = () => listed().filter((n) => n.startsWith('wealthlog-'));

type Session = Record<string, string>;

async function call(method: string, route: string, session?: Session, body?: unknown) {
  const res = await fetch(`${server!.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server!.url, ...session },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Bearer and CSRF token, as the web app sends them. */
async function signIn(username: string): Promise<Session> {
  const { json } = await call('POST', '/api/auth/login', undefined, {
    username,
    password: PASSWORD,
  });
  return {
    authorization: `Bearer ${json.accessToken as string}`,
    'x-csrf-token': json.csrfToken as string,
  };
}

beforeAll(async () => {
  server = await startServerProcess(env);
  for (const username of ['alice', 'bob']) {
    const reg = await call('POST', '/api/auth/register', undefined, {
      ...{ username, email: `${username}@example.com`, firstName: 'A', lastName: 'B' },
      ...{ password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reg.status).toBe(201);
  }
  const alice = await signIn('alice');
  const account = await call('POST', '/api/account', alice, {
    ...{ name: 'Cash', type: 'CASH', currency: 'EUR', balance: 100 },
  });
  expect(account.status).toBe(201);
  for (let i = 0; i < FILES; i += 1) {
    const data = Buffer.concat([pdf(), randomBytes(9 << 20)]);
    const body = multipartBody({
      fileName: `statement-${i}.pdf`,
      contentType: 'application/pdf',
      data,
    });
    const res = await fetch(`${server.url}/api/upload/documents`, {
      method: 'POST',
      headers: { ...body.headers, ...alice, origin: server.url },
      body: body.payload,
    });
    expect(res.status, await res.text()).toBe(201);
  }
}, 180_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  for (const t of tools) {
    try {
      process.kill(-t.pid!, 'SIGKILL'); // a tool (and its PostgreSQL) a failed test left behind
    } catch {
      /* gone */
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run backup and npm run restore beside the running app', () => {
  it('backs up through its database, lists the file, and restores every user into it', async () => {
    const backup = await run(['backup']);
    expect(backup.code, backup.stderr).toBe(0);
    const file = /Backup written: (\S+)/.exec(backup.stdout)![1]!;
    expect(path.basename(file)).toMatch(/^wealthlog-\d{4}-\d{2}-\d{2}-\d{6}\.zip$/);
    expect(backup.stdout).toMatch(/Users: 2 \(alice, bob\), and the shared exchange rates/);
    expect(backup.stdout).toMatch(/^ {2}uploads +5$/m);
    expect(backup.stdout).toMatch(/kept running/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const admin = await signIn('alice');
    const list = await call('GET', '/api/admin/backups', admin);
    expect(list.json).toEqual([expect.objectContaining({ name: path.basename(file) })]);

    const restore = await run(['restore', file]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/alice \(existing user, what it held replaced\): .*uploads 5/);
    expect(restore.stdout).toMatch(/bob \(existing user/);
    expect(restore.stdout).toMatch(/is running: signed-in users should reload the page/);
    const accounts = await call('GET', '/api/account', await signIn('alice'));
    expect(accounts.json).toEqual([expect.objectContaining({ name: 'Cash', balance: 100 })]);
  }, 180_000);

  it('says in one line what is wrong: no file, a refused archive, no database', async () => {
    const missing = await run(['restore', path.join(root, 'nope.zip')]);
    expect([missing.code, missing.stderr]).toEqual([66, `No such file: ${root}/nope.zip\n`]);
    const cut = path.join(root, 'cut.zip');
    fs.writeFileSync(cut, fs.readFileSync(path.join(backups, complete()[0]!)).subarray(0, 4096));
    const refused = await run(['restore', cut]);
    expect(refused.code).toBe(65);
    expect(refused.stderr).toMatch(/^Refused \(corrupt\): .+ — file: .+\n$/);
    const noDb = await run(['backup'], { DATABASE_URL: 'postgres://wl:wl@127.0.0.1:1/wl' });
    expect(noDb.code).toBe(69);
    expect(noDb.stderr).toMatch(
      /^Cannot reach the database of DATABASE_URL \(127\.0\.0\.1:1\/wl\)[^\n]*\n$/,
    );
    expect(noDb.stderr).not.toContain('wl:wl');
  }, 120_000);
});

/** Waits until a `.partial-` backup exists and has grown since first seen; returns its name. */
async function partialGrowing(): Promise<string> {
  const started = Date.now();
  let seen: { name: string; size: number } | undefined;
  for (;;) {
    expect(Date.now() - started, 'no partial backup grew').toBeLessThan(90_000);
    const name = listed().find((n) => n.startsWith('.partial-'));
    const size = name
      ? (fs.statSync(path.join(backups, name), { throwIfNoEntry: false })?.size ?? 0)
      : 0;
    if (name && seen?.name === name && size > seen.size) return name;
    if (name && size > 0 && !seen) seen = { name, size };
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** kill -9 of the CLI alone (its PostgreSQL lives on, as after a real kill) mid-write. */
async function killMidBackup() {
  for (const name of complete()) fs.rmSync(path.join(backups, name));
  const { child, done } = cli(['backup']);
  const partial = await partialGrowing();
  child.kill('SIGKILL');
  const ran = await done;
  expect(ran.stdout).not.toContain('Backup written');
  // Nothing that looks complete: the one file there is the partial one, under its own name.
  expect(listed()).toEqual([partial]);
  return partial;
}

describe('kill -9 in the middle of a backup', () => {
  it('never leaves a complete-looking file; the next start removes the partial one', async () => {
    await stopServerProcess(server!);
    server = undefined;

    // The next start of the app (the nightly's onReady) removes it, and lists nothing.
    await killMidBackup();
    server = await startServerProcess(env);
    expect(listed()).toEqual([]);
    const list = await call('GET', '/api/admin/backups', await signIn('alice'));
    expect(list.json).toEqual([]);
    await stopServerProcess(server);
    server = undefined;

    // The next backup by hand removes it too, and writes a whole one.
    await killMidBackup();
    const again = await run(['backup']);
    expect(again.code, again.stderr).toBe(0);
    expect(complete()).toHaveLength(1);
    expect(listed()).toEqual(complete());
    const archive = await openArchive(path.join(backups, complete()[0]!));
    expect(archive.manifest.users?.map((u) => u.username)).toEqual(['alice', 'bob']);
    expect(archive.manifest.counts.uploads).toBe(FILES);
    archive.close();
  }, 300_000);
});
