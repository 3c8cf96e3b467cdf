import { createRateBook } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { daysFromToday } from '../test/ledger.js';
import { withUsers } from '../test/users.js';
import { ratesFor } from './rate-inputs.js';

/**
 * ratesFor() reads many days as one range per pair and owner instead of one probe per day: the
 * rate book built from either must convert every one of those days alike.
 */
const ctx = withUsers('alice');

describe('ratesFor', () => {
  it('gives the book the same rate for each day whether the days are few or many', async () => {
    const { pool } = ctx.t.app;
    const me = ctx.alice.user.id;
    // Shared ISK→EUR every 3 days, the user's own ISK→EUR every 5 (own wins on a shared date),
    // a shared HUF→EUR every 4 days and an inverse EUR→HUF every 7 (the later one wins).
    const rows: [number | null, string, string, number, number][] = [];
    for (let n = -80; n <= 0; n += 1) {
      if (n % 3 === 0) rows.push([null, 'ISK', 'EUR', n, 0.0066 + n / 1e5]);
      if (n % 5 === 0) rows.push([me, 'ISK', 'EUR', n, 0.0071 + n / 1e5]);
      if (n % 4 === 0) rows.push([null, 'HUF', 'EUR', n, 0.0025 + n / 1e6]);
      if (n % 7 === 0) rows.push([null, 'EUR', 'HUF', n, 395 - n / 10]);
    }
    for (const [owner, base, quote, n, rate] of rows) {
      await pool.query(
        `INSERT INTO fx_rates (user_id, date, base, quote, rate, source) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING`,
        [owner, daysFromToday(n), base, quote, rate, owner === null ? 'import' : 'user'],
      );
    }
    // 50 days (more than the probes' limit) from day −59, whose rates were set on day −60 and
    // before: the range starts at the latest rate on or before its first day.
    const days = Array.from({ length: 50 }, (_, i) => daysFromToday(-59 + i));
    const many = createRateBook(await ratesFor(ctx.t.app.db, me, ['ISK', 'HUF'], days));
    let known = 0;
    for (const day of days) {
      const one = createRateBook(await ratesFor(ctx.t.app.db, me, ['ISK', 'HUF'], [day]));
      for (const [from, to] of [
        ['ISK', 'EUR'],
        ['HUF', 'EUR'],
        ['EUR', 'HUF'],
        ['ISK', 'HUF'],
      ] as const) {
        const a = many.rate(from, to, day);
        const b = one.rate(from, to, day);
        expect(a?.toString() ?? null, `${from}→${to} on ${day}`).toBe(b?.toString() ?? null);
        if (a) known += 1;
      }
    }
    // Every day has each rate (the first ones through the rates of day −60 and before).
    expect(known).toBe(days.length * 4);
  });
});
