// `npm test`: every test: unit and API (Vitest, against real PostgreSQL), then end-to-end
// (Playwright in Chromium). Ends with one line "tests: N passed, N failed".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runE2e } from './e2e.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'wealthlog-test-report-'));
const vitestJson = path.join(out, 'vitest.json');
const playwrightJson = path.join(out, 'playwright.json');

const vitestCode = await run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { cwd: root },
);
const e2eCode = await runE2e([], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_JSON: '1' });
if (e2eCode !== 0) printErrorContexts(path.join(root, 'test-results'));

/**
 * What the page showed when a test failed (Playwright's error-context.md: the accessibility
 * tree), printed so a CI log that keeps only the output still says why.
 */
function printErrorContexts(dir) {
  let files = [];
  try {
    files = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('error-context.md'));
  } catch {
    return;
  }
  for (const file of files) {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    console.log(`\n== ${file}\n${lines.slice(0, 80).join('\n')}`);
    if (lines.length > 80) console.log(`… ${lines.length - 80} more lines`);
  }
}

let passed = 0;
let failed = 0;
function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
const v = read(vitestJson);
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests;
}
const p = read(playwrightJson);
if (p?.stats) {
  passed += p.stats.expected + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected;
}
fs.rmSync(out, { recursive: true, force: true });
const ok = vitestCode === 0 && e2eCode === 0;
if (!ok && failed === 0) failed = 1; // a stage that failed before reporting still fails the run
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
