// The server build copies the committed SQL migrations next to the compiled code.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'apps/server');
const from = path.join(root, 'src/db/migrations');
const to = path.join(root, 'dist/db/migrations');
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
