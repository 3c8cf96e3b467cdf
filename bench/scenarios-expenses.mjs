/**
 * Issue 17's expenses over the 100k transactions (bench/seed-expenses.mjs: budgets with rollover
 * over three years, five recurring items, 1,000 split transactions). Targets: p95 ≤ 20 ms for one
 * client and ≤ 50 ms at 10 connections.
 */
export function expenseScenarios(ctx) {
  const headers = ctx.auth;
  // Issue 33's home: every area's card in one answer, from the per-user cache (p95 ≤ 25 ms).
  const home = { name: 'GET /api/dashboard/home (10 connections)', path: '/api/dashboard/home' };
  return [
    { ...home, headers },
    ...expenseReads().flatMap(([name, path]) => [
      { name: `${name} (1 client)`, path, headers, connections: 1 },
      { name: `${name} (10 connections)`, path, headers },
    ]),
  ];
}

/** The reads the targets name, as [name, path]. */
export function expenseReads() {
  const today = new Date().toISOString().slice(0, 10);
  const year = today.slice(0, 4);
  const in90 = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const reads = [
    ['GET /api/budgets month view', `/api/budgets?month=${today.slice(0, 7)}`],
    [
      'GET /api/expenses/summary a year by category',
      `/api/expenses/summary?from=${year - 1}-01-01&to=${year - 1}-12-31&groupBy=category`,
    ],
    [
      'GET /api/expenses/summary all time by category',
      `/api/expenses/summary?from=1990-01-01&to=${today}&groupBy=category`,
    ],
    [
      'GET /api/expenses/summary all time by month',
      `/api/expenses/summary?from=1990-01-01&to=${today}&groupBy=month`,
    ],
    ['GET /api/recurring/upcoming 90 days', `/api/recurring/upcoming?from=${today}&to=${in90}`],
  ];
  return reads;
}
