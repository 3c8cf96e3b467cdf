import { holdingListSchema, priceImportResultSchema, priceListSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import type { Signed } from '../../test/auth.js';
import { authed } from '../../test/auth.js';
import { call, createAccount, daysFromToday } from '../../test/ledger.js';
import { csvImportBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';

/** API tests of POST /api/prices/import against real PostgreSQL. */
const ctx = withUsers('alice', 'bob');

async function send(s: Signed, url: string, fields: Record<string, string>, csv: string | null) {
  const body = csvImportBody(fields, csv);
  return ctx.t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...authed(s), ...body.headers },
  });
}
const d = (n: number) => daysFromToday(n);
const dmy = (n: number) => d(n).split('-').reverse().join('.');

// A data vendor's file: ';' separated, DD.MM.YYYY, decimal commas. Line 5 repeats ASML's day −1
// (it wins over line 3); line 6 has no number, line 7 no real day, line 8 a bad currency.
const CSV = [
  'Ticker;Day;Close;Ccy',
  `asml;${dmy(-2)};640,50;`,
  `ASML;${dmy(-1)};650,00;`,
  `TTE;${dmy(-1)};55,125;EUR`,
  `ASML;${dmy(-1)};651,25;`,
  `ASML;${dmy(-3)};n/a;`,
  `ASML;31.02.2025;600;`,
  `TTE;${dmy(-2)};54;euro`,
  '',
].join('\r\n');
const FIELDS = {
  mapping: JSON.stringify({ instrument: 'Ticker', date: 'Day', price: 'Close', currency: 'Ccy' }),
  dateFormat: 'DD.MM.YYYY',
  decimalSeparator: ',',
};

describe('POST /api/prices/import', () => {
  it('detects the format, previews, imports; the last line of a day wins; errors name their line', async () => {
    // Detection reads the first lines (one not a real day would leave the format open).
    const head = CSV.split('\r\n').slice(0, 5).join('\r\n');
    const detect = await send(ctx.alice, '/api/prices/import/detect', {}, head);
    expect(detect.statusCode, detect.body).toBe(200);
    expect(detect.json()).toMatchObject({
      delimiter: ';',
      headers: ['Ticker', 'Day', 'Close', 'Ccy'],
      dateFormat: 'DD.MM.YYYY',
      decimalSeparator: ',',
    });

    const dry = await send(ctx.alice, '/api/prices/import', { ...FIELDS, dryRun: 'true' }, CSV);
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = priceImportResultSchema.parse(dry.json());
    expect(preview).toMatchObject({ imported: 3, skipped: 4, duplicates: 1, dryRun: true });
    expect(preview.errors.map((e) => e.line)).toEqual([6, 7, 8]);
    expect(preview.preview!.map((p) => [p.line, p.instrument, p.price, p.duplicate])).toEqual([
      [2, 'ASML', 640.5, false],
      [3, 'ASML', 650, true],
      [4, 'TTE', 55.125, false],
      [5, 'ASML', 651.25, false],
    ]);
    // The dry run wrote nothing.
    const none = await call(ctx.t, ctx.alice, 'GET', '/api/prices');
    expect(priceListSchema.parse(none.json())).toEqual([]);

    const res = await send(ctx.alice, '/api/prices/import', FIELDS, CSV);
    expect(priceImportResultSchema.parse(res.json())).toMatchObject({ imported: 3, skipped: 4 });
    const asml = priceListSchema.parse(
      (await call(ctx.t, ctx.alice, 'GET', `/api/prices?instrument=ASML`)).json(),
    );
    expect(asml.map((p) => [p.date, p.price, p.source])).toEqual([
      [d(-2), 640.5, 'IMPORT'],
      [d(-1), 651.25, 'IMPORT'],
    ]);
  });

  it('a typed price of the day still wins; a new file replaces the imported days; bob sees none', async () => {
    await call(ctx.t, ctx.alice, 'POST', '/api/prices', {
      instrument: 'ASML',
      date: d(-1),
      price: 700,
    });
    const again = `Ticker;Day;Close\r\nASML;${dmy(-1)};660,00\r\nASML;${dmy(-2)};641,00\r\n`;
    const mapping = JSON.stringify({ instrument: 'Ticker', date: 'Day', price: 'Close' });
    const res = await send(ctx.alice, '/api/prices/import', { ...FIELDS, mapping }, again);
    expect(res.json()).toMatchObject({ imported: 2, skipped: 0 });
    const acc = await createAccount(ctx.t, ctx.alice, {
      name: 'Broker',
      type: 'STOCKS',
      currency: 'EUR',
      balance: 0,
      openingDate: d(-10),
    });
    await call(ctx.t, ctx.alice, 'POST', '/api/trade', {
      accountId: acc.id,
      instrument: 'ASML',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 1,
      entryPrice: 600,
      fees: 0,
      entryDate: `${d(-5)}T10:00:00Z`,
    });
    const [h] = holdingListSchema.parse(
      (await call(ctx.t, ctx.alice, 'GET', '/api/holdings')).json(),
    );
    expect(h).toMatchObject({ price: 700, priceDate: d(-1), unrealizedPnl: 100 });
    // Net worth counts it from the imported prices on their days: day −2 at 641 → +41.
    const series = await call(ctx.t, ctx.alice, 'GET', '/api/dashboard/networth?range=30d');
    const points = (series.json() as { points: { date: string; netWorth: number }[] }).points;
    expect(points.find((p) => p.date === d(-2))!.netWorth).toBe(41);
    expect(points.find((p) => p.date === d(-1))!.netWorth).toBe(100);
    const theirs = await call(ctx.t, ctx.bob, 'GET', '/api/prices');
    expect(theirs.json()).toEqual([]);
  });

  it('refuses a missing file, a bad mapping or format with 400 in the envelope', async () => {
    const noFile = await send(ctx.alice, '/api/prices/import', FIELDS, null);
    expect(noFile.statusCode).toBe(400);
    const badMap = await send(
      ctx.alice,
      '/api/prices/import',
      { ...FIELDS, mapping: JSON.stringify({ instrument: 'Nope', date: 'Day', price: 'Close' }) },
      CSV,
    );
    expect(badMap.statusCode).toBe(400);
    expect(badMap.json()).toMatchObject({
      code: 'VAL_001',
      errors: { 'mapping.instrument': [expect.any(String)] },
    });
    const badFormat = await send(
      ctx.alice,
      '/api/prices/import',
      { ...FIELDS, dateFormat: 'YY' },
      CSV,
    );
    expect(badFormat.statusCode).toBe(400);
    const notJson = await send(ctx.alice, '/api/prices/import', { ...FIELDS, mapping: '{' }, CSV);
    expect(notJson.statusCode).toBe(400);
  });
});
