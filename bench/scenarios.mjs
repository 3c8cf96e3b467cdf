/**
 * What `npm run bench` measures. Each scenario: a name, a path, and optional headers/method/body
 * and connections (default: the run's 10).
 * Later features add their endpoints here (and their seeding in bench/seed.mjs).
 */
export const scenarios = [
  { name: 'GET /api/health/live', path: '/api/health/live' },
  { name: 'GET /api/health', path: '/api/health' },
];

/**
 * Reads over the seeded data set (bench/seed.mjs: 50 accounts, 100k transactions, 10 years),
 * signed in as its owner. `ctx`: { auth: headers, accountId, from, to }.
 * The dashboard rows measure the cached answers (the first request of the warm-up fills the cache);
 * the cold networth is measured apart, one request at a time (scripts/bench.mjs).
 */
export function datasetScenarios(ctx) {
  const headers = ctx.auth;
  return [
    { name: 'GET /api/account (50 accounts)', path: '/api/account', headers },
    {
      name: 'GET /api/transactions page 1 (unfiltered)',
      path: '/api/transactions?page=1&pageSize=50',
      headers,
    },
    {
      name: 'GET /api/transactions (account+type+dates)',
      path: `/api/transactions?accountId=${ctx.accountId}&type=EXPENSE&from=${ctx.from}&to=${ctx.to}&page=1&pageSize=50`,
      headers,
    },
    {
      name: 'GET /api/transactions?q=refund (text)',
      path: '/api/transactions?q=refund&page=2&pageSize=50',
      headers,
    },
    {
      // What the list asks for when its scrollbar is dragged to row 90,000: one user, one page of
      // 250 at a time (so 1 connection, not 10).
      name: 'GET /api/transactions row 90,000 (1 conn)',
      path: '/api/transactions?page=361&pageSize=250',
      headers,
      connections: 1,
    },
    {
      name: 'GET /api/dashboard/networth?range=all (cached)',
      path: '/api/dashboard/networth?range=all',
      headers,
    },
    {
      name: 'GET /api/dashboard/networth?range=30d (cached)',
      path: '/api/dashboard/networth?range=30d',
      headers,
    },
    {
      name: 'GET /api/dashboard/networth/summary (cached)',
      path: '/api/dashboard/networth/summary',
      headers,
    },
    {
      // Dominated by one argon2id verification (m=19456 KiB, t=2, p=1) on libuv's thread pool.
      name: 'POST /api/auth/login (argon2id)',
      path: '/api/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ctx.login.origin },
      body: JSON.stringify({ username: ctx.login.username, password: ctx.login.password }),
    },
  ];
}

/**
 * Issue 13's trading journal over bench/seed-trades.mjs (20k trades, ~45k fills, 10 accounts in 3
 * currencies), signed in as its owner. The write opens and closes a trade in one request: two
 * fills, the P&L booked into the account's daily deltas in the same transaction. Each connection
 * writes to an account of its own, as ten traders (or one trader's ten accounts) would: all ten on
 * one account would only measure the queue on that account's row lock.
 */
export function tradingScenarios(ctx) {
  // As a browser asks: the stats over ten years are ~200 KB of JSON, ~10 times less gzipped.
  const headers = { ...ctx.auth, 'accept-encoding': 'gzip' };
  const { accountId, accounts, from, to, year, month } = ctx.trading;
  const filter = `accountId=${accountId}&status=CLOSED&from=${from}&to=${to}`;
  const write = {
    instrument: 'BENCH',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 100,
    entryDate: `${to}T10:00:00Z`,
    exitPrice: 101.5,
    exitDate: `${to}T15:00:00Z`,
    fees: 1,
  };
  let connections = 0;
  return [
    { name: 'GET /api/trade page 1 (unfiltered)', path: '/api/trade?page=1&pageSize=50', headers },
    {
      name: 'GET /api/trade (account+status+dates)',
      path: `/api/trade?${filter}&page=1&pageSize=50`,
      headers,
    },
    { name: 'GET /api/trade/stats (all 20k)', path: '/api/trade/stats', headers },
    { name: 'GET /api/trade/stats (filtered)', path: `/api/trade/stats?${filter}`, headers },
    {
      name: 'GET /api/trade/calendar (a month)',
      path: `/api/trade/calendar?year=${year}&month=${month}`,
      headers,
    },
    {
      name: 'POST /api/trade (open + close: 2 fills booked; an account per connection)',
      path: '/api/trade',
      method: 'POST',
      headers: {
        ...ctx.auth,
        'content-type': 'application/json',
        origin: ctx.login.origin,
        'x-csrf-token': ctx.csrf,
      },
      body: JSON.stringify({ accountId, ...write }),
      requests: [
        {
          setupRequest(req, context) {
            context.accountId ??= accounts[connections++ % accounts.length];
            return { ...req, body: JSON.stringify({ accountId: context.accountId, ...write }) };
          },
        },
      ],
    },
  ];
}
