import { sumMoney } from '../domain/money.js';
import { child, type MarkupElement } from './markup.js';
import { amountOf, dateOf, optAmount, optText, requiredChild, requiredText } from './ofx-fields.js';
import { unsigned } from './ofx-values.js';
import type { ActivityType, InvestmentActivity } from './statement.js';

/**
 * One OFX investment transaction (an aggregate of INVTRANLIST) as an InvestmentActivity. What the
 * transaction cannot know yet is left for the reader (ofx-invest.ts) to fill in: the account and
 * the statement's CURDEF when its INVSTMTRS closes, the ticker once SECLIST has been read.
 */

export interface DraftActivity {
  activity: InvestmentActivity;
  /** The security's UNIQUEID (CUSIP, ISIN…), to be turned into its ticker; null when none. */
  securityId: string | null;
}

const BUYS = new Set(['BUYSTOCK', 'BUYMF', 'BUYOTHER']);
const SELLS = new Set(['SELLSTOCK', 'SELLMF', 'SELLOTHER']);

/**
 * The transactions read. The rest of INVTRANLIST is passed by: REINVEST (an income and a buy in
 * one), TRANSFER, SPLIT, options, debt, margin interest, return of capital and journal moves
 * carry no price and cash of their own that an activity could hold.
 */
export const ACTIVITY_ELEMENTS: ReadonlySet<string> = new Set([
  ...BUYS,
  ...SELLS,
  'INCOME',
  'INVEXPENSE',
]);

/** The activity of one element named in ACTIVITY_ELEMENTS. */
export function draftActivity(el: MarkupElement): DraftActivity {
  if (BUYS.has(el.name)) return trade(el, 'BUY', requiredChild(el, 'INVBUY'));
  if (SELLS.has(el.name)) return trade(el, 'SELL', requiredChild(el, 'INVSELL'));
  return el.name === 'INCOME' ? income(el) : expense(el);
}

/**
 * A buy or sell: INVBUY/INVSELL hold the trade. OFX signs UNITS by direction (negative in a
 * sell) while an activity's type says the direction, so the quantity is unsigned. The fee is
 * what the broker charged beside the price: COMMISSION + FEES + TAXES. TOTAL (the cash moved) is
 * not kept: an activity is quantity × price and fee, and TOTAL follows from them.
 */
function trade(el: MarkupElement, type: 'BUY' | 'SELL', inner: MarkupElement): DraftActivity {
  const fee = sumMoney(
    ['COMMISSION', 'FEES', 'TAXES'].flatMap((name) => optAmount(inner, name) ?? []),
  );
  return {
    activity: {
      ...common(el, inner, type),
      quantity: unsigned(amountOf(inner, 'UNITS')),
      unitPrice: unsigned(amountOf(inner, 'UNITPRICE')),
      fee: fee.abs().toFixed(),
      // A stock says so; a mutual fund (BUYMF) or BUYOTHER has no asset class of ours.
      assetClass: el.name.endsWith('STOCK') ? 'STOCK' : 'OTHER',
    },
    securityId: requiredText(requiredChild(inner, 'SECID'), 'UNIQUEID'),
  };
}

/**
 * INCOME: DIV is a dividend and INTEREST interest; capital-gain distributions (CGLONG, CGSHORT)
 * and MISC are cash a holding paid out too, so they are dividends with the OFX type leading the
 * memo (import rules and the person can still tell them apart). TOTAL is the amount; it is kept
 * as written, so the rare reversal a broker writes as a negative INCOME stays negative rather
 * than becoming a second payment.
 */
function income(el: MarkupElement): DraftActivity {
  const kind = optText(el, 'INCOMETYPE');
  const base = common(el, el, kind === 'INTEREST' ? 'INTEREST' : 'DIVIDEND');
  const named = kind !== null && kind !== 'DIV' && kind !== 'INTEREST';
  const memo = named ? (base.memo === null ? kind : `${kind}: ${base.memo}`) : base.memo;
  return {
    activity: { ...base, memo, amount: amountOf(el, 'TOTAL') },
    securityId: securityOf(el),
  };
}

/** INVEXPENSE: a fee the broker charged on a holding (an ADR fee), its TOTAL unsigned. */
function expense(el: MarkupElement): DraftActivity {
  return {
    activity: { ...common(el, el, 'FEE'), amount: unsigned(amountOf(el, 'TOTAL')) },
    securityId: securityOf(el),
  };
}

const securityOf = (owner: MarkupElement) => {
  const secid = child(owner, 'SECID');
  return secid ? optText(secid, 'UNIQUEID') : null;
};

/**
 * What every activity reads: INVTRAN's FITID, trade day and time (as written, in the statement's
 * own zone: see ofxDateTime) and memo, and the currency its amounts are in. `inner` is where the
 * transaction's fields are (INVBUY/INVSELL, or the INCOME/INVEXPENSE itself).
 */
function common(el: MarkupElement, inner: MarkupElement, type: ActivityType): InvestmentActivity {
  const tran = requiredChild(inner, 'INVTRAN');
  const when = dateOf(tran, 'DTTRADE');
  return {
    line: el.line,
    sourceId: optText(tran, 'FITID'),
    accountRef: null,
    type,
    symbol: null,
    quantity: null,
    unitPrice: null,
    fee: '0',
    amount: null,
    currency: currencyOf(inner, el),
    date: when.date,
    time: when.time,
    memo: optText(tran, 'MEMO'),
  };
}

/**
 * The currency the transaction's amounts are in, when not the statement's CURDEF (OFX §5.2):
 * CURRENCY says they are in its CURSYM (CURRATE would convert them to CURDEF). ORIGCURRENCY says
 * the opposite: the broker has already converted them to CURDEF and only names the currency
 * the trade was made in, so taking its CURSYM would misstate every amount by the rate; it
 * changes nothing. Null: CURDEF, filled in when the statement closes.
 */
function currencyOf(...owners: MarkupElement[]): string | null {
  for (const owner of owners) {
    const currency = child(owner, 'CURRENCY');
    if (currency) return optText(currency, 'CURSYM');
  }
  return null;
}
