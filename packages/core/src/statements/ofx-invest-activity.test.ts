import { describe, expect, it } from 'vitest';
import { drain, type MarkupElement, walkMarkup } from './markup.js';
import { ACTIVITY_ELEMENTS, draftActivity } from './ofx-invest-activity.js';

/** The one aggregate in `sgml`, built whole as the reader collects it. */
function element(sgml: string): MarkupElement {
  let got: MarkupElement | undefined;
  drain(walkMarkup(sgml, { collect: () => true, element: (el) => (got = el) }));
  return got!;
}

const draft = (sgml: string) => draftActivity(element(sgml));

/** A buy or sell aggregate: `fields` go inside INVBUY/INVSELL after INVTRAN and SECID. */
const trade = (name: string, fields: string, outer = '') => {
  const inner = name.startsWith('BUY') ? 'INVBUY' : 'INVSELL';
  return `<${name}><${inner}><INVTRAN><FITID>F1<DTTRADE>20240102</INVTRAN>
<SECID><UNIQUEID>123456789<UNIQUEIDTYPE>CUSIP</SECID>
${fields}
</${inner}>${outer}</${name}>`;
};

const income = (fields: string) =>
  `<INCOME><INVTRAN><FITID>I1<DTTRADE>20240301</INVTRAN><SECID><UNIQUEID>S1</SECID>${fields}</INCOME>`;

describe('ACTIVITY_ELEMENTS', () => {
  it('names the transactions read', () => {
    expect([...ACTIVITY_ELEMENTS]).toEqual([
      'BUYSTOCK',
      'BUYMF',
      'BUYOTHER',
      'SELLSTOCK',
      'SELLMF',
      'SELLOTHER',
      'INCOME',
      'INVEXPENSE',
    ]);
  });
});

describe('draftActivity: buys and sells', () => {
  it('reads a buy, its fee COMMISSION + FEES + TAXES (not LOAD or MARKUP)', () => {
    const fields =
      '<UNITS>+7<UNITPRICE>10,5<MARKUP>0.3<COMMISSION>1.10<TAXES>0.05<FEES>0,2<LOAD>9<TOTAL>-75.85';
    expect(draft(trade('BUYSTOCK', fields, '<BUYTYPE>BUY'))).toEqual({
      activity: {
        line: 1,
        sourceId: 'F1',
        accountRef: null,
        type: 'BUY',
        symbol: null,
        quantity: '7',
        unitPrice: '10.5',
        fee: '1.35',
        amount: null,
        currency: null,
        date: '2024-01-02',
        time: null,
        assetClass: 'STOCK',
        memo: null,
      },
      securityId: '123456789',
    });
  });

  it.each([
    ['BUYMF', 'BUY'],
    ['BUYOTHER', 'BUY'],
    ['SELLSTOCK', 'SELL'],
    ['SELLMF', 'SELL'],
    ['SELLOTHER', 'SELL'],
  ])('reads %s as a %s', (name, type) => {
    const read = draft(trade(name, '<UNITS>1<UNITPRICE>1')).activity;
    expect(read.type).toBe(type);
    expect(read.assetClass).toBe(name.endsWith('STOCK') ? 'STOCK' : 'OTHER');
  });

  it('makes a sell’s negative UNITS a positive quantity, and keeps a positive one', () => {
    const sell = (units: string) => draft(trade('SELLSTOCK', `<UNITS>${units}<UNITPRICE>3`));
    expect(sell('-12.5').activity.quantity).toBe('12.5');
    expect(sell('12.5').activity.quantity).toBe('12.5');
  });

  it('gives no fee as "0" and a rebate written negative as a positive fee', () => {
    expect(draft(trade('BUYMF', '<UNITS>1<UNITPRICE>1')).activity.fee).toBe('0');
    expect(draft(trade('BUYMF', '<UNITS>1<UNITPRICE>1<COMMISSION>0.00')).activity.fee).toBe('0');
    expect(draft(trade('BUYMF', '<UNITS>1<UNITPRICE>1<COMMISSION>-2,5')).activity.fee).toBe('2.5');
  });

  it('reads the trade time and memo of INVTRAN', () => {
    const buy = `<BUYSTOCK><INVBUY><INVTRAN><FITID>F<DTTRADE>20240102093015.250[-5:EST]<MEMO>Open
</INVTRAN><SECID><UNIQUEID>X</SECID><UNITS>1<UNITPRICE>1</INVBUY></BUYSTOCK>`;
    expect(draft(buy).activity).toMatchObject({
      date: '2024-01-02',
      time: '09:30:15',
      memo: 'Open',
    });
  });
});

describe('draftActivity: currencies', () => {
  it('takes CURRENCY’s CURSYM, inside INVBUY or beside it', () => {
    const eur = '<CURRENCY><CURRATE>1.1<CURSYM>EUR</CURRENCY>';
    expect(draft(trade('BUYSTOCK', `<UNITS>1<UNITPRICE>1${eur}`)).activity.currency).toBe('EUR');
    expect(draft(trade('BUYSTOCK', '<UNITS>1<UNITPRICE>1', eur)).activity.currency).toBe('EUR');
    expect(draft(income(`<INCOMETYPE>DIV<TOTAL>1${eur}`)).activity.currency).toBe('EUR');
  });

  it('keeps CURDEF (null here) for ORIGCURRENCY, whose amounts are already converted', () => {
    const orig = '<ORIGCURRENCY><CURRATE>0.9<CURSYM>GBP</ORIGCURRENCY>';
    expect(draft(trade('SELLMF', `<UNITS>-1<UNITPRICE>1${orig}`)).activity.currency).toBeNull();
  });
});

describe('draftActivity: income and expenses', () => {
  it.each([
    ['DIV', 'Q1', 'DIVIDEND', 'Q1'],
    ['INTEREST', 'Coupon', 'INTEREST', 'Coupon'],
    ['CGLONG', 'Distribution', 'DIVIDEND', 'CGLONG: Distribution'],
    ['CGSHORT', null, 'DIVIDEND', 'CGSHORT'],
    ['MISC', null, 'DIVIDEND', 'MISC'],
    [null, 'Untyped', 'DIVIDEND', 'Untyped'],
  ])('reads INCOMETYPE %s (memo %s) as %s, memo %s', (kind, memo, type, want) => {
    const sgml = `<INCOME><INVTRAN><FITID>I<DTTRADE>20240301${memo ? `<MEMO>${memo}` : ''}</INVTRAN>
<SECID><UNIQUEID>S</SECID>${kind ? `<INCOMETYPE>${kind}` : ''}<TOTAL>5</INCOME>`;
    expect(draft(sgml).activity).toMatchObject({ type, memo: want, amount: '5' });
  });

  it('reads a dividend whole', () => {
    expect(draft(income('<INCOMETYPE>DIV<TOTAL>1234,56<WITHHOLDING>10'))).toEqual({
      activity: {
        line: 1,
        sourceId: 'I1',
        accountRef: null,
        type: 'DIVIDEND',
        symbol: null,
        quantity: null,
        unitPrice: null,
        fee: '0',
        amount: '1234.56',
        currency: null,
        date: '2024-03-01',
        time: null,
        memo: null,
      },
      securityId: 'S1',
    });
  });

  it('keeps a negative INCOME (a reversal) negative', () => {
    expect(draft(income('<INCOMETYPE>DIV<TOTAL>-24.00')).activity.amount).toBe('-24.00');
  });

  it('reads INVEXPENSE as a fee, its TOTAL unsigned', () => {
    const fee = `<INVEXPENSE><INVTRAN><FITID>E<DTTRADE>20240314<MEMO>ADR fee</INVTRAN>
<SECID><UNIQUEID>US1</SECID><TOTAL>-1.50</INVEXPENSE>`;
    expect(draft(fee)).toEqual({
      activity: {
        line: 1,
        sourceId: 'E',
        accountRef: null,
        type: 'FEE',
        symbol: null,
        quantity: null,
        unitPrice: null,
        fee: '0',
        amount: '1.50',
        currency: null,
        date: '2024-03-14',
        time: null,
        memo: 'ADR fee',
      },
      securityId: 'US1',
    });
  });

  it('gives income or an expense without SECID no security', () => {
    const cash =
      '<INCOME><INVTRAN><DTTRADE>20240301</INVTRAN><INCOMETYPE>INTEREST<TOTAL>1</INCOME>';
    expect(draft(cash)).toMatchObject({ securityId: null, activity: { sourceId: null } });
  });
});

describe('draftActivity refuses', () => {
  it.each([
    ['a buy without INVBUY', '<BUYSTOCK>\n<BUYTYPE>BUY</BUYSTOCK>', 1, 'INVBUY'],
    ['a sell without INVSELL', '<SELLMF>\n<INVBUY></INVBUY></SELLMF>', 1, 'INVSELL'],
    ['a trade without INVTRAN', '<BUYSTOCK><INVBUY>\n<UNITS>1</INVBUY></BUYSTOCK>', 1, 'INVTRAN'],
    [
      'a trade without DTTRADE',
      '<BUYSTOCK><INVBUY>\n<INVTRAN><FITID>1</INVTRAN></INVBUY></BUYSTOCK>',
      2,
      'DTTRADE',
    ],
    [
      'a trade without SECID',
      trade('BUYSTOCK', '<UNITS>1<UNITPRICE>1').replace(/<SECID>.*<\/SECID>/, ''),
      1,
      'SECID',
    ],
    [
      'a SECID without UNIQUEID',
      trade('BUYSTOCK', '<UNITS>1<UNITPRICE>1').replace('<UNIQUEID>123456789', ''),
      2,
      'UNIQUEID',
    ],
    ['a trade without UNITS', trade('BUYSTOCK', '<UNITPRICE>1'), 1, 'UNITS'],
    ['a trade without UNITPRICE', trade('SELLSTOCK', '<UNITS>1'), 1, 'UNITPRICE'],
    ['an unreadable UNITPRICE', trade('SELLSTOCK', '<UNITS>1<UNITPRICE>1.2.3'), 3, 'UNITPRICE'],
    [
      'an unreadable COMMISSION',
      trade('BUYOTHER', '<UNITS>1<UNITPRICE>1<COMMISSION>x'),
      3,
      'COMMISSION',
    ],
    ['income without TOTAL', income('<INCOMETYPE>DIV'), 1, 'TOTAL'],
    ['an unreadable DTTRADE', income('<TOTAL>1').replace('20240301', '2024-03-01'), 1, 'DTTRADE'],
  ])('%s', (_, sgml, line, element) => {
    expect(() => draft(sgml)).toThrow(expect.objectContaining({ line, element }));
  });
});
