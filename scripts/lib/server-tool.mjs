import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { staleParts } from './build-state.mjs';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a command-line tool of the server (`apps/server/dist/<entry>`) with `args`, as `npm start`
 * runs the server: what is not built yet, or older than its sources, is built first (core and
 * server; the tools serve no web app). The build's lines go to stderr, so stdout is the tool's.
 * Exits with the tool's exit code.
 */
export async function runServerTool(entry, args) {
  const stale = staleParts(root);
  const tool = path.join(root, 'apps/server/dist', entry);
  const builds = [
    ['@wealthlog/core', stale.core],
    ['@wealthlog/server', stale.core || stale.server || !fs.existsSync(tool)],
  ];
  for (const [workspace, needed] of builds) {
    if (!needed) continue;
    console.error(`Building ${workspace}…`);
    const code = await run('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (code !== 0) process.exit(code);
  }
  const child = spawn(process.execPath, [tool, ...args], {
    stdio: 'inherit',
    cwd: root,
    env: { NODE_ENV: 'production', ...process.env },
  });
  // The tool cleans up on either signal (and ignores a second one): Ctrl-C reaches both of us.
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
