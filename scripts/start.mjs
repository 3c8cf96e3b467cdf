// `npm start`: builds what is not built yet (or is older than its sources), then serves.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { staleParts } from './lib/build-state.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stale = staleParts(root);
const order = [
  ['core', '@wealthlog/core'],
  ['server', '@wealthlog/server'],
  ['web', '@wealthlog/web'],
];
for (const [part, workspace] of order) {
  if (!stale[part]) continue;
  console.log(`Building ${workspace}…`);
  const code = await run('npm', ['run', 'build', '-w', workspace], { cwd: root });
  if (code !== 0) process.exit(code);
}

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  stdio: 'inherit',
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
