// Seeds the benchmark data set through SQL (multi-row INSERTs of unnest()ed arrays, one statement
// per batch): one user's 50 accounts in 5 currencies, 100k transactions over 10 years, and the
// ECB history (shared/data beside the repository, else the shipped copy) as shared rates. Deterministic (seeded PRNG).
// The triggers of migration 0005 keep account_daily_deltas, exactly as for postings from the API.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY'];
// Rough units per EUR, only to make cross-currency transfers plausible.
const APPROX = { EUR: 1, USD: 1.1, GBP: 0.85, CHF: 0.95, JPY: 150 };
const TYPES = [
  ...Array(20).fill('CASH'),
  ...Array(8).fill('STOCKS'),
  ...Array(6).fill('CRYPTO'),
  ...Array(6).fill('FX'),
  ...Array(6).fill('PERSONAL_EXPENSES'),
  ...Array(4).fill('REAL_ESTATE'),
];
const CATEGORIES = [
  'Groceries',
  'Rent',
  'Salary',
  'Transport',
  'Utilities',
  'Leisure',
  'Health',
  'Travel',
  'Dividends',
  'Fees',
];
const WORDS = [
  'monthly',
  'card',
  'payment',
  'transfer',
  'supermarket',
  'train',
  'invoice',
  'refund',
  'bonus',
  'coffee',
  'rent',
  'broker',
];

/** mulberry32: a tiny seeded PRNG, so every run seeds the same data. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (t) => new Date(t).toISOString().slice(0, 10);
const money = (v, currency) => (currency === 'JPY' ? Math.round(v).toString() : v.toFixed(2));

/**
 * The ECB history as CSV text: shared/data beside the repository (or WEALTHLOG_SHARED_DIR) when
 * present, else the copy the app ships (apps/server/reference), so the bench runs on a bare clone.
 */
export function ecbCsvText(root) {
  const dir = process.env.WEALTHLOG_SHARED_DIR ?? path.resolve(root, '../shared');
  const plain = path.join(dir, 'data/ecb-eurofxref-hist.csv');
  if (fs.existsSync(plain)) return fs.readFileSync(plain, 'utf8');
  const shipped = path.join(root, 'apps/server/reference/ecb-eurofxref-hist.csv.br');
  return zlib.brotliDecompressSync(fs.readFileSync(shipped)).toString('utf8');
}

/** The ECB CSV as (date, quote, rate) arrays, skipping N/A. */
function readEcb(text) {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const header = lines[0].split(',').map((c) => c.trim());
  const dates = [];
  const quotes = [];
  const rates = [];
  for (const line of lines.slice(1)) {
    const cells = line.split(',').map((c) => c.trim());
    for (let i = 1; i < cells.length; i += 1) {
      if (!header[i] || !cells[i] || cells[i] === 'N/A') continue;
      dates.push(cells[0]);
      quotes.push(header[i]);
      rates.push(cells[i]);
    }
  }
  return { dates, quotes, rates };
}

async function insertRates(pool, text) {
  const { dates, quotes, rates } = readEcb(text);
  const BATCH = 20_000;
  let imported = 0;
  for (let i = 0; i < dates.length; i += BATCH) {
    const res = await pool.query(
      `INSERT INTO fx_rates (user_id, date, base, quote, rate, source)
       SELECT NULL, d, 'EUR', q, r, 'import' FROM unnest($1::date[], $2::text[], $3::numeric[]) x (d, q, r)
       ON CONFLICT ((coalesce(user_id, 0)), base, quote, date) DO NOTHING`,
      [dates.slice(i, i + BATCH), quotes.slice(i, i + BATCH), rates.slice(i, i + BATCH)],
    );
    imported += res.rowCount ?? 0;
  }
  return imported;
}

/**
 * Seeds `userId`'s accounts and transactions (ending `today`) and the shared ECB rates.
 * Returns the account ids and counts.
 */
export async function seed(
  pool,
  { userId, ecbCsv, accounts = 50, transactions = 100_000, years = 10, today = day(Date.now()) },
) {
  const rand = prng(20250509);
  const end = Date.parse(`${today}T00:00:00Z`);
  const start = end - years * 365.25 * 86_400_000;
  const ratesImported = await insertRates(pool, ecbCsv);

  const acc = [];
  for (let i = 0; i < accounts; i += 1) {
    const currency = CURRENCIES[i % CURRENCIES.length];
    const type = TYPES[i % TYPES.length];
    const opening = type === 'REAL_ESTATE' ? 150_000 + rand() * 400_000 : 1000 + rand() * 20_000;
    const { rows } = await pool.query(
      `INSERT INTO accounts (user_id, name, type, currency, opening_balance, opening_date)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        userId,
        `${type.toLowerCase()} ${currency} ${i + 1}`,
        type,
        currency,
        money(opening * APPROX[currency], currency),
        day(start + rand() * 180 * 86_400_000),
      ],
    );
    acc.push({ id: rows[0].id, currency, type });
  }

  const BATCH = 10_000;
  for (let done = 0; done < transactions; done += BATCH) {
    const cols = {
      account: [],
      to: [],
      type: [],
      amount: [],
      toAmount: [],
      category: [],
      description: [],
      date: [],
    };
    for (let k = 0; k < Math.min(BATCH, transactions - done); k += 1) {
      const a = acc[Math.floor(rand() * acc.length)];
      const r = rand();
      const type =
        r < 0.2
          ? 'INCOME'
          : r < 0.3
            ? 'DEPOSIT'
            : r < 0.75
              ? 'EXPENSE'
              : r < 0.9
                ? 'WITHDRAWAL'
                : 'TRANSFER';
      const base =
        type === 'INCOME'
          ? 400 + rand() * 3000
          : type === 'DEPOSIT'
            ? 100 + rand() * 1500
            : 5 + rand() * 250;
      const amount = base * APPROX[a.currency];
      let to = null;
      let toAmount = null;
      if (type === 'TRANSFER') {
        let b = acc[Math.floor(rand() * acc.length)];
        if (b.id === a.id) b = acc[(acc.indexOf(a) + 1) % acc.length];
        to = b.id;
        toAmount = money((amount / APPROX[a.currency]) * APPROX[b.currency], b.currency);
      }
      cols.account.push(a.id);
      cols.to.push(to);
      cols.type.push(type);
      cols.amount.push(money(Math.max(amount, 1), a.currency));
      cols.toAmount.push(toAmount === '0' || toAmount === '0.00' ? '1' : toAmount);
      cols.category.push(CATEGORIES[Math.floor(rand() * CATEGORIES.length)]);
      cols.description.push(
        `${WORDS[Math.floor(rand() * WORDS.length)]} ${WORDS[Math.floor(rand() * WORDS.length)]} ${Math.floor(rand() * 10_000)}`,
      );
      // Transactions start after the last opening date (180 days in), up to today.
      cols.date.push(day(start + 180 * 86_400_000 + rand() * (end - start - 180 * 86_400_000)));
    }
    await pool.query(
      `INSERT INTO transactions (user_id, account_id, to_account_id, type, amount, to_amount, category, description, date)
       SELECT $1, a, t, ty, am, ta, c, d, dt
       FROM unnest($2::int[], $3::int[], $4::text[], $5::numeric[], $6::numeric[], $7::text[], $8::text[], $9::date[])
         AS x (a, t, ty, am, ta, c, d, dt)`,
      [
        userId,
        cols.account,
        cols.to,
        cols.type,
        cols.amount,
        cols.toAmount,
        cols.category,
        cols.description,
        cols.date,
      ],
    );
  }
  await pool.query('ANALYZE accounts, transactions, account_daily_deltas, fx_rates');
  // As the import does once it committed (ADR 0009): left in the search index's pending list, the
  // rows would be merged inside whichever large write comes next (the bench's restore).
  await pool.query(`SELECT gin_clean_pending_list('transactions_search_trgm_idx'::regclass)`);
  return { accounts: acc, transactions, ratesImported };
}
