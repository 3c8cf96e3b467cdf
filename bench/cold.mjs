// The cold reads of `npm run bench`: one request at a time with the user's cache emptied first.
import { api, stats } from './measures.mjs';
import { expenseReads } from './scenarios-expenses.mjs';

/**
 * networth?range=all with an empty cache: each sample first posts one of the user's own rates
 * (a pair the data set never uses), which invalidates their cache, then times one request.
 */
export async function coldNetworth(address, ctx) {
  return coldRead(address, ctx, '/api/dashboard/networth?range=all');
}

/** Posts one of the user's own rates (a pair the data set never uses): clears their cache. */
async function postOwnRate(address, ctx, i) {
  await api(address, 'POST', '/api/fx/rates', {
    token: ctx.token,
    csrf: ctx.csrf,
    body: { date: '2001-01-01', base: 'NOK', quote: 'SEK', rate: 1 + i / 100 },
  });
}

/**
 * One read with an empty cache, 10 samples after two warm-ups: each sample first makes a write
 * (`dirty`, by default one of the user's own rates), which clears the user's cached answers.
 */
async function coldRead(address, ctx, url, dirty = postOwnRate) {
  const times = [];
  for (let i = 0; i < 12; i += 1) {
    const undo = await dirty(address, ctx, i);
    const t0 = performance.now();
    await api(address, 'GET', url, { token: ctx.token });
    if (i >= 2) times.push(performance.now() - t0); // two warm-ups
    await undo?.();
  }
  return stats(times);
}

/** A write that clears the user's cache: an expense of 1 dated today, undone after the read. */
function expenseWrite(ctx) {
  const auth = { token: ctx.token, csrf: ctx.csrf };
  const today = new Date().toISOString().slice(0, 10);
  return async (address) => {
    const tx = await api(address, 'POST', '/api/transactions', {
      ...auth,
      body: {
        accountId: ctx.accountId,
        type: 'EXPENSE',
        amount: 1,
        date: today,
        category: 'Groceries',
      },
    });
    return () => api(address, 'DELETE', `/api/transactions/${tx.id}`, auth);
  };
}

/** GET /api/dashboard/home, the first read after an expense is entered (issue 33: ≤ 100 ms). */
export async function coldHome(address, ctx) {
  return coldRead(address, ctx, '/api/dashboard/home', expenseWrite(ctx));
}

/**
 * The expenses reads of issue 17 (scenarios-expenses.mjs) just after a write, the first read
 * after an expense is entered: each sample posts an expense of 1 dated today, which clears the
 * cached answers and this month's totals (ADR 0018), times the read, then deletes the expense.
 */
export async function coldExpenses(address, ctx) {
  const addExpense = expenseWrite(ctx);
  const out = {};
  for (const [name, url] of expenseReads())
    out[name] = await coldRead(address, ctx, url, addExpense);
  return out;
}

/**
 * performance?range=all with an empty cache (plugins/cached-json.ts keeps it 60 s otherwise), as
 * coldNetworth: one account of the trading journal, and the whole portfolio.
 */
export async function coldPerformance(address, ctx) {
  return {
    account: await coldRead(
      address,
      ctx,
      `/api/performance?accountId=${ctx.trading.accountId}&range=all`,
    ),
    portfolio: await coldRead(address, ctx, '/api/performance?range=all'),
  };
}
