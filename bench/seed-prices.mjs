// Issue 14's prices: 40 instruments (the 8 the trades use among them) with a closing price every
// business day for 10 years — about 104k rows, as a user's imported vendor files would hold.
// Deterministic (no randomness): a drift and two waves per instrument, so every run values the
// same positions at the same prices.

const TRADED = ['ACME', 'GLOBEX', 'INITECH', 'UMBRELLA', 'HOOLI', 'STARK', 'WAYNE', 'TYRELL'];
export const PRICED = [
  ...TRADED,
  ...Array.from({ length: 32 }, (_, i) => `INSTR${String(i + 1).padStart(2, '0')}`),
];

export async function seedPrices(pool, { userId, years = 10 }) {
  const { rowCount } = await pool.query(
    `INSERT INTO prices (user_id, instrument, date, source, price, currency)
     SELECT $1, i.sym, d::date, 'IMPORT',
            round((40 + i.k * 7 + 0.01 * (d::date - '2000-01-01'::date) / (1 + i.k % 5)
                   + 15 * sin((d::date - '2000-01-01'::date) / (20.0 + i.k))
                   + 5 * sin((d::date - '2000-01-01'::date) / 3.0))::numeric, 2),
            NULL
     FROM unnest($2::text[]) WITH ORDINALITY AS i (sym, k)
     CROSS JOIN generate_series(current_date - make_interval(years => $3), current_date,
                                interval '1 day') d
     WHERE extract(isodow FROM d) < 6`,
    [userId, PRICED, years],
  );
  // With the position deltas the prices' triggers wrote: autovacuum would within a minute.
  await pool.query('ANALYZE prices, position_daily_deltas');
  return { instruments: PRICED.length, prices: rowCount };
}
