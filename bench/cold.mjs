// The cold reads of `npm run bench`: one request at a time with the user's cache emptied first.
import { api, stats } from './measures.mjs';

/**
 * networth?range=all with an empty cache: each sample first posts one of the user's own rates
 * (a pair the data set never uses), which invalidates their cache, then times one request.
 */
export async function coldNetworth(address, ctx) {
  return coldRead(address, ctx, '/api/dashboard/networth?range=all');
}

/**
 * One read with an empty cache, 10 samples after two warm-ups: each sample first posts one of the
 * user's own rates (a pair the data set never uses), which clears the user's cached answers.
 */
async function coldRead(address, ctx, url) {
  const times = [];
  for (let i = 0; i < 12; i += 1) {
    await api(address, 'POST', '/api/fx/rates', {
      token: ctx.token,
      csrf: ctx.csrf,
      body: { date: '2001-01-01', base: 'NOK', quote: 'SEK', rate: 1 + i / 100 },
    });
    const t0 = performance.now();
    await api(address, 'GET', url, { token: ctx.token });
    if (i >= 2) times.push(performance.now() - t0); // two warm-ups
  }
  return stats(times);
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
