import { describe, expect, it } from 'vitest';
import { balanceOf, call, createAccount } from '../../test/ledger.js';
import { ofxTwoAccounts } from '../../test/statements/fixtures.js';
import { cashOf, sendTradeFile, shapeOf, stepsOf, tradesIn } from '../../test/trade-files.js';
import { withUsers } from '../../test/users.js';

/** API tests of an OFX investment statement through POST /api/trade/import (real PostgreSQL). */
const ctx = withUsers('otto');

const buy = (id: string, date: string, units: string, price: string, fees: string) => `<BUYSTOCK>
<INVBUY><INVTRAN><FITID>${id}<DTTRADE>${date}</INVTRAN>
<SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID>
<UNITS>${units}<UNITPRICE>${price}<COMMISSION>${fees}<TOTAL>0
<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INVBUY><BUYTYPE>BUY</BUYSTOCK>`;
const sell = (id: string, date: string, units: string, price: string, fees: string) => `<SELLSTOCK>
<INVSELL><INVTRAN><FITID>${id}<DTTRADE>${date}</INVTRAN>
<SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID>
<UNITS>-${units}<UNITPRICE>${price}<COMMISSION>${fees}<TOTAL>0
<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INVSELL><SELLTYPE>SELL</SELLSTOCK>`;
const cash = (id: string, date: string, amount: string, name: string) => `<INVBANKTRAN>
<STMTTRN><TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${date}
<TRNAMT>${amount}<FITID>${id}<NAME>${name}</STMTTRN><SUBACCTFUND>CASH</INVBANKTRAN>`;

// A broker's statement: a buy with commission, a partial sale, a dividend, a deposit and a
// withdrawal, a sale beyond the position; SECLIST names the CUSIP's ticker.
const OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>
<DTSERVER>20240315<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<INVSTMTMSGSRSV1><INVSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<INVSTMTRS><DTASOF>20240315<CURDEF>USD
<INVACCTFROM><BROKERID>broker.example.com<ACCTID>INV-1001</INVACCTFROM>
<INVTRANLIST><DTSTART>20240101<DTEND>20240315
${buy('T-1', '20240105143000.000[-5:EST]', '10', '150', '5')}
${sell('T-2', '20240220', '4', '160', '5')}
<INCOME><INVTRAN><FITID>D-1<DTTRADE>20240215<MEMO>Quarterly dividend</INVTRAN>
<SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID><INCOMETYPE>DIV<TOTAL>12.50
<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INCOME>
${cash('C-1', '20240102', '1000.00', 'Wire in')}
${cash('C-2', '20240301', '-200.00', 'Wire out')}
${sell('T-3', '20240305', '50', '170', '0')}
</INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1>
<SECLISTMSGSRSV1><SECLIST>
<STOCKINFO><SECINFO><SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID>
<SECNAME>Apple Inc<TICKER>AAPL</SECINFO></STOCKINFO>
</SECLIST></SECLISTMSGSRSV1>
</OFX>
`;
const lineOf = (text: string) => OFX.split('\n').findIndex((l) => l.includes(text)) + 1;

describe('OFX investment statement through the trades import', () => {
  it('detects the format and its account', async () => {
    const res = await sendTradeFile(ctx.t, ctx.otto, '/detect', {}, OFX);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      format: 'ofx',
      accounts: [{ ref: 'INV-1001', name: null, currency: 'USD', accountId: null, activities: 6 }],
      activities: 6,
      skipped: [],
    });
  });

  it('books the trade, its fills and the cash lines as typed ones, and nothing twice', async () => {
    const acc = await createAccount(ctx.t, ctx.otto, {
      name: 'Brokerage',
      type: 'STOCKS',
      currency: 'USD',
      balance: 0,
      openingDate: '2024-01-01',
    });
    const fields = { accounts: JSON.stringify({ 'INV-1001': acc.id }) };
    const res = await sendTradeFile(ctx.t, ctx.otto, '', fields, OFX);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 5,
      duplicates: 0,
      skipped: 1,
      format: 'ofx',
      // The line its <SELLSTOCK> starts on.
      errors: [{ line: lineOf('<FITID>T-3') - 1, reason: 'sellBeyondPosition' }],
    });
    const [trade, ...others] = await tradesIn(ctx.t, ctx.otto, acc.id);
    expect(others).toEqual([]);
    expect(trade).toMatchObject({
      instrument: 'AAPL',
      assetClass: 'STOCK',
      status: 'OPEN',
      openQuantity: 6,
    });
    // The trade's time as written, in the user's time zone (UTC here): its day stays the file's.
    expect(trade!.fills.map((f) => [f.side, f.quantity, f.price, f.fees, f.date])).toEqual([
      ['ENTRY', 10, 150, 5, '2024-01-05T14:30:00.000Z'],
      ['EXIT', 4, 160, 5, '2024-02-20T00:00:00.000Z'],
    ]);
    expect(await cashOf(ctx.t, acc.id)).toEqual([
      {
        type: 'DEPOSIT',
        amount: '1000.00',
        date: '2024-01-02',
        category: null,
        bank_id: 'C-1',
        description: 'Wire in',
      },
      {
        type: 'INCOME',
        amount: '12.50',
        date: '2024-02-15',
        category: 'Investments',
        bank_id: 'D-1',
        description: 'AAPL · Quarterly dividend',
      },
      {
        type: 'WITHDRAWAL',
        amount: '200.00',
        date: '2024-03-01',
        category: null,
        bank_id: 'C-2',
        description: 'Wire out',
      },
    ]);

    const typed = await createAccount(ctx.t, ctx.otto, {
      name: 'Typed',
      type: 'STOCKS',
      currency: 'USD',
      balance: 0,
      openingDate: '2024-01-01',
    });
    const made = await call(ctx.t, ctx.otto, 'POST', '/api/trade', {
      accountId: typed.id,
      instrument: 'AAPL',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 10,
      entryPrice: 150,
      entryDate: '2024-01-05T14:30:00.000Z',
      fees: 5,
    });
    await call(ctx.t, ctx.otto, 'POST', `/api/trade/${(made.json() as { id: number }).id}/fills`, {
      side: 'EXIT',
      quantity: 4,
      price: 160,
      fees: 5,
      date: '2024-02-20T00:00:00.000Z',
    });
    const [typedTrade] = await tradesIn(ctx.t, ctx.otto, typed.id);
    expect(shapeOf(trade!)).toEqual(shapeOf(typedTrade!));
    expect(await stepsOf(ctx.t, acc.id)).toEqual(await stepsOf(ctx.t, typed.id));
    const balance = await balanceOf(ctx.t, ctx.otto, acc.id);
    expect(balance).toBeCloseTo((await balanceOf(ctx.t, ctx.otto, typed.id)) + 1000 + 12.5 - 200);

    // Remembered: the next statement needs no mapping, and books nothing it already holds.
    const again = await sendTradeFile(ctx.t, ctx.otto, '', {}, OFX);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 5, skipped: 6 });
    expect(await tradesIn(ctx.t, ctx.otto, acc.id)).toHaveLength(1);
    expect(await balanceOf(ctx.t, ctx.otto, acc.id)).toBe(balance);
  });

  it('refuses a bank statement, which is no investment statement', async () => {
    const res = await sendTradeFile(ctx.t, ctx.otto, '/detect', {}, ofxTwoAccounts());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL_001', reason: 'statementUnreadable' });
    expect(res.json().errors.file[0]).toMatch(/no investment statement/);
  });
});
