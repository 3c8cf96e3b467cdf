// `npm start`: builds what is not built yet (or is older than its sources), then serves.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

// The server runs in this process (no second Node, issue 34), as the one-file build.
process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.bundle.js')).href);
