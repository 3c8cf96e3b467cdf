// The trading journal of issue 13's bench: 20k trades with about 45k fills over 10 years on 10
// accounts in 3 currencies, through SQL like bench/seed.mjs. Each trade is in its account's
// currency and its entries share one price, so every cost-basis method books the same P&L and the
// figures written here are the ones the service would write. The fills' trigger books the exits'
// P&L into the accounts' daily deltas, as in the app.

import path from 'node:path';
import { prng } from './seed.mjs';

const root = path.resolve(import.meta.dirname, '..');

const CURRENCIES = ['EUR', 'USD', 'GBP'];
const INSTRUMENTS = ['ACME', 'GLOBEX', 'INITECH', 'UMBRELLA', 'HOOLI', 'STARK', 'WAYNE', 'TYRELL'];
const PATTERNS = ['Breakout', 'Pullback', 'Reversal', 'Range', null];
const TAGS = ['swing', 'day', 'earnings', 'news', 'scalp'];
const cents = (n) => Math.round(n * 100) / 100;

/** Seeds the trades; returns the account ids and the counts. */
export async function seedTrades(pool, { userId, trades = 20_000, years = 10, now = Date.now() }) {
  const rand = prng(20261125);
  const start = now - years * 365.25 * 86_400_000;
  const accounts = [];
  for (let i = 0; i < 10; i += 1) {
    const currency = CURRENCIES[i % CURRENCIES.length];
    const { rows } = await pool.query(
      `INSERT INTO accounts (user_id, name, type, currency, opening_balance, opening_date)
       VALUES ($1, $2, 'STOCKS', $3, 100000, $4) RETURNING id`,
      [userId, `broker ${currency} ${i + 1}`, currency, new Date(start).toISOString().slice(0, 10)],
    );
    accounts.push({ id: rows[0].id, currency });
  }

  const t = {
    account: [],
    instrument: [],
    direction: [],
    status: [],
    currency: [],
    pattern: [],
    tags: [],
  };
  const fills = [];
  for (let k = 0; k < trades; k += 1) {
    const a = accounts[Math.floor(rand() * accounts.length)];
    const long = rand() < 0.7;
    const price = cents(10 + rand() * 490);
    const opened = start + rand() * (now - start - 10 * 86_400_000);
    const entries = rand() < 0.25 ? [50, 50] : [100];
    const fee = 1;
    const closed = rand() < 0.95;
    const exitPrice = cents(price * (1 + (rand() - 0.45) * 0.1));
    const exits = closed ? (rand() < 0.1 ? [60, 40] : [100]) : [];
    const total = entries.reduce((s, q) => s + q, 0);
    const entryFees = fee * entries.length;
    const tradeFills = [];
    entries.forEach((q, i) =>
      tradeFills.push(['ENTRY', q, price, fee, opened + i * 3_600_000, null]),
    );
    exits.forEach((q, i) => {
      const move = (exitPrice - price) * q * (long ? 1 : -1);
      const pnl = cents(move - fee - (entryFees * q) / total);
      tradeFills.push([
        'EXIT',
        q,
        exitPrice,
        fee,
        opened + (i + 1) * 86_400_000 * (1 + rand() * 5),
        pnl,
      ]);
    });
    t.account.push(a.id);
    t.instrument.push(INSTRUMENTS[Math.floor(rand() * INSTRUMENTS.length)]);
    t.direction.push(long ? 'LONG' : 'SHORT');
    t.status.push(closed ? 'CLOSED' : 'OPEN');
    t.currency.push(a.currency);
    t.pattern.push(PATTERNS[Math.floor(rand() * PATTERNS.length)]);
    t.tags.push(`{${TAGS[Math.floor(rand() * TAGS.length)]}}`);
    fills.push({ account: a.id, fills: tradeFills });
  }

  const ids = [];
  const BATCH = 5000;
  for (let i = 0; i < trades; i += BATCH) {
    const part = (col) => col.slice(i, i + BATCH);
    const { rows } = await pool.query(
      `INSERT INTO trades (user_id, account_id, instrument, asset_class, direction, status, currency, pattern, tags)
       SELECT $1, a, ins, 'STOCK', d, s, c, p, tg::text[]
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         WITH ORDINALITY AS x (a, ins, d, s, c, p, tg, n)
       ORDER BY n RETURNING id`,
      [
        userId,
        ...[t.account, t.instrument, t.direction, t.status, t.currency, t.pattern, t.tags].map(
          part,
        ),
      ],
    );
    ids.push(...rows.map((r) => r.id));
  }

  const f = {
    trade: [],
    account: [],
    side: [],
    qty: [],
    price: [],
    fees: [],
    at: [],
    day: [],
    pnl: [],
  };
  fills.forEach((trade, k) => {
    for (const [side, qty, price, fees, at, pnl] of trade.fills) {
      const iso = new Date(Math.min(at, now - 60_000)).toISOString();
      f.trade.push(ids[k]);
      f.account.push(trade.account);
      f.side.push(side);
      f.qty.push(qty);
      f.price.push(price);
      f.fees.push(fees);
      f.at.push(iso);
      f.day.push(iso.slice(0, 10)); // the bench user's time zone is UTC
      f.pnl.push(pnl);
    }
  });
  for (let i = 0; i < f.trade.length; i += BATCH) {
    const part = (col) => col.slice(i, i + BATCH);
    await pool.query(
      `INSERT INTO trade_fills (user_id, trade_id, account_id, side, quantity, price, fees, filled_at, day, pnl, booked)
       SELECT $1, tr, a, s, q, p, fe, at, d, pn, pn
       FROM unnest($2::bigint[], $3::int[], $4::text[], $5::numeric[], $6::numeric[], $7::numeric[],
         $8::timestamptz[], $9::date[], $10::numeric[]) AS x (tr, a, s, q, p, fe, at, d, pn)`,
      [
        userId,
        ...[f.trade, f.account, f.side, f.qty, f.price, f.fees, f.at, f.day, f.pnl].map(part),
      ],
    );
  }
  // The trades' summary of their fills (ADR 0010), by the server's own aggregate.
  const summary = await import(
    path.join(root, 'apps/server/dist/modules/trading/trading.summary.sql.js')
  );
  await pool.query(
    `UPDATE trades t SET ${summary.SET_SUMMARY}
     FROM (SELECT trade_id, ${summary.SUMMARY_OF_FILLS}
           FROM trade_fills WHERE user_id = $1 GROUP BY trade_id) s
     WHERE t.user_id = $1 AND s.trade_id = t.id`,
    [userId],
  );
  // What each trade holds open each day (ADR 0011), by the server's own code: the start-up
  // backfill, which computes each trade's open lots with core's maths.
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const steps = await import(path.join(root, 'apps/server/dist/modules/trading/trading.steps.js'));
  await steps.backfillPositionSteps(drizzle(pool));
  // As seed.mjs does: without statistics on tables filled seconds ago the planner picks nested
  // loops for the stats statement (minutes instead of about a second); autovacuum would
  // analyze them within a minute in a real database.
  await pool.query(
    'ANALYZE accounts, trades, trade_fills, account_daily_deltas, trade_position_steps',
  );
  return { accounts: accounts.map((a) => a.id), trades, fills: f.trade.length };
}
