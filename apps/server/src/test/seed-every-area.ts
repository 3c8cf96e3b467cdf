import type { TestApp } from './app.js';
import type { Signed } from './auth.js';
import { type AccountName, seedAccounts } from './seed/accounts.js';
import { seedLoans, seedProperties } from './seed/assets.js';
import { seedExpenses } from './seed/expenses.js';
import { seeder } from './seed/seeder.js';
import { seedTrading } from './seed/trading.js';
import { seedTransactions } from './seed/transactions.js';

/**
 * One user with something in every area, written only through the public API (as the web app
 * would), so every derived table (daily deltas, ledger totals, position steps and deltas, loan
 * balance days, expense totals) is built the way the app builds it. Dates are mostly relative to
 * today, so the dashboard's 30-day and 1-year ranges, the budgets of this month and the upcoming
 * occurrences all have something to show. Used by the backup's round-trip test.
 */
export interface SeededUser {
  accounts: Record<AccountName, number>;
  transactions: number[];
  trades: number[];
  properties: number[];
  loans: number[];
  recurring: number[];
  rules: number[];
  scenarios: number[];
  categories: number[];
  uploads: { id: string; data: Buffer }[];
  instruments: string[];
  /** A month (YYYY-MM) of each budget change, and of the current month. */
  months: string[];
}

/** Seeds `s` in every area; returns the ids the reads are made with. */
export async function seedEveryArea(t: TestApp, s: Signed): Promise<SeededUser> {
  const x = seeder(t, s);
  const { id } = x;
  const { accounts, uploads, media } = await seedAccounts(x);
  const { categories, transactions } = await seedTransactions(x, accounts);
  const { flat, cabin } = await seedProperties(x, accounts, media);
  const { recurring, rules, months } = await seedExpenses(x, accounts, flat);
  const { trades, instruments } = await seedTrading(x, accounts, media);
  const loans = await seedLoans(x, accounts, flat);
  // Forecast scenarios.
  const scenarios = [
    await id('POST', '/api/forecast/scenarios', {
      name: 'Retire at 55',
      inputs: {
        years: 20,
        monthlyContribution: 1000,
        annualReturn: 5,
        inflation: 2,
        paths: 500,
        seed: 7,
        volatility: 15,
        swr: 4,
      },
    }),
    await id('POST', '/api/forecast/scenarios', {
      name: 'By part',
      inputs: {
        years: 30,
        startValue: 100000,
        monthlyContribution: 500,
        annualReturn: 4,
        inflation: 2.5,
        paths: 1000,
        volatility: 12,
        byPart: true,
        cashReturn: 1,
        realEstateReturn: 2,
      },
    }),
  ];

  return {
    accounts,
    transactions,
    trades,
    properties: [flat, cabin],
    loans,
    recurring,
    rules,
    scenarios,
    categories,
    uploads,
    instruments,
    months,
  };
}
