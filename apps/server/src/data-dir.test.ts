import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireInstanceLock,
  dataPaths,
  holderAlive,
  InstanceLockedError,
  loadOrCreateSecrets,
} from './data-dir.js';

const dirs: string[] = [];
function tmp() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-data-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('instance lock', () => {
  it('refuses a second holder while the first is alive', async () => {
    const dir = tmp();
    // A live process that is not us holds the lock.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((r) => child.once('spawn', r));
    fs.writeFileSync(dataPaths(dir).lock, String(child.pid));
    try {
      expect(() => acquireInstanceLock(dir)).toThrow(InstanceLockedError);
      expect(() => acquireInstanceLock(dir)).toThrow(/already running on the data directory/);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a stale lock left by a dead process (kill -9)', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((r) => child.once('exit', r));
    fs.writeFileSync(dataPaths(dir).lock, String(pid));
    const { release, recovered } = acquireInstanceLock(dir);
    expect(recovered).toBe(pid);
    expect(JSON.parse(fs.readFileSync(dataPaths(dir).lock, 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    release();
    expect(fs.existsSync(dataPaths(dir).lock)).toBe(false);
  });
});

describe('who holds the lock', () => {
  it('is a live process with the recorded start time; a reused pid or a zombie is not', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((r) => child.once('spawn', r));
    try {
      const start = fs
        .readFileSync(`/proc/${child.pid}/stat`, 'utf8')
        .split(') ')[1]!
        .split(' ')[19];
      expect(holderAlive({ pid: child.pid!, start })).toBe(true);
      // The same pid with another start time: an unrelated process that got the pid later.
      expect(holderAlive({ pid: child.pid!, start: '1' })).toBe(false);
      // Before a reboot.
      expect(holderAlive({ pid: child.pid!, start, boot: 'another-boot' })).toBe(false);
      fs.writeFileSync(dataPaths(dir).lock, JSON.stringify({ pid: child.pid, start: '1' }));
      const { release, recovered } = acquireInstanceLock(dir);
      expect(recovered).toBe(child.pid);
      release();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('is not a zombie: a killed child not yet reaped by its parent', async () => {
    // sh starts a child and becomes `sleep 60` (exec), which never reaps it. The child is killed
    // only once the exec has happened: killed earlier, the shell itself could reap it (a loaded
    // CI machine once found it gone), and then there is no zombie to look at.
    const sh = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 60']);
    const pid = Number(
      (await new Promise<Buffer>((r) => sh.stdout.once('data', r))).toString().trim(),
    );
    try {
      await expect
        .poll(() => fs.readFileSync(`/proc/${sh.pid}/cmdline`, 'utf8').replaceAll('\0', ' '))
        .toBe('sleep 60 ');
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
      expect(holderAlive({ pid })).toBe(false);
    } finally {
      sh.kill('SIGKILL');
    }
  });
});

describe('secrets', () => {
  it('are generated once, kept private, and stable across restarts', () => {
    const dir = tmp();
    const first = loadOrCreateSecrets(dir);
    expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(dataPaths(dir).secrets).mode & 0o077).toBe(0);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
  });
});
