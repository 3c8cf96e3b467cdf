import { StartupError } from './db/pg-launch.js';

/**
 * Every foreseeable problem at start as ONE line that names the fix, never a stack trace: the
 * person starting the app reads a sentence, not Node's internals.
 */
export function startupMessage(err: unknown, ctx: { port: number; dataDir: string }): string {
  if (err instanceof StartupError) return err.message;
  const e = err as NodeJS.ErrnoException & { address?: string };
  switch (e?.code) {
    case 'EADDRINUSE':
      return `Port ${ctx.port} is already in use by another program: stop it, or start WealthLog on another port (PORT=${ctx.port + 1} npm start).`;
    case 'EACCES':
    case 'EPERM':
      return e.syscall === 'listen'
        ? `Port ${ctx.port} needs privileges this user does not have: use a port above 1023 (PORT=3000 npm start).`
        : `WealthLog may not write to ${e.path ?? ctx.dataDir}: give this user write access to DATA_DIR, or point DATA_DIR at a writable directory.`;
    case 'EROFS':
      return `DATA_DIR ${ctx.dataDir} is on a read-only file system: point DATA_DIR at a writable directory.`;
    case 'ENOSPC':
      return `The disk holding DATA_DIR ${ctx.dataDir} is full: free some space, then start again.`;
    case 'EADDRNOTAVAIL':
      return `HOST is not an address of this machine: use 127.0.0.1, 0.0.0.0 or one of its own addresses.`;
    default:
      return `Startup failed: ${err instanceof Error ? err.message : String(err)}`;
  }
}
