import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client.js';

/**
 * The connection a transaction runs on. Drizzle keeps it internal, but COPY is a protocol of its
 * own that only the driver speaks; this is the one place that reaches past Drizzle (ADR 0008).
 */
function connectionOf(tx: Tx): pg.PoolClient {
  const client = (tx as unknown as { session?: { client?: Partial<pg.PoolClient> } }).session
    ?.client;
  if (typeof client?.query !== 'function' || typeof client.release !== 'function')
    throw new Error('COPY runs inside db.transaction(), on its one connection');
  return client as pg.PoolClient;
}

/** One value in COPY's text format: \N for null; backslash, tab and line breaks escaped. */
export function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  const s = String(value);
  return /[\\\t\n\r]/.test(s)
    ? s.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)
    : s;
}

/** Lines of COPY text, a few hundred rows a chunk, so a large set streams without one huge string. */
export function* copyLines(
  rows: readonly (readonly (string | number | null)[])[],
  perChunk = 500,
): Generator<string> {
  for (let i = 0; i < rows.length; i += perChunk) {
    let chunk = '';
    for (const row of rows.slice(i, i + perChunk)) chunk += `${row.map(copyValue).join('\t')}\n`;
    yield chunk;
  }
}

/**
 * `COPY <table> (<columns>) FROM STDIN` inside the transaction: the fastest way into PostgreSQL,
 * streamed with backpressure, so the event loop keeps answering while 100,000 rows go in.
 */
export async function copyInto(tx: Tx, target: string, chunks: Iterable<string>): Promise<void> {
  const stream = connectionOf(tx).query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from(chunks), stream);
}
