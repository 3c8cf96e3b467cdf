import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, dataPaths, InstanceLockedError, loadOrCreateSecrets } from './data-dir.js';

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
    const release = acquireInstanceLock(dir);
    expect(fs.readFileSync(dataPaths(dir).lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(dataPaths(dir).lock)).toBe(false);
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
