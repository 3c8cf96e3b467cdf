import { describe, expect, it } from 'vitest';
import { StartupError } from './db/pg-launch.js';
import { startupMessage } from './startup-errors.js';

const ctx = { port: 3000, dataDir: '/srv/wealthlog/data' };
const sysErr = (code: string, extra: Record<string, string> = {}) =>
  Object.assign(new Error(code), { code, ...extra });

describe('one line per start-up problem, naming the fix', () => {
  it.each([
    [
      sysErr('EADDRINUSE', { syscall: 'listen' }),
      'Port 3000 is already in use by another program: stop it, or start WealthLog on another port (PORT=3001 npm start).',
    ],
    [
      sysErr('EACCES', { syscall: 'listen' }),
      'Port 3000 needs privileges this user does not have: use a port above 1023 (PORT=3000 npm start).',
    ],
    [
      sysErr('EACCES', { syscall: 'mkdir', path: '/srv/wealthlog/data/uploads' }),
      'WealthLog may not write to /srv/wealthlog/data/uploads: give this user write access to DATA_DIR, or point DATA_DIR at a writable directory.',
    ],
    [
      sysErr('EROFS', { syscall: 'open' }),
      'DATA_DIR /srv/wealthlog/data is on a read-only file system: point DATA_DIR at a writable directory.',
    ],
    [
      sysErr('ENOSPC', { syscall: 'write' }),
      'The disk holding DATA_DIR /srv/wealthlog/data is full: free some space, then start again.',
    ],
    [
      sysErr('EADDRNOTAVAIL', { syscall: 'listen' }),
      'HOST is not an address of this machine: use 127.0.0.1, 0.0.0.0 or one of its own addresses.',
    ],
    [
      new StartupError('PostgreSQL runs as the user postgres, who cannot enter /root …'),
      'PostgreSQL runs as the user postgres, who cannot enter /root …',
    ],
  ])('%s', (err, line) => {
    const message = startupMessage(err, ctx);
    expect(message).toBe(line);
    expect(message).not.toContain('\n');
  });
});
