import { describe, expect, it } from 'vitest';
import { drain } from './markup.js';
import { parseOfx } from './ofx.js';
import { parseOfxInvestment, readOfxInvestment } from './ofx-invest.js';
import type { InvestmentActivity, StatementError } from './statement.js';

/** An activity with the fields a buy or sell leaves empty, and those of this statement. */
const activity = (
  fields: Pick<InvestmentActivity, 'line' | 'sourceId' | 'type' | 'symbol' | 'date'> &
    Partial<InvestmentActivity>,
): InvestmentActivity => ({
  accountRef: 'INV-1001',
  quantity: null,
  unitPrice: null,
  fee: '0',
  amount: null,
  currency: 'USD',
  time: null,
  memo: null,
  ...fields,
});

/**
 * An OFX 1.0.2 investment statement after the specification's §13 example: a stock buy with
 * COMMISSION and FEES, a sell with UNITS negative and TAXES, a fund buy, a dividend, bond interest,
 * a capital-gain distribution, a buy in EUR (CURRENCY), a fund sell converted to USD by the
 * broker (ORIGCURRENCY), an ADR fee, a cash deposit, the positions, and SECLIST last.
 */
const INVEST = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<DTSERVER>20240315120000.000[-5:EST]
<LANGUAGE>ENG
</SONRS>
</SIGNONMSGSRSV1>
<INVSTMTMSGSRSV1>
<INVSTMTTRNRS>
<TRNUID>1001
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<INVSTMTRS>
<DTASOF>20240315
<CURDEF>USD
<INVACCTFROM>
<BROKERID>broker.example.com
<ACCTID>INV-1001
</INVACCTFROM>
<INVTRANLIST>
<DTSTART>20240101
<DTEND>20240315
<BUYSTOCK>
<INVBUY>
<INVTRAN>
<FITID>T-1
<DTTRADE>20240105143000.000[-5:EST]
<DTSETTLE>20240109
<MEMO>Buy Apple
</INVTRAN>
<SECID>
<UNIQUEID>037833100
<UNIQUEIDTYPE>CUSIP
</SECID>
<UNITS>100
<UNITPRICE>185,25
<COMMISSION>4.95
<FEES>0.05
<TOTAL>-18530.00
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INVBUY>
<BUYTYPE>BUY
</BUYSTOCK>
<SELLSTOCK>
<INVSELL>
<INVTRAN>
<FITID>T-2
<DTTRADE>20240220
<MEMO>
</INVTRAN>
<SECID>
<UNIQUEID>037833100
<UNIQUEIDTYPE>CUSIP
</SECID>
<UNITS>-40
<UNITPRICE>181.5
<COMMISSION>4.95
<TAXES>0.13
<TOTAL>7254.92
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INVSELL>
<SELLTYPE>SELL
</SELLSTOCK>
<BUYMF>
<INVBUY>
<INVTRAN>
<FITID>T-3
<DTTRADE>20240110
</INVTRAN>
<SECID>
<UNIQUEID>922908363
<UNIQUEIDTYPE>CUSIP
</SECID>
<UNITS>12.3456
<UNITPRICE>405.0375
<TOTAL>-5000.44
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INVBUY>
<BUYTYPE>BUY
</BUYMF>
<INCOME>
<INVTRAN>
<FITID>D-1
<DTTRADE>20240215
<MEMO>Quarterly dividend
</INVTRAN>
<SECID>
<UNIQUEID>037833100
<UNIQUEIDTYPE>CUSIP
</SECID>
<INCOMETYPE>DIV
<TOTAL>24.00
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INCOME>
<INCOME>
<INVTRAN>
<FITID>I-1
<DTTRADE>20240301
</INVTRAN>
<SECID>
<UNIQUEID>912828ZT0
<UNIQUEIDTYPE>CUSIP
</SECID>
<INCOMETYPE>INTEREST
<TOTAL>12,34
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INCOME>
<INCOME>
<INVTRAN>
<FITID>CG-1
<DTTRADE>20240312
<MEMO>Year-end distribution
</INVTRAN>
<SECID>
<UNIQUEID>922908363
<UNIQUEIDTYPE>CUSIP
</SECID>
<INCOMETYPE>CGLONG
<TOTAL>31.10
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INCOME>
<BUYOTHER>
<INVBUY>
<INVTRAN>
<FITID>T-4
<DTTRADE>20240305090000
</INVTRAN>
<SECID>
<UNIQUEID>DE0007164600
<UNIQUEIDTYPE>ISIN
</SECID>
<UNITS>10
<UNITPRICE>170.10
<COMMISSION>9.90
<TOTAL>-1710.90
<CURRENCY>
<CURRATE>1.0850
<CURSYM>EUR
</CURRENCY>
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INVBUY>
</BUYOTHER>
<SELLMF>
<INVSELL>
<INVTRAN>
<FITID>T-5
<DTTRADE>20240308
</INVTRAN>
<SECID>
<UNIQUEID>922908363
<UNIQUEIDTYPE>CUSIP
</SECID>
<UNITS>-2.5
<UNITPRICE>410
<TOTAL>1025.00
<ORIGCURRENCY>
<CURRATE>0.92
<CURSYM>EUR
</ORIGCURRENCY>
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INVSELL>
<SELLTYPE>SELL
</SELLMF>
<INVEXPENSE>
<INVTRAN>
<FITID>E-1
<DTTRADE>20240314
<MEMO>ADR fee
</INVTRAN>
<SECID>
<UNIQUEID>US0000000001
<UNIQUEIDTYPE>ISIN
</SECID>
<TOTAL>-1.50
<SUBACCTSEC>CASH
<SUBACCTFUND>CASH
</INVEXPENSE>
<INVBANKTRAN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20240102
<TRNAMT>20000,00
<FITID>C-1
<NAME>Deposit
<MEMO>Wire in
</STMTTRN>
<SUBACCTFUND>CASH
</INVBANKTRAN>
</INVTRANLIST>
<INVPOSLIST>
<POSSTOCK>
<INVPOS>
<SECID>
<UNIQUEID>037833100
<UNIQUEIDTYPE>CUSIP
</SECID>
<HELDINACCT>CASH
<POSTYPE>LONG
<UNITS>60
<UNITPRICE>172.5
<MKTVAL>10350
<DTPRICEASOF>20240315
</INVPOS>
</POSSTOCK>
</INVPOSLIST>
<INVBAL>
<AVAILCASH>1000
<MARGINBALANCE>0
<SHORTBALANCE>0
</INVBAL>
</INVSTMTRS>
</INVSTMTTRNRS>
</INVSTMTMSGSRSV1>
<SECLISTMSGSRSV1>
<SECLIST>
<STOCKINFO>
<SECINFO>
<SECID>
<UNIQUEID>037833100
<UNIQUEIDTYPE>CUSIP
</SECID>
<SECNAME>Apple Inc.
<TICKER>AAPL
<FIID>1024
</SECINFO>
<YIELD>0.5
</STOCKINFO>
<MFINFO>
<SECINFO>
<SECID>
<UNIQUEID>922908363
<UNIQUEIDTYPE>CUSIP
</SECID>
<SECNAME>Vanguard 500 Index Fund
<TICKER>VFIAX
</SECINFO>
<MFTYPE>OPENEND
</MFINFO>
<DEBTINFO>
<SECINFO>
<SECID>
<UNIQUEID>912828ZT0
<UNIQUEIDTYPE>CUSIP
</SECID>
<SECNAME>US Treasury 0.25% 2025
</SECINFO>
<PARVALUE>1000
<DEBTTYPE>COUPON
</DEBTINFO>
<OTHERINFO>
<SECINFO>
<SECID>
<UNIQUEID>DE0007164600
<UNIQUEIDTYPE>ISIN
</SECID>
<SECNAME>SAP SE
<TICKER>SAP.DE
</SECINFO>
</OTHERINFO>
</SECLIST>
</SECLISTMSGSRSV1>
</OFX>
`;

describe('parseOfxInvestment', () => {
  it('reads trades, income, fees and cash, naming each security by its SECLIST ticker', () => {
    expect(parseOfxInvestment(INVEST)).toEqual({
      accounts: [{ ref: 'INV-1001', currency: 'USD' }],
      activities: [
        activity({
          line: 39,
          sourceId: 'T-1',
          type: 'BUY',
          assetClass: 'STOCK',
          symbol: 'AAPL',
          quantity: '100',
          unitPrice: '185.25',
          fee: '5', // COMMISSION 4.95 + FEES 0.05
          date: '2024-01-05',
          time: '14:30:00',
          memo: 'Buy Apple',
        }),
        activity({
          line: 61,
          sourceId: 'T-2',
          type: 'SELL',
          assetClass: 'STOCK',
          symbol: 'AAPL',
          quantity: '40', // UNITS -40
          unitPrice: '181.5',
          fee: '5.08', // COMMISSION 4.95 + TAXES 0.13
          date: '2024-02-20',
        }),
        activity({
          line: 82,
          sourceId: 'T-3',
          type: 'BUY',
          assetClass: 'OTHER',
          symbol: 'VFIAX',
          quantity: '12.3456',
          unitPrice: '405.0375',
          date: '2024-01-10',
        }),
        activity({
          line: 100,
          sourceId: 'D-1',
          type: 'DIVIDEND',
          symbol: 'AAPL',
          amount: '24.00',
          date: '2024-02-15',
          memo: 'Quarterly dividend',
        }),
        activity({
          line: 115,
          sourceId: 'I-1',
          type: 'INTEREST',
          symbol: '912828ZT0', // in SECLIST without a TICKER
          amount: '12.34',
          date: '2024-03-01',
        }),
        activity({
          line: 129,
          sourceId: 'CG-1',
          type: 'DIVIDEND',
          symbol: 'VFIAX',
          amount: '31.10',
          date: '2024-03-12',
          memo: 'CGLONG: Year-end distribution',
        }),
        activity({
          line: 144,
          sourceId: 'T-4',
          type: 'BUY',
          assetClass: 'OTHER',
          symbol: 'SAP.DE',
          quantity: '10',
          unitPrice: '170.10',
          fee: '9.9',
          currency: 'EUR',
          date: '2024-03-05',
          time: '09:00:00',
        }),
        activity({
          line: 166,
          sourceId: 'T-5',
          type: 'SELL',
          assetClass: 'OTHER',
          symbol: 'VFIAX',
          quantity: '2.5',
          unitPrice: '410',
          currency: 'USD', // ORIGCURRENCY EUR: the amounts are already in CURDEF
          date: '2024-03-08',
        }),
        activity({
          line: 188,
          sourceId: 'E-1',
          type: 'FEE',
          symbol: 'US0000000001', // not in SECLIST at all
          amount: '1.50',
          date: '2024-03-14',
          memo: 'ADR fee',
        }),
      ],
      cash: [
        {
          line: 203,
          bankId: 'C-1',
          date: '2024-01-02',
          amount: '20000.00',
          payee: 'Deposit',
          memo: 'Wire in',
          category: null,
          transferAccount: null,
          checkNumber: null,
          bankType: 'CREDIT',
          splits: [],
          accountRef: 'INV-1001',
        },
      ],
    });
  });

  it('gives a bank statement reader nothing of it, and this reader nothing of a bank statement', () => {
    expect(parseOfx(INVEST)).toEqual({ format: 'ofx', accounts: [] });
    const bank = `<OFX><STMTRS><CURDEF>EUR<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST>
<STMTTRN><DTPOSTED>20240102<TRNAMT>1</STMTTRN></BANKTRANLIST></STMTRS></OFX>`;
    expect(parseOfxInvestment(bank)).toEqual({ accounts: [], activities: [], cash: [] });
  });

  it('gives each account its own activities, cash, currency and ACCTID, written in any order', () => {
    const ofx = `<OFX><INVSTMTMSGSRSV1>
<INVSTMTTRNRS><INVSTMTRS><INVTRANLIST>
<INCOME><INVTRAN><FITID>A<DTTRADE>20240102</INVTRAN><SECID><UNIQUEID>X</SECID><INCOMETYPE>DIV<TOTAL>1</INCOME>
<INVBANKTRAN><STMTTRN><DTPOSTED>20240103<TRNAMT>-5</STMTTRN></INVBANKTRAN>
</INVTRANLIST><CURDEF>CHF<INVACCTFROM><BROKERID>b<ACCTID>FIRST</INVACCTFROM></INVSTMTRS></INVSTMTTRNRS>
<INVSTMTTRNRS><INVSTMTRS><CURDEF>GBP<INVTRANLIST>
<INVBANKTRAN><STMTTRN><DTPOSTED>20240104<TRNAMT>7</STMTTRN></INVBANKTRAN>
<INCOME><INVTRAN><DTTRADE>20240105</INVTRAN><INCOMETYPE>INTEREST<TOTAL>2</INCOME>
</INVTRANLIST></INVSTMTRS></INVSTMTTRNRS>
</INVSTMTMSGSRSV1></OFX>`;
    const got = parseOfxInvestment(ofx);
    expect(got.accounts).toEqual([
      { ref: 'FIRST', currency: 'CHF' },
      { ref: '', currency: 'GBP' },
    ]);
    expect(got.activities).toEqual([
      activity({
        line: 3,
        sourceId: 'A',
        accountRef: 'FIRST',
        type: 'DIVIDEND',
        symbol: 'X',
        amount: '1',
        currency: 'CHF',
        date: '2024-01-02',
      }),
      activity({
        line: 8,
        sourceId: null,
        accountRef: null,
        type: 'INTEREST',
        symbol: null, // cash interest: no SECID
        amount: '2',
        currency: 'GBP',
        date: '2024-01-05',
      }),
    ]);
    expect(got.cash.map((c) => [c.line, c.accountRef, c.date, c.amount])).toEqual([
      [4, 'FIRST', '2024-01-03', '-5'],
      [7, null, '2024-01-04', '7'],
    ]);
  });

  it('reads OFX 2.x XML', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <INVSTMTMSGSRSV1>
    <INVSTMTTRNRS>
      <TRNUID>1</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <INVSTMTRS>
        <DTASOF>20240315</DTASOF>
        <CURDEF>USD</CURDEF>
        <INVACCTFROM><BROKERID>b.example</BROKERID><ACCTID>X-9</ACCTID></INVACCTFROM>
        <INVTRANLIST>
          <DTSTART>20240101</DTSTART><DTEND>20240315</DTEND>
          <SELLOTHER>
            <INVSELL>
              <INVTRAN><FITID>S-9</FITID><DTTRADE>20240311153000.000[-4:EDT]</DTTRADE><MEMO>Sell &amp; close</MEMO></INVTRAN>
              <SECID><UNIQUEID>US78462F1030</UNIQUEID><UNIQUEIDTYPE>ISIN</UNIQUEIDTYPE></SECID>
              <UNITS>-3</UNITS><UNITPRICE>512.3</UNITPRICE><COMMISSION>1</COMMISSION><FEES>0.02</FEES>
              <TOTAL>1535.88</TOTAL><SUBACCTSEC>CASH</SUBACCTSEC><SUBACCTFUND>CASH</SUBACCTFUND>
            </INVSELL>
          </SELLOTHER>
        </INVTRANLIST>
      </INVSTMTRS>
    </INVSTMTTRNRS>
  </INVSTMTMSGSRSV1>
  <SECLISTMSGSRSV1>
    <SECLIST>
      <OTHERINFO>
        <SECINFO>
          <SECID><UNIQUEID>US78462F1030</UNIQUEID><UNIQUEIDTYPE>ISIN</UNIQUEIDTYPE></SECID>
          <SECNAME>SPDR S&amp;P 500 ETF</SECNAME><TICKER>SPY</TICKER>
        </SECINFO>
      </OTHERINFO>
    </SECLIST>
  </SECLISTMSGSRSV1>
</OFX>`;
    expect(parseOfxInvestment(xml)).toEqual({
      accounts: [{ ref: 'X-9', currency: 'USD' }],
      activities: [
        activity({
          line: 14,
          sourceId: 'S-9',
          accountRef: 'X-9',
          type: 'SELL',
          assetClass: 'OTHER', // SELLOTHER
          symbol: 'SPY',
          quantity: '3',
          unitPrice: '512.3',
          fee: '1.02',
          date: '2024-03-11',
          time: '15:30:00',
          memo: 'Sell & close',
        }),
      ],
      cash: [],
    });
  });

  it('passes by transactions it does not read (REINVEST, TRANSFER, open orders, positions)', () => {
    const ofx = `<OFX><INVSTMTRS><CURDEF>USD<INVACCTFROM><ACCTID>1</INVACCTFROM><INVTRANLIST>
<REINVEST><INVTRAN><FITID>R<DTTRADE>20240102</INVTRAN><SECID><UNIQUEID>X</SECID><INCOMETYPE>DIV<TOTAL>-5<UNITS>0.1<UNITPRICE>50</REINVEST>
<TRANSFER><INVTRAN><FITID>T<DTTRADE>20240102</INVTRAN><SECID><UNIQUEID>X</SECID><SUBACCTSEC>CASH<UNITS>1<TFERACTION>IN<POSTYPE>LONG</TRANSFER>
</INVTRANLIST><INVOOLIST><OOBUYSTOCK><OO><FITID>O<SECID><UNIQUEID>X</SECID><DTPLACED>20240102<UNITS>1<SUBACCT>CASH<DURATION>DAY<RESTRICTION>NONE</OO><BUYTYPE>BUY</OOBUYSTOCK></INVOOLIST>
</INVSTMTRS></OFX>`;
    expect(parseOfxInvestment(ofx)).toEqual({
      accounts: [{ ref: '1', currency: 'USD' }],
      activities: [],
      cash: [],
    });
  });
});

describe('readOfxInvestment', () => {
  it('yields while it reads a large file and ends with what parseOfxInvestment gives', () => {
    const buy =
      '<BUYSTOCK><INVBUY><INVTRAN><FITID>F<DTTRADE>20240102</INVTRAN><SECID><UNIQUEID>X</SECID><UNITS>1<UNITPRICE>2</INVBUY></BUYSTOCK>\n';
    const big = `<OFX><INVSTMTRS><CURDEF>USD<INVTRANLIST>\n${buy.repeat(1_000)}</INVTRANLIST></INVSTMTRS>
<SECLIST><STOCKINFO><SECINFO><SECID><UNIQUEID>X</SECID><TICKER>XX</SECINFO></STOCKINFO></SECLIST></OFX>`;
    const gen = readOfxInvestment(big);
    let turns = 0;
    let step = gen.next();
    for (; !step.done; step = gen.next()) turns += 1;
    expect(turns).toBeGreaterThanOrEqual(6); // 1 000 buys of 13 tags: 13 000 tags, a turn per 2 000
    expect(step.value.activities).toHaveLength(1_000);
    expect(step.value.activities[999]).toMatchObject({ line: 1_001, symbol: 'XX', quantity: '1' });
    expect(drain(readOfxInvestment(big))).toEqual(step.value);
  });
});

describe('parseOfxInvestment refuses', () => {
  const refusal = (text: string) => {
    try {
      parseOfxInvestment(text);
    } catch (e) {
      const { message, line, element } = e as StatementError;
      return { message, line, element };
    }
    throw new Error('parseOfxInvestment read the file');
  };

  it('a file with no <OFX>', () => {
    expect(refusal('Symbol,Quantity\nAAPL,1\n')).toEqual({
      message: 'The file has no <OFX> element, so it is no OFX or QFX statement.',
      line: null,
      element: 'OFX',
    });
  });

  it('the broker’s error status in place of the statement', () => {
    const ofx = `<OFX>
<INVSTMTMSGSRSV1>
<INVSTMTTRNRS>
<TRNUID>1
<STATUS>
<CODE>2003
<SEVERITY>ERROR
<MESSAGE>Account not found
</STATUS>
</INVSTMTTRNRS>
</INVSTMTMSGSRSV1>
</OFX>`;
    expect(refusal(ofx)).toEqual({
      message:
        'The bank answered with error 2003 (<STATUS> on line 5) instead of a statement: Account not found',
      line: 5,
      element: 'STATUS',
    });
  });

  it('a cash line without STMTTRN, or without TRNAMT', () => {
    const cash = (inner: string) => `<OFX><INVSTMTRS><INVTRANLIST>
<INVBANKTRAN>${inner}<SUBACCTFUND>CASH</INVBANKTRAN></INVTRANLIST></INVSTMTRS></OFX>`;
    expect(refusal(cash(''))).toEqual({
      message: 'The <INVBANKTRAN> on line 2 has no <STMTTRN>, which it must have.',
      line: 2,
      element: 'STMTTRN',
    });
    expect(refusal(cash('\n<STMTTRN><DTPOSTED>20240102</STMTTRN>'))).toEqual({
      message: 'The <STMTTRN> on line 3 has no <TRNAMT>, which it must have.',
      line: 3,
      element: 'TRNAMT',
    });
  });

  it('a trade with an unreadable UNITS, at its line', () => {
    const ofx = INVEST.replace('<UNITS>-40', '<UNITS>forty');
    expect(refusal(ofx)).toEqual({
      message: 'The <UNITS> on line 72 is "forty", which is not an amount.',
      line: 72,
      element: 'UNITS',
    });
  });

  it('a file cut short inside a transaction', () => {
    const cut = INVEST.slice(0, INVEST.indexOf('<INCOMETYPE>DIV'));
    expect(refusal(cut)).toEqual({
      message: 'The element <INCOME> opened on line 100 is never closed: the file is cut short.',
      line: 110,
      element: 'INCOME',
    });
  });
});
