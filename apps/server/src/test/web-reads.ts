import { addMonths } from '@wealthlog/core';
import { daysFromToday, today } from './ledger.js';
import type { SeededUser } from './seed-every-area.js';

/** The id of one of the seeded user's rows, as the reading user knows it. */
export type Ref = (kind: string, id: number | string) => string | number;

/**
 * One read of the web app (the GET routes of packages/core/src/api/routes, and the forecast's
 * POSTs, which only compute). `path` is called with the reading user's ids; `root` is the kind of
 * the answer's own objects (id-map.ts); lists come before the reads of one of their rows, so each
 * row's id is paired before a URL names it.
 */
export interface WebRead {
  method: 'GET' | 'POST';
  path: (ref: Ref) => string;
  body?: unknown;
  root?: string;
  keyKind?: string;
  ownAccount?: readonly string[];
  csvIdKind?: string;
}

const get = (path: WebRead['path'], root?: string, keyKind?: string): WebRead => ({
  method: 'GET',
  path,
  ...(root ? { root } : {}),
  ...(keyKind ? { keyKind } : {}),
});
const fixed = (url: string, root?: string) => get(() => url, root);

const TRANSACTION_QUERIES = [
  'page=1&pageSize=10',
  'page=2&pageSize=7',
  'sort=date_asc&pageSize=250',
  'sort=amount_desc&pageSize=250',
  'sort=amount_asc&pageSize=250',
  'type=TRANSFER',
  'type=EXPENSE&sort=amount_desc',
  'category=Groceries',
  'category=Hobbies',
  'q=coffee',
  'minAmount=40&maxAmount=600',
];

export function webReads(seed: SeededUser): WebRead[] {
  const acc = seed.accounts;
  const from = daysFromToday(-60);
  const to = today();
  const reads: WebRead[] = [
    // Lists first: they pair the ids the reads of one row are then made with.
    fixed('/api/account', 'accounts'),
    // Every page the list loads as it scrolls (250 rows each), past the last.
    ...Array.from({ length: 10 }, (_, i) =>
      fixed(`/api/transactions?page=${i + 1}&pageSize=250`, 'transactions'),
    ),
    fixed('/api/trade?page=1&pageSize=100', 'trades'),
    fixed('/api/loans', 'loans'),
    fixed('/api/real-estate/properties', 'properties'),
    fixed('/api/recurring', 'recurring'),
    fixed('/api/rules', 'rules'),
    fixed('/api/forecast/scenarios', 'scenarios'),
    fixed('/api/categories', 'categories'),
    {
      ...fixed('/api/auth/me', 'users'),
      ownAccount: ['user.username', 'user.email', 'user.createdAt', 'csrfToken'],
    },
    // Dashboard.
    ...['30d', '90d', '1y', 'ytd', 'all'].map((r) => fixed(`/api/dashboard/networth?range=${r}`)),
    fixed('/api/dashboard/networth/summary'),
    // Accounts.
    fixed('/api/account/status-history', 'statusChanges'),
    get((r) => `/api/account/status-history?accountId=${r('accounts', acc.old)}`, 'statusChanges'),
    ...Object.values(acc).map((id) => get((r) => `/api/account/${r('accounts', id)}`, 'accounts')),
    ...['FIFO', 'LIFO', 'AVERAGE'].map((m) =>
      get((r) => `/api/account/${r('accounts', acc.broker)}/cost-basis-preview?method=${m}`),
    ),
    // Transactions.
    ...TRANSACTION_QUERIES.map((q) => fixed(`/api/transactions?${q}`, 'transactions')),
    get(
      (r) => `/api/transactions?accountId=${r('accounts', acc.checking)}&pageSize=250`,
      'transactions',
    ),
    get(
      (r) => `/api/transactions?accountId=${r('accounts', acc.wallet)}&from=${from}&to=${to}`,
      'transactions',
    ),
    fixed('/api/transactions/categories'),
    ...seed.transactions.map((id) =>
      get((r) => `/api/transactions/${r('transactions', id)}`, 'transactions'),
    ),
    fixed('/api/transactions/export'),
    fixed(`/api/fx/rates?base=EUR&quote=USD&from=${daysFromToday(-400)}`),
    fixed('/api/fx/rates?base=GBP&quote=USD&limit=5'),
    // Trading.
    ...[
      'status=OPEN',
      'status=CLOSED',
      'tag=swing',
      'instrument=ACME',
      'direction=SHORT',
      'pattern=Breakout',
      'assetClass=CRYPTO',
      `from=${daysFromToday(-30)}&to=${today()}`,
    ].map((q) => fixed(`/api/trade?${q}&page=1&pageSize=100`, 'trades')),
    get((r) => `/api/trade?accountId=${r('accounts', acc.broker)}&pageSize=100`, 'trades'),
    ...seed.trades.map((id) => get((r) => `/api/trade/${r('trades', id)}`, 'trades')),
    fixed('/api/trade/stats'),
    fixed('/api/trade/stats?status=CLOSED'),
    fixed(`/api/trade/stats?from=${daysFromToday(-45)}&to=${today()}`),
    fixed('/api/trade/stats?tag=swing'),
    get((r) => `/api/trade/stats?accountId=${r('accounts', acc.broker)}`),
    ...[0, -1, -2, -3].map((n) => {
      const [y, m] = addMonths(today(), n).split('-');
      return fixed(`/api/trade/calendar?year=${Number(y)}&month=${Number(m)}`);
    }),
    { ...fixed('/api/trade/export'), csvIdKind: 'trades' },
    fixed('/api/instruments'),
    ...seed.instruments.slice(0, 3).map((s) => fixed(`/api/instruments/${s}`)),
    fixed('/api/tradingSettings'),
    // Holdings, prices, performance.
    fixed('/api/holdings'),
    get((r) => `/api/holdings?accountId=${r('accounts', acc.broker)}`),
    fixed('/api/prices'),
    fixed('/api/prices?instrument=ACME'),
    fixed(`/api/prices?instrument=BTC&from=${from}&to=${to}`),
    ...['30d', '1y', 'all'].map((r) => fixed(`/api/performance?range=${r}`)),
    get((r) => `/api/performance?accountId=${r('accounts', acc.broker)}&range=90d`),
    get((r) => `/api/performance?accountId=${r('accounts', acc.crypto)}&from=${from}&to=${to}`),
    // Loans.
    fixed('/api/loans/totals'),
    ...seed.loans.flatMap((id) => [
      get((r) => `/api/loans/${r('loans', id)}`, 'loans'),
      get((r) => `/api/loans/${r('loans', id)}/schedule`),
      get((r) => `/api/loans/${r('loans', id)}/payments`, 'loanPayments'),
    ]),
    get(
      (r) =>
        `/api/loans/${r('loans', seed.loans[0]!)}/schedule?extraAmount=10000&extraDate=${addMonths(today(), 6)}&mode=REDUCE_TERM`,
    ),
    // Real estate.
    ...seed.properties.flatMap((id) => [
      get((r) => `/api/real-estate/properties/${r('properties', id)}`, 'properties'),
      get((r) => `/api/real-estate/properties/${r('properties', id)}/valuations`, 'valuations'),
      get((r) => `/api/real-estate/properties/${r('properties', id)}/metrics`),
      get(
        (r) =>
          `/api/real-estate/properties/${r('properties', id)}/metrics?year=${today().slice(0, 4)}`,
      ),
      get((r) => `/api/real-estate/income?propertyId=${r('properties', id)}`, 'propertyEntries'),
      get((r) => `/api/real-estate/expenses?propertyId=${r('properties', id)}`, 'propertyEntries'),
    ]),
    fixed('/api/real-estate/income', 'propertyEntries'),
    fixed('/api/real-estate/expenses', 'propertyEntries'),
    // Expenses: budgets, the summary, recurring, rules.
    ...seed.months.map((m) => fixed(`/api/budgets?month=${m}`)),
    fixed('/api/budgets'),
    ...['category', 'month', 'payee'].map((g) => fixed(`/api/expenses/summary?groupBy=${g}`)),
    get(() => '/api/expenses/summary?groupBy=account', undefined, 'accounts'),
    fixed(`/api/expenses/summary?groupBy=month&stack=category&from=${daysFromToday(-365)}`),
    fixed(`/api/expenses/summary?from=${from}&to=${to}`),
    ...seed.recurring.map((id) => get((r) => `/api/recurring/${r('recurring', id)}`, 'recurring')),
    fixed('/api/recurring/upcoming'),
    fixed(`/api/recurring/upcoming?from=${addMonths(today(), -4)}&to=${addMonths(today(), 6)}`),
    ...seed.rules.map((id) => get((r) => `/api/rules/${r('rules', id)}`, 'rules')),
    // "Apply to existing", as a dry run: what each rule would change (its accountId remapped).
    ...seed.rules.map((id): WebRead => ({
      method: 'POST',
      path: (r) => `/api/rules/${r('rules', id)}/apply`,
      body: { dryRun: true },
    })),
    // Forecast: its inputs (today's net worth, spending, savings) and saved scenarios.
    ...seed.scenarios.map((id) =>
      get((r) => `/api/forecast/scenarios/${r('scenarios', id)}`, 'scenarios'),
    ),
    fixed('/api/forecast/cashflow'),
    fixed('/api/forecast/cashflow?days=365'),
    get(
      (r) =>
        `/api/forecast/cashflow?days=120&exclude=recurring:${r('recurring', seed.recurring[0]!)},loan:${r('loans', seed.loans[0]!)}`,
    ),
    fixed('/api/forecast/fire'),
    fixed('/api/forecast/fire?swr=3.5&annualReturn=6&inflation=2'),
    {
      method: 'POST',
      path: () => '/api/forecast/projection',
      body: { years: 25, monthlyContribution: 800, annualReturn: 5, inflation: 2 },
    },
    {
      method: 'POST',
      path: () => '/api/forecast/projection',
      body: {
        years: 10,
        monthlyContribution: 300,
        annualReturn: 5,
        inflation: 2,
        parts: { cash: 1, investments: 6, realEstate: 2 },
      },
    },
    {
      method: 'POST',
      path: () => '/api/forecast/montecarlo',
      body: {
        years: 15,
        monthlyContribution: 500,
        annualReturn: 5,
        inflation: 2,
        paths: 200,
        seed: 42,
        volatility: 15,
      },
    },
    // Settings.
    fixed('/api/generalSettings'),
  ];
  return reads;
}
