import { IMPORT_MAX_BYTES, TRADE_EXPORT_MAPPING } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import type { Signed } from '../../test/auth.js';
import { authed } from '../../test/auth.js';
import { ledgerDrift } from '../../test/areas.js';
import { balanceOf, call, createAccount, withoutRequestId } from '../../test/ledger.js';
import { csvImportBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';

/** API tests of the trades' CSV import and export against real PostgreSQL. */
const ctx = withUsers('alice', 'bob');

function send(s: Signed, url: string, fields: Record<string, string>, csv: string | null) {
  const body = csvImportBody(fields, csv);
  return ctx.t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...authed(s), ...body.headers },
  });
}

// A broker's export: ';' separated, DD.MM.YYYY with a time, decimal commas, fees as negative
// amounts, a quoted comment holding the delimiter. Line 5 repeats line 2; lines 6–8 are wrong.
const BROKER_CSV = [
  'Symbol;Side;Qty;Open time;Open price;Close time;Close price;Commission;Comment',
  'ACME;Buy;100;03.03.2025 10:00;10,00;04.03.2025 15:30;12,50;-2,00;"first; trade"',
  'ACME;Sell;50;05.03.2025 09:00;20,00;05.03.2025 11:00;21,00;-1,00;short that lost',
  'BETA;Buy;10;06.03.2025 10:00;1.000,50;;;0;still open',
  'acme;BUY;100;03.03.2025 10:00;10,0;04.03.2025 15:30;12,50;-2,00;the same as line 2',
  'GAMMA;Buy;abc;06.03.2025 10:00;5,00;;;0;',
  'DELTA;Hold;1;06.03.2025 10:00;5,00;;;0;',
  'OMEGA;Buy;1;05.03.2025 10:00;5,00;04.03.2025 10:00;6,00;0;',
  '',
].join('\r\n');
const MAPPING = JSON.stringify({
  instrument: 'Symbol',
  direction: 'Side',
  quantity: 'Qty',
  entryDate: 'Open time',
  entryPrice: 'Open price',
  exitDate: 'Close time',
  exitPrice: 'Close price',
  fees: 'Commission',
  notes: 'Comment',
});
const fieldsFor = (accountId: number, extra: Record<string, string> = {}) => ({
  accountId: String(accountId),
  mapping: MAPPING,
  dateFormat: 'DD.MM.YYYY',
  decimalSeparator: ',',
  ...extra,
});
const broker = (name: string) =>
  createAccount(ctx.t, ctx.alice, {
    name,
    type: 'STOCKS',
    currency: 'USD',
    balance: 1000,
    openingDate: '2025-01-01',
  });
const tradesOf = async (s: Signed, accountId: number) =>
  (await call(ctx.t, s, 'GET', `/api/trade?accountId=${accountId}&pageSize=100`)).json() as {
    total: number;
    items: { instrument: string; status: string; realizedPnl: number | null; notes: string }[];
  };

describe('trade CSV import', () => {
  it('detects a broker file: delimiter, date format beside a time, decimal comma', async () => {
    const res = await send(ctx.alice, '/api/trade/import/detect', {}, BROKER_CSV);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'csv',
      delimiter: ';',
      headers: [
        'Symbol',
        'Side',
        'Qty',
        'Open time',
        'Open price',
        'Close time',
        'Close price',
        'Commission',
        'Comment',
      ],
      dateFormat: 'DD.MM.YYYY',
      decimalSeparator: ',',
    });
  });

  it('the dry run books nothing; the import books the P&L; a second import skips all as duplicates', async () => {
    const acc = await broker('Broker');
    const dry = await send(
      ctx.alice,
      '/api/trade/import',
      fieldsFor(acc.id, { dryRun: 'true' }),
      BROKER_CSV,
    );
    expect(dry.statusCode).toBe(200);
    const errors = [
      { line: 6, message: 'Quantity is invalid' },
      { line: 7, message: 'Direction must be one of: LONG, SHORT' },
      { line: 8, message: 'Exit date must be on or after entry date' },
    ];
    expect(dry.json()).toMatchObject({
      imported: 3,
      duplicates: 1,
      skipped: 4,
      errors,
      dryRun: true,
    });
    expect(dry.json().preview[0]).toMatchObject({
      line: 2,
      instrument: 'ACME',
      direction: 'LONG',
      quantity: 100,
      entryPrice: 10,
      entryDate: '2025-03-03T10:00:00.000Z', // the user's time zone is UTC
      exitPrice: 12.5,
      fees: 2,
      duplicate: false,
    });
    expect(dry.json().preview[3]).toMatchObject({ line: 5, duplicate: true });
    expect(await balanceOf(ctx.t, ctx.alice, acc.id)).toBe(1000);
    expect((await tradesOf(ctx.alice, acc.id)).total).toBe(0);

    const run = await send(ctx.alice, '/api/trade/import', fieldsFor(acc.id), BROKER_CSV);
    expect(run.json()).toMatchObject({
      imported: 3,
      duplicates: 1,
      skipped: 4,
      errors,
      dryRun: false,
    });
    // ACME long 100 × (12.50 − 10.00) − 2 = +248.00; ACME short 50 × (20 − 21) − 1 = −51.00;
    // BETA is still open: 1000 + 248 − 51 = 1197.
    expect(await balanceOf(ctx.t, ctx.alice, acc.id)).toBe(1197);
    const list = await tradesOf(ctx.alice, acc.id);
    expect(list.items.map((x) => [x.instrument, x.status, x.realizedPnl]).sort()).toEqual([
      ['ACME', 'CLOSED', -51],
      ['ACME', 'CLOSED', 248],
      ['BETA', 'OPEN', null],
    ]);
    expect(list.items.find((x) => x.realizedPnl === 248)?.notes).toBe('first; trade');
    expect(await ledgerDrift(ctx.t.app.db, ctx.alice.user.id)).toEqual([]);

    const again = await send(ctx.alice, '/api/trade/import', fieldsFor(acc.id), BROKER_CSV);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 4, skipped: 7 });
    expect(await balanceOf(ctx.t, ctx.alice, acc.id)).toBe(1197);
  });

  it('a line in a currency with no rate to the account is a line error, the rest imports', async () => {
    const acc = await broker('Pesos');
    const csv =
      'Symbol;Side;Qty;Open time;Open price;Close time;Close price;Commission;Comment;Ccy\r\n' +
      'YPF;Buy;1;03.03.2025 10:00;10,00;04.03.2025 10:00;11,00;0;;ARS\r\n' +
      'ACME;Buy;1;03.03.2025 10:00;10,00;04.03.2025 10:00;11,00;0;;USD\r\n';
    const mapping = JSON.stringify({ ...JSON.parse(MAPPING), currency: 'Ccy' });
    const res = await send(ctx.alice, '/api/trade/import', fieldsFor(acc.id, { mapping }), csv);
    expect(res.json()).toMatchObject({
      imported: 1,
      errors: [{ line: 2, reason: 'missingRate' }],
    });
    expect(await balanceOf(ctx.t, ctx.alice, acc.id)).toBe(1001);
  });

  it('stores a line exactly as POST /api/trade stores the same trade (fills, day, P&L, booking)', async () => {
    // A EUR trade in a USD account: the P&L is converted at the exit day's shipped ECB rate.
    const typed = await broker('Typed');
    const imported = await broker('Imported');
    const body = {
      instrument: 'SAP',
      assetClass: 'STOCK',
      direction: 'SHORT',
      quantity: 30,
      entryPrice: 180.5,
      entryDate: '2025-03-03T10:00:00.000Z',
      exitPrice: 171.25,
      exitDate: '2025-03-05T16:45:00.000Z',
      fees: 3.5,
      currency: 'EUR',
      stopLoss: 185,
    };
    expect(
      (await call(ctx.t, ctx.alice, 'POST', '/api/trade', { ...body, accountId: typed.id }))
        .statusCode,
    ).toBe(201);
    const csv =
      'Symbol;Class;Side;Qty;Open time;Open price;Close time;Close price;Commission;Ccy;Stop\r\n' +
      'SAP;Stock;Short;30;03.03.2025 10:00;180,50;05.03.2025 16:45;171,25;3,50;EUR;185\r\n';
    const mapping = JSON.stringify({
      instrument: 'Symbol',
      assetClass: 'Class',
      direction: 'Side',
      quantity: 'Qty',
      entryDate: 'Open time',
      entryPrice: 'Open price',
      exitDate: 'Close time',
      exitPrice: 'Close price',
      fees: 'Commission',
      currency: 'Ccy',
      stopLoss: 'Stop',
    });
    const res = await send(
      ctx.alice,
      '/api/trade/import',
      fieldsFor(imported.id, { mapping }),
      csv,
    );
    expect(res.json()).toMatchObject({ imported: 1, errors: [] });
    const stored = async (accountId: number) =>
      (
        await ctx.t.db.pool.query(
          `SELECT t.instrument, t.asset_class, t.direction, t.status, t.currency, t.multiplier,
             t.stop_loss, t.opened_at, t.entry_day::text, t.closed_at, t.close_day::text, t.net_pnl,
             t.entry_quantity, t.entry_value,
             f.side, f.quantity, f.price, f.fees, f.filled_at, f.day::text, f.pnl, f.booked
           FROM trades t JOIN trade_fills f ON f.trade_id = t.id
           WHERE t.account_id = $1 ORDER BY f.filled_at`,
          [accountId],
        )
      ).rows;
    const [entry, exit] = await stored(imported.id);
    expect(await stored(imported.id)).toEqual(await stored(typed.id));
    expect(entry).toMatchObject({ status: 'CLOSED', pnl: null, booked: null });
    // The trade's summary of its fills (ADR 0010) is written by the import as by POST.
    expect(entry).toMatchObject({ net_pnl: '274.00000000', entry_quantity: '30.00000000' });
    expect(exit.pnl).toBe('274.00000000'); // 30 × (180.50 − 171.25) − 3.50
    expect(await balanceOf(ctx.t, ctx.alice, imported.id)).toBe(
      await balanceOf(ctx.t, ctx.alice, typed.id),
    );
    // …and what it holds open each day (ADR 0011): 30 short from 03-03, nothing from 03-05.
    const steps = async (accountId: number) =>
      (
        await ctx.t.db.pool.query(
          `SELECT s.day::text, s.quantity, s.cost, s.fees, s.mark
           FROM trade_position_steps s JOIN trades t ON t.id = s.trade_id
           WHERE t.account_id = $1 ORDER BY s.day`,
          [accountId],
        )
      ).rows;
    expect(await steps(imported.id)).toEqual(await steps(typed.id));
    expect(
      (await steps(imported.id)).map((r) => [r.day, Number(r.quantity), Number(r.fees)]),
    ).toEqual([
      ['2025-03-03', 30, 3.5],
      ['2025-03-05', 0, 0],
    ]);
    expect(await ledgerDrift(ctx.t.app.db, ctx.alice.user.id)).toEqual([]);
  });

  it("another user's account is 404 like a missing one; bad fields are 400; a file above the limit 413", async () => {
    const acc = await broker('Mine');
    const theirs = await send(ctx.bob, '/api/trade/import', fieldsFor(acc.id), BROKER_CSV);
    const missing = await send(ctx.bob, '/api/trade/import', fieldsFor(2_000_000), BROKER_CSV);
    expect(theirs.statusCode).toBe(404);
    expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(missing.body));
    const noColumn = await send(
      ctx.alice,
      '/api/trade/import',
      fieldsFor(acc.id, { mapping: JSON.stringify({ ...JSON.parse(MAPPING), fees: 'Nope' }) }),
      BROKER_CSV,
    );
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().errors).toHaveProperty(['mapping.fees']);
    const noInstrument = await send(
      ctx.alice,
      '/api/trade/import',
      fieldsFor(acc.id, { mapping: JSON.stringify({ quantity: 'Qty' }) }),
      BROKER_CSV,
    );
    expect(noInstrument.statusCode).toBe(400);
    const huge = await send(
      ctx.alice,
      '/api/trade/import',
      fieldsFor(acc.id),
      'a'.repeat(IMPORT_MAX_BYTES + 1),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toHaveProperty('code');
    expect((await tradesOf(ctx.alice, acc.id)).total).toBe(0);
  });
});

describe('trade CSV export', () => {
  it('streams the filtered trades, defuses formulas, and imports back into the same P&L', async () => {
    const acc = await broker('Exported');
    await send(ctx.alice, '/api/trade/import', fieldsFor(acc.id), BROKER_CSV);
    const long = (await tradesOf(ctx.alice, acc.id)).items.find((x) => x.realizedPnl === 248)!;
    await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${(long as unknown as { id: number }).id}`, {
      notes: '=HYPERLINK("http://x")',
      tags: ['breakout', 'a+'],
      stopLoss: 9,
    });
    const res = await call(ctx.t, ctx.alice, 'GET', `/api/trade/export?accountId=${acc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,account,instrument,asset_class,direction,status,quantity,entry_price,entry_date,exit_price,exit_date,fees,realized_pnl,currency,stop_loss,take_profit,r_multiple,pattern,tags,notes',
    );
    expect(lines).toHaveLength(4);
    const acme = lines.find((l) => l.includes(',248,'))!;
    // R: 248 ÷ (|10 − 9| × 100) = 2.48; the notes' formula start is defused with an apostrophe.
    expect(acme).toContain(
      ',Exported,ACME,OTHER,LONG,CLOSED,100,10,2025-03-03T10:00:00.000Z,12.5,2025-03-04T15:30:00.000Z,2,248,USD,9,,2.48,,"breakout, a+","\'=HYPERLINK(""http://x"")"',
    );
    const closed = await call(
      ctx.t,
      ctx.alice,
      'GET',
      `/api/trade/export?accountId=${acc.id}&status=OPEN`,
    );
    expect(closed.body.trim().split('\r\n')).toHaveLength(2);

    const copy = await broker('Round trip');
    const fields = {
      accountId: String(copy.id),
      mapping: JSON.stringify(TRADE_EXPORT_MAPPING),
      dateFormat: 'YYYY-MM-DD',
      decimalSeparator: '.',
    };
    const back = await send(ctx.alice, '/api/trade/import', fields, res.body);
    expect(back.json()).toMatchObject({ imported: 3, duplicates: 0, errors: [] });
    expect(await balanceOf(ctx.t, ctx.alice, copy.id)).toBe(1197);
    const again = await send(ctx.alice, '/api/trade/import', fields, res.body);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 3 });
  });

  it('refuses bad filters before the first byte, in the envelope', async () => {
    const res = await call(ctx.t, ctx.alice, 'GET', '/api/trade/export?status=NOPE');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.stringMatching(/^VAL_/) });
  });
});
