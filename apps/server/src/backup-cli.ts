import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { AppError } from '@wealthlog/core';
import pino from 'pino';
import { AREAS } from './areas/index.js';
import { backupKindsOf } from './areas/plug-in.js';
import { ConfigError, loadConfig } from './config.js';
import {
  openToolDatabase,
  type ToolDatabase,
  UnreachableDatabaseError,
} from './db/tool-database.js';
import { StartupError } from './db/pg-launch.js';
import { resolveKinds } from './lib/backup/kind.js';
import {
  backupCommand,
  backupTarget,
  type CommandContext,
  CommandError,
  restoreCommand,
  unreadable,
} from './modules/backup/backup.area.js';
import { createLogger } from './plugins/logging.js';
import { startupMessage } from './startup-errors.js';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE` (scripts/backup.mjs and
 * restore.mjs run this file from dist/): the server's archive of every user and the shared rates,
 * with the server's configuration (config.ts) and its database (db/tool-database.ts: DATABASE_URL,
 * the running WealthLog's embedded server, or one started for the command). Whatever fails is ONE
 * line on stderr and an exit code other than 0 (sysexits.h: 64 usage, 65 a refused archive,
 * 66 no such file, 69 no database, 73 the file exists, 78 the configuration, 130 interrupted).
 */
const USAGE = 'Usage: npm run backup [-- --out FILE]  |  npm run restore -- FILE';

function fail(message: string, code: number): never {
  console.error(message.replace(/\s*\n\s*/g, ' '));
  process.exit(code);
}

/** A refused archive (lib/backup/refusal.ts): its reason and what is wrong with which member. */
function refused(err: AppError): string {
  // A member's problem that only repeats the reason's text (a checksum) is left out.
  const members = Object.entries(err.errors ?? {}).map(([m, problems]) => {
    const own = problems.filter((p) => p !== err.message);
    return own.length ? `${m}: ${own.join('; ')}` : m;
  });
  const reason = err.reason ? ` (${err.reason})` : '';
  return `Refused${reason}: ${err.message}${members.length ? ` — ${members.join(' | ')}` : ''}`;
}

function messageOf(err: unknown, command: string, dataDir: string): [string, number] {
  if (err instanceof CommandError) return [err.message, err.exitCode];
  if (err instanceof AppError) return [refused(err), 65];
  if (err instanceof UnreachableDatabaseError) return [err.message, 69];
  if (err instanceof StartupError) return [err.message, 1];
  const code = (err as NodeJS.ErrnoException)?.code ?? '';
  if (['EACCES', 'EPERM', 'EROFS', 'ENOSPC'].includes(code)) {
    return [startupMessage(err, { port: 0, dataDir }), 73];
  }
  const what = command === 'backup' ? 'The backup' : 'The restore';
  return [`${what} failed: ${err instanceof Error ? err.message : String(err)}`, 1];
}

function args() {
  try {
    const { positionals, values } = parseArgs({
      args: process.argv.slice(2),
      options: { out: { type: 'string', short: 'o' } },
      allowPositionals: true,
    });
    const [command, file, ...rest] = positionals;
    if (rest.length === 0 && command === 'backup' && !file) return { command, out: values.out };
    if (rest.length === 0 && command === 'restore' && file && !values.out) return { command, file };
  } catch {
    /* an unknown option: the usage below */
  }
  return fail(USAGE, 64);
}

async function main() {
  const a = args();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 78);
    throw err;
  }
  if (a.command === 'restore') {
    const problem = unreadable(a.file!);
    if (problem) fail(problem.message, problem.exitCode);
  }
  const logger = createLogger(
    { LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, LOG_FORMAT: 'json' },
    pino.destination(2),
  );
  const target = a.command === 'backup' ? backupTarget(config.DATA_DIR, a.out) : null;
  let tool: ToolDatabase | undefined;
  // Ctrl-C or a stop: the transaction in flight rolls back with its connection, the database
  // started for the command stops, and a half-written backup goes.
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return; // Ctrl-C reaches this process and the npm script that runs it
      interrupted = true;
      const what = !target
        ? 'the users printed above are restored, the one in progress is as it was'
        : fs.existsSync(target.file)
          ? `the backup ${target.file} was complete`
          : 'no backup was written';
      console.error(`Interrupted (${signal}): ${what}.`);
      if (target) fs.rmSync(target.partial, { force: true });
      void (tool?.close() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  }
  try {
    tool = await openToolDatabase(config, logger, { create: a.command === 'restore' });
    const c: CommandContext = {
      deps: {
        db: tool.handle.db,
        pool: tool.handle.pool,
        dataDir: config.DATA_DIR,
        kinds: resolveKinds(backupKindsOf(AREAS)),
      },
      running: tool.running,
      exclusive: tool.exclusive,
      print: (line) => console.log(line),
    };
    if (target) await backupCommand(c, target);
    else await restoreCommand(c, a.file!);
  } catch (err) {
    await tool?.close().catch(() => undefined);
    const [message, code] = messageOf(err, a.command, config.DATA_DIR);
    fail(message, code);
  }
  await tool.close();
  process.exit(0);
}

main().catch((err: unknown) => fail(`Failed: ${(err as Error)?.message ?? String(err)}`, 1));
