// `npm run dev`: the API with tsx watch (hot restart) and Vite with HMR, together.
import path from 'node:path';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@wealthlog/server'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', '@wealthlog/web'], { stdio: 'inherit', cwd: root }),
];
console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');
const stop = (sig) => children.forEach((c) => c.kill(sig));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
