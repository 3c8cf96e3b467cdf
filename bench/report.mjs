// The end of `npm run bench`: bench/results.json and the table and lines a person reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printFootprint } from './footprint.mjs';

export function printReport({ rows, extra, root, duration, connections }) {
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    settings: { durationSeconds: duration, connections: connections },
    rows,
    ...extra,
  };
  fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(result, null, 2));
  console.log(
    `\nnpm run bench — ${connections} connections, ${duration} s each, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.table(
    rows.map((r) => ({
      endpoint: r.name,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      errors: r.errors,
      'bare/this': r.ratioToBare ?? '',
    })),
  );
  for (const [name, t] of Object.entries(extra.tradingCold ?? {})) {
    console.log(
      `trading ${name} uncached, one at a time in-process (n=${t.n}): p50 ${t.p50} ms, p95 ${t.p95} ms, max ${t.max} ms`,
    );
  }
  if (extra.networthQuery) printNetworth(extra);
  for (const [name, c] of Object.entries(extra.expensesCold ?? {}))
    console.log(
      `${name}, the first read after an expense is entered (one at a time, n=${c.n}): p50 ${c.p50} ms, p95 ${c.p95} ms, max ${c.max} ms`,
    );
  if (extra.homeCold)
    console.log(
      `GET /api/dashboard/home, the first read after an expense is entered (n=${extra.homeCold.n}): p50 ${extra.homeCold.p50} ms, p95 ${extra.homeCold.p95} ms, max ${extra.homeCold.max} ms (target ≤ 100 ms; 10 connections p95 ≤ 25 ms)`,
    );
  if (extra.performanceCold) printPerformance(extra.performanceCold);
  if (extra.priceImport) printPriceImport(extra.priceImport);
  if (extra.csvImport) printImports(extra);
  if (extra.statementImports) printStatementImports(extra.statementImports, extra.csvImport);
  if (extra.backup) printBackup(extra.backup);
  if (extra.footprint) printFootprint(extra.footprint);
  if (extra.memory)
    console.log(
      `memory (PSS) after the reads and the 100k import: server ${extra.memory.serverPssMb} MB + PostgreSQL ${extra.memory.postgresPssMb} MB in ${extra.memory.postgresProcesses} processes = ${extra.memory.totalPssMb} MB (issue 34 aims at ≤ 170 MB)`,
    );
  if (extra.startup)
    console.log(
      `cold start to the first data answer (median of 5): node ${extra.startup.node.p50} ms, npm start ${extra.startup['npm start'].p50} ms (issue 34 aims at ≤ 500 ms)`,
    );
  if (extra.schedule360) printLedgerExtras(extra);
  const mc = extra.liveDuringMonteCarlo;
  if (mc)
    console.log(
      `Monte Carlo 10,000 × 50 one after another (n=${mc.montecarlo.n}): p50 ${mc.montecarlo.p50} ms, max ${mc.montecarlo.max} ms (target ≤ 1000 ms); /api/health/live meanwhile (n=${mc.live.n}): p95 ${mc.live.p95} ms, max ${mc.live.max} ms (target p95 ≤ 50 ms)`,
    );
  if (extra.ruleApply) {
    const { dryRun, write } = extra.ruleApply;
    console.log(
      `rule applied to the 100k transactions: dry run ${dryRun.ms} ms, written ${write.ms} ms (${write.matched} matched, ${write.changed} changed; target ≤ 3 s)`,
    );
  }
  console.log(`server RSS, max during the run: ${extra.maxRssMb} MB (target < 300 MB)`);
  console.log('Written to bench/results.json');
}

function printNetworth(extra) {
  const q = extra.networthQuery;
  const c = extra.networthCold;
  console.log(
    `networth?range=all cold (one request at a time, n=${c.n}): p50 ${c.p50} ms, p95 ${c.p95} ms, max ${c.max} ms`,
  );
  console.log(
    `its one SQL statement alone (${q.days}, n=${q.n}): p50 ${q.p50} ms, p95 ${q.p95} ms → cold/query ${extra.networthColdToQuery} (target ≤ 3)`,
  );
}

function printPerformance(cold) {
  for (const [name, c] of Object.entries(cold)) {
    console.log(
      `performance?range=all (${name}) cold (one request at a time, n=${c.n}): p50 ${c.p50} ms, p95 ${c.p95} ms, max ${c.max} ms`,
    );
  }
  console.log(
    'issue 14 targets at 10 connections: holdings p95 ≤ 50 ms, performance (one account, portfolio; range=all, uncached) p95 ≤ 100 ms',
  );
}

function printPriceImport(px) {
  console.log(
    `price import of 100k rows: ${px.ms} ms (imported ${px.imported}, skipped ${px.skipped}, errors ${px.errors}; target ≤ 3000 ms)`,
  );
}

/** The CSV imports: alone, then with 50 enabled rules (issue 17: ≤ the import's + 20 %). */
function printImports(extra) {
  const imp = extra.csvImport;
  console.log(
    `CSV import of 100k rows: ${imp.ms} ms (imported ${imp.imported}, skipped ${imp.skipped}, errors ${imp.errors}; target ≤ 3000 ms)`,
  );
  const r = extra.csvImportRules;
  if (!r) return; // BENCH_ONLY=footprint runs the import alone
  console.log(
    `the same import with ${r.rules} enabled rules: ${r.ms} ms (imported ${r.imported}, skipped ${r.skipped}, errors ${r.errors}) = ${((r.ms / imp.ms) * 100).toFixed(0)} % of the import alone (target ≤ 120 %)`,
  );
}

/** Issue 31: a 100k-line OFX and a 100k-entry CAMT, against the CSV of the same lines. */
function printStatementImports(s, csv) {
  for (const [name, r] of [
    ['OFX', s.ofx],
    ['CAMT.053', s.camt],
  ]) {
    const vs = csv ? ` = ${((r.ms / csv.ms) * 100).toFixed(0)} % of the CSV's ${csv.ms} ms` : '';
    console.log(
      `${name} import of 100k lines (${r.mb} MB): ${r.ms} ms${vs} (imported ${r.imported}, errors ${r.errors}); /api/health/live meanwhile p95 ${r.live.p95} ms, max ${r.live.max} ms`,
    );
  }
}

function printBackup(b) {
  console.log(
    `backup of the bench user: ${b.backupMs} ms, ${b.backupMb} MB (estimated ${b.estimateMb} MB), server peak RSS ${b.backupPeakRssMb} MB; /api/health/live p95 ${b.backupLive.p95} ms, max ${b.backupLive.max} ms (targets ≤ 10000 ms, < 300 MB)`,
  );
  console.log(
    `restore into a new user: ${b.restoreMs} ms for ${b.restoredRows} rows, server peak RSS ${b.restorePeakRssMb} MB; /api/health/live p95 ${b.restoreLive.p95} ms, max ${b.restoreLive.max} ms (targets ≤ 10000 ms, < 300 MB)`,
  );
}

/** The lines of the ledger's other measures (left out when BENCH_ONLY picks some rows). */
function printLedgerExtras(extra) {
  const sc = extra.schedule360;
  console.log(
    `a 360-row loan schedule in-process (n=${sc.n}): p50 ${sc.p50} ms, p95 ${sc.p95} ms, max ${sc.max} ms (target ≤ 5 ms)`,
  );
  console.log(
    'issues 15/16 targets at 10 connections: real-estate list and metrics p95 ≤ 50 ms; net worth targets unchanged',
  );
  const live = extra.liveDuringImport;
  console.log(
    `/api/health/live during a ${live.mb} MB CSV detect + import (${live.rows} rows, ${live.ms} ms): p50 ${live.p50} ms, p95 ${live.p95} ms, max ${live.max} ms, n=${live.n} (target p95 ≤ 50 ms)`,
  );
}
