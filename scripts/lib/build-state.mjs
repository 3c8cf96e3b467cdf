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

/** Which parts need a build: missing output, or sources newer than the output. */
export function staleParts(root) {
  const core = path.join(root, 'packages/core');
  const server = path.join(root, 'apps/server');
  const web = path.join(root, 'apps/web');
  const coreOut = mtime(path.join(core, 'dist/index.js'));
  const serverOut = mtime(path.join(server, 'dist/server.js'));
  const webOut = mtime(path.join(web, 'dist/index.html'));
  const coreSrc = newestMtime(path.join(core, 'src'));
  return {
    core: !coreOut || coreSrc > coreOut,
    server: !serverOut || Math.max(coreSrc, newestMtime(path.join(server, 'src'))) > serverOut,
    web:
      !webOut ||
      Math.max(coreSrc, newestMtime(path.join(web, 'src')), mtime(path.join(web, 'index.html'))) >
        webOut,
  };
}
