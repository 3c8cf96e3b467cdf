import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  createFillBodySchema,
  createTradeBodySchema,
  DATE_RANGE,
  decimalsFor,
  type InvestmentActivity,
  MONEY_MAX,
  roundMoney,
  RULE_MESSAGES,
  SCHEMA_MESSAGES,
  toDecimal,
  TRADE_MESSAGES,
  TRANSACTION_DESCRIPTION_MAX,
} from '@wealthlog/core';
import { plainAmount } from '../../ledger/plain-amount.js';
import { cut, descriptionOf } from '../../ledger/statement-text.js';
import type { TradeLineError } from './trading.import.rows.js';
import type { TradeFile } from './trading.file.js';

/**
 * A Ghostfolio or OFX file's lines, judged one by one into what the import books: buys and sells
 * as fills (judged by POST /api/trade/{id}/fills' own schema), dividends, interest, fees and cash
 * moves as transactions of the account. What cannot be booked is the line's error.
 */

export type TargetAccount = { id: number; currency: string; costBasis: string };

/** A buy or sell to book, its time and day in the user's time zone. */
export interface FileFill {
  line: number;
  account: TargetAccount;
  ref: string;
  symbol: string;
  currency: string;
  assetClass: string | null;
  side: 'ENTRY' | 'EXIT';
  quantity: string;
  price: string;
  fees: string;
  at: string;
  day: string;
}

/** A transaction to book: a dividend, interest, fee, or an OFX cash line. */
export interface CashRow {
  line: number;
  accountId: number;
  ref: string;
  kind: 'DIVIDEND' | 'INTEREST' | 'FEE' | 'DEPOSIT' | 'WITHDRAWAL';
  /** The security that paid or charged it, for the preview; null for cash. */
  symbol: string | null;
  currency: string;
  type: 'INCOME' | 'EXPENSE' | 'DEPOSIT' | 'WITHDRAWAL';
  /** Positive, in the account's currency. */
  amount: string;
  date: string;
  description: string | null;
  category: string | null;
  bankId: string | null;
}

/** Each line's instant and its day in the user's time zone (trading.file.service.ts). */
export type When = Map<number, { at: string; day: string }>;

// Default category keys (DEFAULT_CATEGORIES): what a holding pays is investment income.
const CATEGORY = { DIVIDEND: 'investments', INTEREST: 'investments', FEE: 'fees' } as const;

/** Lines judged between two turns of the event loop, as a CSV's (readInSlices). */
const SLICE = 5_000;

export async function fileLines(
  file: TradeFile,
  targets: Map<string, TargetAccount>,
  when: When,
  today: string,
) {
  let judged = 0;
  const fills: FileFill[] = [];
  const cash: CashRow[] = [];
  const errors: TradeLineError[] = [];
  const fail = (line: number, message: string, reason?: TradeLineError['reason']) =>
    errors.push({ line, message, ...(reason ? { reason } : {}) });
  const dayOk = (line: number, day: string) => {
    if (day < DATE_RANGE.min || day > DATE_RANGE.max) fail(line, RULE_MESSAGES.date('Date'));
    else if (day > today) fail(line, SCHEMA_MESSAGES.futureDateNotScheduled);
    else return true;
    return false;
  };
  for (const a of file.activities) {
    if (++judged % SLICE === 0) await nextTurn();
    const account = targets.get(a.accountRef)!;
    const { at, day } = when.get(a.line)!;
    if (!dayOk(a.line, day)) continue;
    if (a.type === 'BUY' || a.type === 'SELL') {
      const error = fillError(a, at);
      if (error) fail(a.line, error);
      else fills.push(fillOf(a, account, at, day));
      continue;
    }
    const currency = a.currency ?? account.currency;
    if (currency !== account.currency) {
      fail(a.line, TRADE_MESSAGES.activityCurrency, 'activityCurrency');
      continue;
    }
    // What reaches the account: a dividend or interest less the fee beside it, a fee with it.
    const fee = toDecimal(a.fee);
    const gross = toDecimal(a.amount ?? '0');
    const net = a.type === 'FEE' ? gross.plus(fee).negated() : gross.minus(fee);
    const amount = checkedAmount(roundMoney(net.abs(), currency).toFixed(), currency);
    if (amount.error) {
      fail(a.line, amount.error);
      continue;
    }
    const feeNote = a.type !== 'FEE' && !fee.isZero() ? `fee ${a.fee} deducted` : null;
    const text = [a.symbol, a.memo, feeNote].filter((p): p is string => !!p).join(' · ');
    cash.push({
      line: a.line,
      accountId: account.id,
      ref: a.accountRef,
      kind: a.type,
      symbol: a.symbol,
      currency,
      type: net.isNegative() ? 'EXPENSE' : 'INCOME',
      amount: amount.value!,
      date: day,
      description: cut(text || a.type.toLowerCase(), TRANSACTION_DESCRIPTION_MAX),
      category: CATEGORY[a.type],
      bankId: cut(a.sourceId, 255),
    });
  }
  for (const l of file.cash) {
    if (++judged % SLICE === 0) await nextTurn();
    const account = targets.get(l.accountRef)!;
    if (!dayOk(l.line, l.date)) continue;
    // The statement's CURDEF is its cash lines' currency.
    const curdef = file.accounts.find((x) => x.ref === l.accountRef)?.currency;
    if ((curdef ?? account.currency) !== account.currency) {
      fail(l.line, TRADE_MESSAGES.activityCurrency, 'activityCurrency');
      continue;
    }
    const amount = checkedAmount(l.amount, account.currency);
    if (amount.error) {
      fail(l.line, amount.error);
      continue;
    }
    const out = l.amount.trim().startsWith('-');
    cash.push({
      line: l.line,
      accountId: account.id,
      ref: l.accountRef,
      kind: out ? 'WITHDRAWAL' : 'DEPOSIT',
      symbol: null,
      currency: account.currency,
      type: out ? 'WITHDRAWAL' : 'DEPOSIT',
      amount: amount.value!,
      date: l.date,
      description: descriptionOf(l),
      category: null,
      bankId: cut(l.bankId, 255),
    });
  }
  return { fills, cash, errors };
}

/** An amount the account's currency can hold, or why not (as a bank statement's line). */
function checkedAmount(raw: string, currency: string): { value?: string; error?: string } {
  const places = decimalsFor(currency);
  const amount = plainAmount(raw, places);
  if (amount === 'decimals') return { error: RULE_MESSAGES.decimals('Amount', places) };
  if (amount === 'max') return { error: RULE_MESSAGES.max('Amount', MONEY_MAX) };
  if (amount === 'min') return { error: RULE_MESSAGES.min('Amount', 0.01) };
  return { value: amount };
}

/** The fill's first error by the fill's and the trade's own schemas, or null. */
function fillError(a: InvestmentActivity, at: string): string | null {
  const symbol = createTradeBodySchema.shape.instrument.safeParse(a.symbol ?? '');
  if (!symbol.success) return symbol.error.issues[0]!.message;
  const fill = createFillBodySchema.safeParse({
    side: a.type === 'BUY' ? 'ENTRY' : 'EXIT',
    quantity: Number(a.quantity),
    price: Number(a.unitPrice),
    fees: Number(a.fee),
    date: at,
  });
  return fill.success ? null : fill.error.issues[0]!.message;
}

function fillOf(a: InvestmentActivity, account: TargetAccount, at: string, day: string): FileFill {
  return {
    line: a.line,
    account,
    ref: a.accountRef ?? '',
    symbol: a.symbol!.trim(),
    currency: a.currency ?? account.currency,
    assetClass: a.assetClass ?? null,
    side: a.type === 'BUY' ? 'ENTRY' : 'EXIT',
    quantity: a.quantity!,
    price: a.unitPrice!,
    fees: a.fee,
    at,
    day,
  };
}
