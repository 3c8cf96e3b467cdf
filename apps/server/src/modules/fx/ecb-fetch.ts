import { daysFromTo, MS_PER_DAY } from '@wealthlog/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ECB_BASE, type EcbRate, parseEcbFile } from './ecb-csv.js';
import { insertRates } from './fx.repository.js';

export const ECB_FETCH_INTERVAL_MS = MS_PER_DAY;
const TIMEOUT_MS = 60_000;

/** The ECB's three files: today's rates, the last 90 days', and the whole history since 1999. */
export interface EcbSources {
  daily: string;
  ninetyDays: string;
  history: string;
}

/**
 * The smallest ECB file that closes the gap since the newest shared rate. The daily file covers a
 * weekend plus a holiday; the 90-day one (90 calendar days) is used up to 85 days to keep a margin
 * for its publication time; anything older needs the history.
 */
export function ecbSourceFor(newest: string | null, today: string, sources: EcbSources): string {
  if (!newest) return sources.history;
  const gapDays = daysFromTo(newest, today);
  if (gapDays <= 4) return sources.daily;
  if (gapDays <= 85) return sources.ninetyDays;
  return sources.history;
}

/** The newest day with a shared euro rate (USD is quoted every business day since 1999). */
async function newestSharedDay(db: Executor): Promise<string | null> {
  const { rows } = await db.execute<{ date: string }>(sql`
    SELECT date::text AS date FROM fx_rates
    WHERE coalesce(user_id, 0) = 0 AND base = ${ECB_BASE} AND quote = 'USD'
    ORDER BY date DESC LIMIT 1`);
  return rows[0]?.date ?? null;
}

/** Downloads and parses an ECB file (XML or CSV, told apart by its first character). */
export async function downloadEcbRates(url: string): Promise<EcbRate[]> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`The ECB answered HTTP ${res.status}`);
  return parseEcbFile(await res.text());
}

/**
 * One fetch: the file that closes the gap since the newest shared rate; new rates become shared
 * (source 'ecb'). Returns the file used and how many rates were new.
 */
export async function refreshFromEcb(
  app: FastifyInstance,
  sources: EcbSources,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ url: string; imported: number }> {
  const url = ecbSourceFor(await newestSharedDay(app.db), today, sources);
  const rates = await downloadEcbRates(url);
  const { imported } = await insertRates(app.db, null, 'ecb', rates);
  if (imported > 0) await app.dashboardCache?.invalidateAll();
  return { url, imported };
}

/**
 * Once `delayMs` after start, then every 24 h. Offline is a normal state for a self-hosted app:
 * a failure is one warning and the next attempt comes a day later.
 */
export function scheduleEcbFetch(
  app: FastifyInstance,
  sources: EcbSources,
  delayMs: number,
): () => void {
  let interval: NodeJS.Timeout | undefined;
  const attempt = async () => {
    try {
      const { url, imported } = await refreshFromEcb(app, sources);
      app.log.info({ event: 'ecb_fetch', imported, url }, 'ECB reference rates fetched');
    } catch (err) {
      app.log.warn(
        { event: 'ecb_fetch_failed', err: (err as Error).message },
        'ECB rates could not be fetched',
      );
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
