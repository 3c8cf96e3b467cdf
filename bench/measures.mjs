// What `npm run bench` measures beyond autocannon's scenarios: the API helper, the cold net worth,
// its one SQL statement on its own, and the 100k-row CSV import (scripts/bench.mjs runs them).
import path from 'node:path';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(2);
}

export async function api(address, method, url, { token, csrf, body, headers = {} } = {}) {
  const res = await fetch(`${address}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(csrf ? { 'x-csrf-token': csrf, origin: address } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

export function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: +sorted.at(-1).toFixed(2),
  };
}

/**
 * /api/health/live timed every `everyMs` until stop(), which answers the times: what a probe, or
 * any other user, waits while a measure runs.
 */
export function probeLive(address, everyMs = 10) {
  const times = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${address}/api/health/live`);
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await probe;
      return times;
    },
  };
}

/**
 * The one statement behind networth?range=all, timed on its own against the same database, over
 * the inputs the server registers (account balances and open positions, ADR 0011).
 */
export async function networthQuery(pool, root, userId) {
  const dist = (file) => import(path.join(root, 'apps/server/dist', file));
  const sqlMod = await dist('ledger/networth.sql.js');
  const range = await dist('ledger/networth-range.js');
  const inputs = await dist('ledger/networth-inputs.js');
  const positions = await dist('modules/holdings/holdings.networth.js');
  const seriesSql = sqlMod.networthSeriesSql([inputs.accountBalances, positions.openPositions]);
  const ctx = await range.dashboardContext(pool, userId);
  const params = range.statementParams(userId, range.rangeStart('all', ctx), ctx.today, ctx.base);
  const times = [];
  for (let i = 0; i < 12; i += 1) {
    const t0 = performance.now();
    await pool.query(seriesSql, params);
    if (i >= 2) times.push(performance.now() - t0);
  }
  return { ...stats(times), days: params[1] + '..' + params[2] };
}

/**
 * POST /api/prices/import of 100k closing prices (100 instruments × 1,000 days, not those the
 * data set already has), timed end to end: read, checked line by line, one COPY and one upsert.
 */
export async function priceImport(address, ctx) {
  const lines = ['Symbol,Date,Close'];
  const start = Date.parse('2020-01-01T00:00:00Z');
  for (let i = 0; i < 100_000; i += 1) {
    const date = new Date(start + (i % 1000) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`IMP${Math.floor(i / 1000)},${date},${(10 + (i % 997) / 10).toFixed(2)}`);
  }
  const form = new FormData();
  form.append('mapping', JSON.stringify({ instrument: 'Symbol', date: 'Date', price: 'Close' }));
  form.append('dateFormat', 'YYYY-MM-DD');
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'prices.csv');
  return timedImport(address, ctx, '/api/prices/import', form);
}

/** One import upload, timed end to end: its wall time and what the server says it did. */
export async function timedImport(address, ctx, url, form) {
  const t0 = performance.now();
  const result = await api(address, 'POST', url, { token: ctx.token, csrf: ctx.csrf, body: form });
  return {
    ms: Math.round(performance.now() - t0),
    imported: result.imported,
    skipped: result.skipped,
    errors: result.errors?.length ?? 0,
  };
}

/**
 * The trading answers uncached, one at a time, through the built server's code: a list page as
 * the service builds it (rows, total, fills, core's figures), the stats and calendar statements —
 * what a cache miss (the first read after any write of the user's) costs.
 */
export async function coldTrading(pool, root, userId, trading, databaseUrl) {
  const dist = (file) => import(path.join(root, 'apps/server/dist', file));
  const mod = await dist('modules/trading/trading.stats.js');
  const service = await dist('modules/trading/trading.service.js');
  const handle = (await dist('db/client.js')).createDb(databaseUrl, 2);
  const { accountId, from, to, year, month } = trading;
  const filter = { accountId, from, to };
  const page = { page: 1, pageSize: 50 };
  const runs = {
    'list page 1': () => service.listTrades(handle.db, userId, page),
    'list (account+status+dates)': () =>
      service.listTrades(handle.db, userId, { ...page, ...filter, status: 'CLOSED' }),
    'stats (all)': () => mod.tradeStatsJson(pool, userId, {}),
    'stats (filtered)': () => mod.tradeStatsJson(pool, userId, filter),
    'calendar (a month)': () => mod.tradeCalendarJson(pool, userId, { year, month }),
  };
  const out = {};
  for (const [name, run] of Object.entries(runs)) {
    const times = [];
    for (let i = 0; i < 12; i += 1) {
      const t0 = performance.now();
      await run();
      if (i >= 2) times.push(performance.now() - t0);
    }
    out[name] = stats(times);
  }
  await handle.close();
  return out;
}

/** The import's multipart body: the file, and with an account the mapping of the bench's columns. */
export function importForm(csv, accountId) {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'import.csv');
  if (accountId === undefined) return form;
  form.set('accountId', String(accountId));
  const mapping = {
    date: 'Date',
    amount: 'Amount',
    description: 'Description',
    category: 'Category',
  };
  form.set('mapping', JSON.stringify(mapping));
  form.set('dateFormat', 'YYYY-MM-DD');
  return form;
}

/** POST /api/transactions/import of a 100k-row CSV into a fresh account, timed end to end. */
/**
 * /api/health/live timed every 10 ms while a 10 MB CSV is detected and then imported: parsing an
 * upload must never hold the event loop (a health probe, or any other user, waits meanwhile).
 */
export async function liveDuringImport(address, ctx) {
  const account = await api(address, 'POST', '/api/account', {
    token: ctx.token,
    csrf: ctx.csrf,
    body: { name: 'Large import', type: 'STOCKS', currency: 'EUR', balance: 1000 },
  });
  const lines = ['Date,Amount,Description,Category'];
  let bytes = lines[0].length + 1;
  const start = Date.parse('2010-01-01T00:00:00Z');
  for (let i = 0; bytes < 10_000_000; i += 1) {
    const date = new Date(start + (i % 5000) * 86_400_000).toISOString().slice(0, 10);
    const line = `${date},${(-(1 + (i % 89) + (i % 7) / 10)).toFixed(2)},card payment ${i} at a shop with a long name,Shopping`;
    lines.push(line);
    bytes += line.length + 1;
  }
  const csv = lines.join('\n');
  const live = probeLive(address);
  const t0 = performance.now();
  await api(address, 'POST', '/api/transactions/import/detect', {
    token: ctx.token,
    csrf: ctx.csrf,
    body: importForm(csv),
  });
  const form = importForm(csv, account.id);
  const result = await api(address, 'POST', '/api/transactions/import', {
    token: ctx.token,
    csrf: ctx.csrf,
    body: form,
  });
  const ms = Math.round(performance.now() - t0);
  const times = await live.stop();
  return {
    ...stats(times),
    rows: lines.length - 1,
    mb: +(bytes / 1e6).toFixed(1),
    ms,
    imported: result.imported,
  };
}

/** One autocannon row of the report: req/s and the ranked response times' percentiles. */
export function summarise(name, r) {
  const sorted = r.times.sort((a, b) => a - b);
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: r.errors + r.non2xx,
  };
}
