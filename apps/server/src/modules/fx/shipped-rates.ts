import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type EcbRate, ecbCsvRates, parseEcbCsv } from './ecb-csv.js';
import { insertRates } from './fx.repository.js';

/**
 * The ECB's whole history of euro reference rates (1999 on, every currency it ever quoted), shipped
 * with the app as brotli-compressed CSV in the ECB layout and written by
 * scripts/generate-fx-history.mjs. Outside src/ so the same relative path serves src/ and dist/.
 */
export const SHIPPED_RATES_FILE = fileURLToPath(
  new URL('../../../reference/ecb-eurofxref-hist.csv.br', import.meta.url),
);
const META_KEY = 'fx_shipped_rates';

export function shippedEcbCsv(): string {
  return zlib.brotliDecompressSync(fs.readFileSync(SHIPPED_RATES_FILE)).toString('utf8');
}

export function shippedRates(): EcbRate[] {
  return parseEcbCsv(shippedEcbCsv());
}

/** Identifies the shipped file, so a newer one (an upgrade) is loaded once and an unchanged one never again. */
function fingerprint(): string {
  return createHash('sha256')
    .update(fs.readFileSync(SHIPPED_RATES_FILE))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Loads the shipped history as shared rates (source 'snapshot') unless this very file was loaded
 * before: a fresh install converts any day since 1999 before it ever reaches the ECB. Rates already
 * stored for a day (the ECB fetch, an admin's import) are kept. Returns the rows written.
 */
export async function loadShippedRates(db: Database): Promise<number> {
  const version = fingerprint();
  const { rows } = await db.execute(
    sql`SELECT 1 FROM app_meta WHERE key = ${META_KEY} AND value = ${version}`,
  );
  if (rows.length > 0) return 0;
  // Streamed from the parser in batches: the 210k rate objects never exist at once.
  const { imported } = await insertRates(db, null, 'snapshot', ecbCsvRates(shippedEcbCsv()));
  await db.execute(sql`
    INSERT INTO app_meta (key, value) VALUES (${META_KEY}, ${version})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return imported;
}
