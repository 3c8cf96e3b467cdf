import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time under `dir`, skipping tests and build output. */
function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

/**
 * When a TypeScript project was last built: 0 without its main output, else the newest of that
 * output and the build's own record (`tsc -b` rewrites only the files whose output changed, so an
 * edit elsewhere leaves the main output older than the sources for good) and of `also`.
 */
function builtAt(dir, main, also = []) {
  if (!fs.existsSync(path.join(dir, main))) return 0;
  return Math.max(...[main, 'dist/.tsbuildinfo', ...also].map((f) => mtime(path.join(dir, f))));
}

/** Which parts need a build: missing output, or sources newer than the output. */
export function staleParts(root) {
  const core = path.join(root, 'packages/core');
  const server = path.join(root, 'apps/server');
  const web = path.join(root, 'apps/web');
  const coreOut = builtAt(core, 'dist/index.js');
  // The build copies the migrations after compiling: a new one alone is built once, not forever.
  const journal = 'dist/db/migrations/meta/_journal.json';
  const serverOut = builtAt(server, 'dist/server.js', [journal]);
  // The bundle (the build's last step) holds core too; a compile alone leaves it behind.
  const bundleAt = mtime(path.join(server, 'dist/server.bundle.js'));
  // A compile alone (tsc -b) leaves a new migration uncopied while the output looks fresh.
  const migrationsStale =
    newestMtime(path.join(server, 'src/db/migrations')) > mtime(path.join(server, journal));
  const webOut = mtime(path.join(web, 'dist/index.html'));
  const coreSrc = newestMtime(path.join(core, 'src'));
  return {
    core: !coreOut || coreSrc > coreOut,
    server:
      !serverOut ||
      migrationsStale ||
      bundleAt < mtime(path.join(server, 'dist/.tsbuildinfo')) ||
      Math.max(coreSrc, newestMtime(path.join(server, 'src'))) > Math.min(serverOut, bundleAt),
    web:
      !webOut ||
      Math.max(coreSrc, newestMtime(path.join(web, 'src')), mtime(path.join(web, 'index.html'))) >
        webOut,
  };
}
