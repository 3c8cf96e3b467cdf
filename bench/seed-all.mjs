// The whole bench data set for one user: registered through the API, seeded through SQL (the
// ledger, the trading journal, the prices), signed in.
import { api } from './measures.mjs';
import { seedExpenses } from './seed-expenses.mjs';
import { seedLoans } from './seed-loans.mjs';
import { seedPrices } from './seed-prices.mjs';
import { seedRealEstate } from './seed-real-estate.mjs';
import { seedTrades } from './seed-trades.mjs';
import { ecbCsvText, seed } from './seed.mjs';

/** Registers the bench user through the API, seeds its data through SQL, signs it in. */
export async function seedAndSignIn(address, pool, root) {
  const password = 'Bench!Passw0rd#2025';
  const user = {
    username: 'bench',
    email: 'bench@example.com',
    password,
    confirmPassword: password,
    firstName: 'Bench',
    lastName: 'User',
  };
  await api(address, 'POST', '/api/auth/register', { body: user, headers: { origin: address } });
  const login = await api(address, 'POST', '/api/auth/login', {
    body: { username: 'bench', password },
    headers: { origin: address },
  });
  const userId = login.user.id;
  const started = performance.now();
  const seeded = await seed(pool, { userId, ecbCsv: ecbCsvText(root) });
  const seedMs = Math.round(performance.now() - started);
  console.log(
    `Seeded ${seeded.accounts.length} accounts, ${seeded.transactions} transactions, ${seeded.ratesImported} ECB rates in ${seedMs} ms`,
  );
  const tradesStarted = performance.now();
  const trading = await seedTrades(pool, { userId });
  const tradesMs = Math.round(performance.now() - tradesStarted);
  console.log(`Seeded ${trading.trades} trades with ${trading.fills} fills in ${tradesMs} ms`);
  const priced = await seedPrices(pool, { userId });
  const realEstate = await seedRealEstate(pool, { userId });
  const loans = await seedLoans(address, { token: login.accessToken, csrf: login.csrfToken });
  console.log(`Seeded ${priced.prices} prices of ${priced.instruments} instruments`);
  const expenses = await seedExpenses(address, pool, {
    userId,
    token: login.accessToken,
    csrf: login.csrfToken,
    accountId: seeded.accounts[0].id,
  });
  console.log(
    `Seeded ${expenses.budgets} budgets, ${expenses.recurring} recurring items, ${expenses.splits} split transactions`,
  );
  const year = new Date().getUTCFullYear();
  return {
    signedInAt: performance.now(),
    userId,
    token: login.accessToken,
    csrf: login.csrfToken,
    auth: { authorization: `Bearer ${login.accessToken}` },
    login: { origin: address, username: 'bench', password },
    accountId: seeded.accounts[0].id,
    from: `${year - 4}-01-01`,
    to: `${year - 2}-12-31`,
    realEstate,
    loans,
    expenses,
    trading: {
      accountId: trading.accounts[0],
      accounts: trading.accounts,
      from: `${year - 4}-01-01`,
      to: `${year - 2}-12-31`,
      year: year - 3,
      month: 6,
    },
    seed: {
      trades: trading.trades,
      fills: trading.fills,
      tradesMs,
      prices: priced.prices,
      accounts: seeded.accounts.length,
      transactions: seeded.transactions,
      ecbRates: seeded.ratesImported,
      ms: seedMs,
    },
  };
}

/**
 * Signs the bench user in again when its access token is more than five minutes old: a token
 * lasts 15 minutes (ACCESS_TOKEN_TTL_SECONDS) and the whole bench runs longer. Updates `ctx` in
 * place; scenarios must be built from it afterwards (they copy its headers).
 */
export async function keepSignedIn(address, ctx) {
  if (performance.now() - ctx.signedInAt < 5 * 60_000) return;
  const login = await api(address, 'POST', '/api/auth/login', {
    body: { username: ctx.login.username, password: ctx.login.password },
    headers: { origin: address },
  });
  ctx.token = login.accessToken;
  ctx.csrf = login.csrfToken;
  ctx.auth = { authorization: `Bearer ${login.accessToken}` };
  ctx.signedInAt = performance.now();
}
