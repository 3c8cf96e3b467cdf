// `npm run test:e2e`: builds the app, then Playwright drives the system Chromium against it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');

export async function runE2e(extraArgs = [], env = {}) {
  let chrome;
  try {
    chrome = ensureChromium();
  } catch (err) {
    console.error(err.message);
    return 1;
  }
  if (!process.env.E2E_SKIP_BUILD) {
    const code = await run('npm', ['run', 'build'], { cwd: root });
    if (code !== 0) return code;
  }
  // The app under test gets a throw-away DATA_DIR (database, uploads, outbox), removed afterwards.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-e2e-'));
  try {
    return await run(
      'npx',
      ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extraArgs],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chrome, E2E_DATA_DIR: dataDir, ...env },
      },
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e(process.argv.slice(2)));
}
