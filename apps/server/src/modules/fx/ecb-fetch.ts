import type { FastifyInstance } from 'fastify';
import { type EcbRate, parseEcbFile } from './ecb-csv.js';
import { insertRates } from './fx.repository.js';

export const ECB_FETCH_INTERVAL_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 20_000;

/** Downloads and parses the ECB's current file (XML or CSV, told apart by its first character). */
export async function downloadEcbRates(url: string): Promise<EcbRate[]> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`The ECB answered HTTP ${res.status}`);
  return parseEcbFile(await res.text());
}

/** One fetch: new rates become shared (source 'ecb'); returns how many were new. */
export async function refreshFromEcb(app: FastifyInstance, url: string): Promise<number> {
  const rates = await downloadEcbRates(url);
  const { imported } = await insertRates(app.pool, null, 'ecb', rates);
  if (imported > 0) await app.dashboardCache?.invalidateAll();
  return imported;
}

/**
 * Once `delayMs` after start, then every 24 h. Offline is a normal state for a self-hosted app:
 * a failure is one warning and the next attempt comes a day later.
 */
export function scheduleEcbFetch(app: FastifyInstance, url: string, delayMs: number): () => void {
  let interval: NodeJS.Timeout | undefined;
  const attempt = async () => {
    try {
      const imported = await refreshFromEcb(app, url);
      app.log.info({ event: 'ecb_fetch', imported }, 'ECB reference rates fetched');
    } catch (err) {
      app.log.warn({ event: 'ecb_fetch_failed', err: (err as Error).message, url }, 'ECB rates could not be fetched');
    }
  };
  const first = setTimeout(() => {
    void attempt();
    interval = setInterval(() => void attempt(), ECB_FETCH_INTERVAL_MS);
    interval.unref();
  }, delayMs);
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}
