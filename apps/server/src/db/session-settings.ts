// What every connection of the app asks of PostgreSQL, embedded or the operator's (ADR 0032).
// Apart from db/client.ts so that db/embedded.ts reads it without loading the schema.

/**
 * The net-worth statement sorts ~100k–300k delta rows over ten years (ADR 0006, 0011): at the
 * default 4 MB they spill to disk. 16 MB × a pool of 10 is far below any machine's RAM.
 */
export const WORK_MEM = '16MB';

/**
 * Each connection's settings, so an operator's PostgreSQL answers as the embedded one does (ADR
 * 0032): no JIT — it compiled the net-worth and budget statements for 100–300 ms on every cold
 * read, longer than they run — and the sort memory those statements need (db/embedded.ts).
 */
export const SESSION_SETTINGS = `-c jit=off -c work_mem=${WORK_MEM}`;
