import { describe, expect, it } from 'vitest';
import type { Signed } from '../../test/auth.js';
import { balanceOf, call, createAccount } from '../../test/ledger.js';
import { cashOf, sendTradeFile, shapeOf, stepsOf, tradesIn } from '../../test/trade-files.js';
import { withUsers } from '../../test/users.js';

/** API tests of a Ghostfolio export through POST /api/trade/import, against real PostgreSQL. */
const ctx = withUsers('gina', 'other');
const REF = 'b2d3fe1d-d6a8-41a3-be39-07ef5e9480f0';

// Ghostfolio writes local midnight in UTC: 22:00Z is the next day in Berlin (summer time).
const act = (fields: Record<string, unknown>) => ({
  accountId: REF,
  comment: null,
  fee: 0,
  currency: 'USD',
  dataSource: 'YAHOO',
  symbol: 'MSFT',
  ...fields,
});
const ACTIVITIES = [
  act({ type: 'BUY', quantity: 10, unitPrice: 100, fee: 1, date: '2021-09-15T22:00:00.000Z' }),
  act({ type: 'BUY', quantity: 10, unitPrice: 110, fee: 1, date: '2021-09-19T22:00:00.000Z' }),
  act({ type: 'SELL', quantity: 5, unitPrice: 120, fee: 1, date: '2021-10-04T22:00:00.000Z' }),
  act({ type: 'SELL', quantity: 15, unitPrice: 130, fee: 1, date: '2021-10-10T22:00:00.000Z' }),
  act({ type: 'BUY', quantity: 3, unitPrice: 140, date: '2021-11-01T23:00:00.000Z' }),
  act({
    type: 'BUY',
    symbol: 'bitcoin',
    dataSource: 'COINGECKO',
    quantity: 0.5,
    unitPrice: 40000,
    fee: 2,
    date: '2021-09-30T22:00:00.000Z',
  }),
  // Line 7: a sale of what the account never held.
  act({ type: 'SELL', symbol: 'AAPL', quantity: 1, unitPrice: 150, date: '2021-10-01T22:00:00Z' }),
  act({
    id: 'div-1',
    type: 'DIVIDEND',
    quantity: 10,
    unitPrice: 0.5,
    date: '2021-09-24T22:00:00.000Z',
  }),
  act({
    type: 'FEE',
    dataSource: 'MANUAL',
    symbol: 'fee-profile',
    quantity: 0,
    unitPrice: 0,
    fee: 3,
    date: '2021-12-31T23:00:00.000Z',
  }),
  act({
    type: 'INTEREST',
    dataSource: 'MANUAL',
    symbol: 'interest-profile',
    quantity: 1,
    unitPrice: 2.5,
    date: '2021-12-30T23:00:00.000Z',
  }),
  act({ type: 'ITEM', symbol: 'Car', quantity: 1, unitPrice: 5000, date: '2021-09-01' }),
  // Line 12: more than the 0.5 held; line 13: a dividend in another currency than the account.
  act({
    type: 'SELL',
    symbol: 'bitcoin',
    dataSource: 'COINGECKO',
    quantity: 1,
    unitPrice: 50000,
    date: '2021-12-01T23:00:00.000Z',
  }),
  act({
    type: 'DIVIDEND',
    symbol: 'SAP',
    currency: 'EUR',
    quantity: 1,
    unitPrice: 4,
    date: '2021-10-01',
  }),
];
const EXPORT = JSON.stringify({
  meta: { date: '2022-01-10T10:00:00.000Z', version: '2.50.0' },
  accounts: [{ id: REF, name: 'Broker', currency: 'USD', balance: 0 }],
  assetProfiles: [{ dataSource: 'MANUAL', symbol: 'fee-profile', name: 'Custody fee' }],
  activities: ACTIVITIES,
});

const stocks = (who: Signed, name: string) =>
  createAccount(ctx.t, who, {
    name,
    type: 'STOCKS',
    currency: 'USD',
    balance: 10000,
    openingDate: '2021-01-01',
  });

/** The same trades typed through POST /api/trade and POST /api/trade/{id}/fills. */
async function typeTrades(who: Signed, accountId: number) {
  const trade = async (
    instrument: string,
    assetClass: string,
    q: number,
    p: number,
    f: number,
    at: string,
  ) =>
    (
      await call(ctx.t, who, 'POST', '/api/trade', {
        accountId,
        instrument,
        assetClass,
        direction: 'LONG',
        quantity: q,
        entryPrice: p,
        entryDate: at,
        fees: f,
      })
    ).json() as { id: number };
  const fill = (
    id: number,
    side: string,
    quantity: number,
    price: number,
    fees: number,
    date: string,
  ) => call(ctx.t, who, 'POST', `/api/trade/${id}/fills`, { side, quantity, price, fees, date });
  const msft = await trade('MSFT', 'STOCK', 10, 100, 1, '2021-09-15T22:00:00.000Z');
  await fill(msft.id, 'ENTRY', 10, 110, 1, '2021-09-19T22:00:00.000Z');
  await fill(msft.id, 'EXIT', 5, 120, 1, '2021-10-04T22:00:00.000Z');
  await fill(msft.id, 'EXIT', 15, 130, 1, '2021-10-10T22:00:00.000Z');
  await trade('bitcoin', 'CRYPTO', 0.5, 40000, 2, '2021-09-30T22:00:00.000Z');
  await trade('MSFT', 'STOCK', 3, 140, 0, '2021-11-01T23:00:00.000Z');
}

describe('Ghostfolio export through the trades import', () => {
  it('detects the format, its account, the activities read and those skipped', async () => {
    const res = await sendTradeFile(ctx.t, ctx.gina, '/detect', {}, EXPORT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'ghostfolio',
      accounts: [{ ref: REF, name: 'Broker', currency: 'USD', accountId: null, activities: 12 }],
      activities: 12,
      skipped: [{ line: 11, type: 'ITEM' }],
    });
  });

  it('books trades and fills as typing them would, cash as transactions, and never twice', async () => {
    await call(ctx.t, ctx.gina, 'PUT', '/api/generalSettings', { timezone: 'Europe/Berlin' });
    const acc = await stocks(ctx.gina, 'Imported');
    const dry = await sendTradeFile(
      ctx.t,
      ctx.gina,
      '',
      { accountId: String(acc.id), dryRun: 'true' },
      EXPORT,
    );
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      imported: 9,
      duplicates: 0,
      dryRun: true,
      format: 'ghostfolio',
    });
    expect(dry.json().preview[0]).toMatchObject({
      line: 1,
      type: 'BUY',
      date: '2021-09-16',
      symbol: 'MSFT',
    });
    const preview = dry.json().preview as Record<string, unknown>[];
    expect(preview.find((r) => r.line === 8)).toMatchObject({
      type: 'DIVIDEND',
      symbol: 'MSFT',
      amount: 5,
      currency: 'USD',
      date: '2021-09-25',
    });
    expect(preview.find((r) => r.line === 9)).toMatchObject({ type: 'FEE', amount: -3 });
    expect(await tradesIn(ctx.t, ctx.gina, acc.id)).toEqual([]);

    const res = await sendTradeFile(ctx.t, ctx.gina, '', { accountId: String(acc.id) }, EXPORT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 9,
      duplicates: 0,
      skipped: 4, // two sales beyond the position, a dividend in EUR, the ITEM
      dryRun: false,
      format: 'ghostfolio',
      errors: [
        { line: 7, reason: 'sellBeyondPosition' },
        { line: 12, reason: 'sellBeyondPosition' },
        { line: 13, reason: 'activityCurrency' },
      ],
    });
    expect(res.json().errors[0].message).toMatch(/larger than the position/);

    const trades = await tradesIn(ctx.t, ctx.gina, acc.id);
    expect(trades.map((t) => [t.instrument, t.assetClass, t.status, t.openQuantity])).toEqual([
      ['MSFT', 'STOCK', 'CLOSED', 0],
      ['bitcoin', 'CRYPTO', 'OPEN', 0.5],
      ['MSFT', 'STOCK', 'OPEN', 3],
    ]);
    expect(trades[0]!.fills.map((f) => [f.side, f.quantity, f.price, f.fees])).toEqual([
      ['ENTRY', 10, 100, 1],
      ['ENTRY', 10, 110, 1],
      ['EXIT', 5, 120, 1],
      ['EXIT', 15, 130, 1],
    ]);
    // The trade's day is the Berlin one, not the UTC day Ghostfolio wrote.
    const day = await call(
      ctx.t,
      ctx.gina,
      'GET',
      `/api/trade?accountId=${acc.id}&from=2021-09-16&to=2021-09-16`,
    );
    expect((day.json() as { total: number }).total).toBe(1);
    // Default category keys, named in the user's language as their list is seeded.
    expect(await cashOf(ctx.t, acc.id)).toEqual([
      {
        type: 'INCOME',
        amount: '5.00',
        date: '2021-09-25',
        category: 'Investments',
        bank_id: 'div-1',
        description: 'MSFT',
      },
      {
        type: 'INCOME',
        amount: '2.50',
        date: '2021-12-31',
        category: 'Investments',
        bank_id: null,
        description: 'interest',
      },
      {
        type: 'EXPENSE',
        amount: '3.00',
        date: '2022-01-01',
        category: 'Fees',
        bank_id: null,
        description: 'Custody fee',
      },
    ]);

    // Typed by hand into another account: the same trades, P&L, positions and balance (less cash).
    const typed = await stocks(ctx.gina, 'Typed');
    await typeTrades(ctx.gina, typed.id);
    const typedTrades = await tradesIn(ctx.t, ctx.gina, typed.id);
    expect(trades.map(shapeOf)).toEqual(typedTrades.map(shapeOf));
    expect(await stepsOf(ctx.t, acc.id)).toEqual(await stepsOf(ctx.t, typed.id));
    const balance = await balanceOf(ctx.t, ctx.gina, acc.id);
    expect(balance).toBeCloseTo((await balanceOf(ctx.t, ctx.gina, typed.id)) + 5 + 2.5 - 3, 6);

    const again = await sendTradeFile(ctx.t, ctx.gina, '', { accountId: String(acc.id) }, EXPORT);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 9, skipped: 13 });
    expect(await tradesIn(ctx.t, ctx.gina, acc.id)).toHaveLength(3);
    expect(await balanceOf(ctx.t, ctx.gina, acc.id)).toBe(balance);

    // The account now remembers the export's account.
    const detect = await sendTradeFile(ctx.t, ctx.gina, '/detect', {}, EXPORT);
    expect(detect.json().accounts[0].accountId).toBe(acc.id);
  });

  it('continues the position a later export adds to, without booking the old lines again', async () => {
    const acc = await stocks(ctx.other, 'Later');
    const first = JSON.stringify({ accounts: [], activities: ACTIVITIES.slice(0, 1) });
    expect(
      (await sendTradeFile(ctx.t, ctx.other, '', { accountId: String(acc.id) }, first)).json(),
    ).toMatchObject({ imported: 1 });
    const sale = act({
      type: 'SELL',
      quantity: 10,
      unitPrice: 105,
      date: '2021-09-20T22:00:00.000Z',
    });
    const later = JSON.stringify({ accounts: [], activities: [ACTIVITIES[0], sale] });
    const res = await sendTradeFile(ctx.t, ctx.other, '', { accountId: String(acc.id) }, later);
    expect(res.json()).toMatchObject({ imported: 1, duplicates: 1, errors: [] });
    const trades = await tradesIn(ctx.t, ctx.other, acc.id);
    expect(trades.map((t) => [t.status, t.fills.length])).toEqual([['CLOSED', 2]]);
  });

  it('leaves out a trade in another currency with no rate on its exit day, naming each line', async () => {
    const acc = await stocks(ctx.other, 'Foreign');
    // No reference rate ever converted VND (the ECB does not quote it).
    const vnd = (type: string, date: string) =>
      act({ type, symbol: 'VNM', currency: 'VND', quantity: 2, unitPrice: 150, date });
    const file = JSON.stringify({
      activities: [vnd('BUY', '2023-03-01T00:00:00Z'), vnd('SELL', '2023-03-02T00:00:00Z')],
    });
    const res = await sendTradeFile(ctx.t, ctx.other, '', { accountId: String(acc.id) }, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 0,
      errors: [
        { line: 1, reason: 'missingRate' },
        { line: 2, reason: 'missingRate' },
      ],
    });
    expect(await tradesIn(ctx.t, ctx.other, acc.id)).toEqual([]);
  });

  it('refuses a file it cannot read, an unmapped account and a cash account, booking nothing', async () => {
    const acc = await stocks(ctx.other, 'Refusals');
    const broken = await sendTradeFile(
      ctx.t,
      ctx.other,
      '',
      { accountId: String(acc.id) },
      '{"activities": [',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VAL_001', reason: 'statementUnreadable' });
    const unmapped = await sendTradeFile(
      ctx.t,
      ctx.other,
      '',
      {},
      EXPORT.replaceAll(REF, 'never-seen'),
    );
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json()).toMatchObject({ reason: 'statementAccountMissing' });
    const cash = await createAccount(ctx.t, ctx.other, {
      name: 'Cash',
      type: 'CASH',
      currency: 'USD',
      balance: 0,
    });
    const wrong = await sendTradeFile(ctx.t, ctx.other, '', { accountId: String(cash.id) }, EXPORT);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: 'investmentAccountOnly' });
    expect(await tradesIn(ctx.t, ctx.other, acc.id)).toEqual([]);
    expect(await cashOf(ctx.t, cash.id)).toEqual([]);
  });
});
