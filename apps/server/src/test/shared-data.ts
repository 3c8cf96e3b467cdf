import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * The ECB reference history (`shared/data/ecb-eurofxref-hist.csv`), read where it lives — beside
 * the repository, as CI lays it out — and never copied into the project. WEALTHLOG_SHARED_DIR
 * points elsewhere.
 */
export function ecbHistoryPath(): string {
  const dir = process.env.WEALTHLOG_SHARED_DIR ?? path.resolve(REPO_ROOT, '../shared');
  const file = path.join(dir, 'data/ecb-eurofxref-hist.csv');
  if (!fs.existsSync(file)) {
    throw new Error(
      `The ECB reference file ${file} is missing: tests read it from shared/ beside the repository ` +
        '(set WEALTHLOG_SHARED_DIR to its folder).',
    );
  }
  return file;
}
