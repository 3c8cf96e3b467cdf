import { decimalMarkOf } from './qif-amount.js';
import type { DecimalMark } from './qif-amount.js';
import { DATE_ORDERS, chooseDateOrder, cutQifDate, orderName, readQifDate } from './qif-dates.js';
import type { QifDateText } from './qif-dates.js';
import { drain } from './markup.js';
import { lexQif, lexQifSteps } from './qif-lex.js';
import type { QifAccountBlock, QifField, QifRecord, QifSection } from './qif-lex.js';
import { qifLine } from './qif-record.js';
import { StatementError } from './statement.js';
import type { DateOrder, Statement, StatementAccount } from './statement.js';

/** The orders a QIF file's dates can be read in, and the one to preselect. */
export interface QifDateOrders {
  orders: DateOrder[];
  guess: DateOrder | null;
}

interface DateEntry {
  field: QifField;
  cut: QifDateText | null;
}

/** Each transaction's first `D` field, in file order. */
function datesOf(sections: QifSection[]): DateEntry[] {
  return sections.flatMap((s) =>
    s.records.flatMap((r) => {
      const field = r.fields.find((f) => f.code === 'D' && f.value !== '');
      return field ? [{ field, cut: cutQifDate(field.value) }] : [];
    }),
  );
}

function fitsOrder(entry: DateEntry, order: DateOrder): boolean {
  return entry.cut !== null && readQifDate(entry.cut, order) !== null;
}

function ordersOf(dates: DateEntry[]): QifDateOrders {
  if (dates.some((d) => d.cut === null)) return { orders: [], guess: null };
  return chooseDateOrder(dates.map((d) => d.cut as QifDateText));
}

/**
 * Which day orders make every `D` date of a QIF file a valid day, and the one to preselect (a
 * UI offers the orders when there are several). The guess is the only order that fits; when
 * both MDY and DMY fit (every day ≤ 12), the one under which consecutive records lie closest in
 * time, since a statement lists its lines in date order; on a tie MDY, Quicken's US default. A
 * four-digit year first (2018-12-19) fits only YMD. Null when no single order fits every date.
 * Throws the StatementError parseQif would for a file whose structure it cannot read.
 */
export function qifDateOrders(text: string): QifDateOrders {
  return ordersOf(datesOf(lexQif(text)));
}

/** Why no order fits: a date no order reads, or the first date that breaks the longest run. */
function noOrderError(dates: DateEntry[]): StatementError {
  const hopeless = dates.find((d) => DATE_ORDERS.every((o) => !fitsOrder(d, o)));
  if (hopeless) {
    const { value, line } = hopeless.field;
    return new StatementError(
      `The date "${value}" on line ${line} is not a valid day in any order ` +
        '(month/day/year, day/month/year or year-month-day).',
      line,
    );
  }
  let order: DateOrder = 'MDY';
  let breaker = -1;
  for (const o of DATE_ORDERS) {
    const at = dates.findIndex((d) => !fitsOrder(d, o));
    if (at > breaker) [order, breaker] = [o, at];
  }
  const { value, line } = (dates[breaker] as DateEntry).field;
  return new StatementError(
    `The date "${value}" on line ${line} cannot be read as ${orderName(order)} like the dates ` +
      'before it: a QIF file must write all its dates in one order.',
    line,
  );
}

/** The decimal mark most of the file's unambiguous amounts show; null on a tie or none. */
function fileMark(records: QifRecord[]): DecimalMark | null {
  const votes = { '.': 0, ',': 0 };
  for (const { fields } of records) {
    for (const f of fields) {
      const mark = ['T', 'U', '$'].includes(f.code) ? decimalMarkOf(f.value) : null;
      if (mark) votes[mark] += 1;
    }
  }
  if (votes['.'] === votes[',']) return null;
  return votes['.'] > votes[','] ? '.' : ',';
}

function noTransactions(text: string): StatementError {
  if (text.trim() === '') return new StatementError('The file is empty.', null);
  return new StatementError(
    'The QIF file holds no transactions: no record follows a "!Type:" header.',
    null,
  );
}

/**
 * Reads a QIF file (Quicken Interchange Format) of a bank, cash, credit card, asset or
 * liability account (`!Type:Bank`, `Cash`, `CCard`, `Oth A`, `Oth L`). Without `!Account`
 * blocks the file is one account (ref '', name null); with them, each account block followed by
 * transactions is one account named by its N line (blocks naming the same account are merged).
 * Dates are read in `options.dateOrder`, or else in the order qifDateOrders guesses. Throws a
 * StatementError naming the line for anything it cannot read: another `!Type:` (Invst, Cat,
 * Memorized…), a record without a date or amount, a date invalid in the order, splits that do
 * not sum to their transaction, or a file without transactions.
 */
export function parseQif(text: string, options: { dateOrder?: DateOrder } = {}): Statement {
  return drain(readQif(text, options));
}

/** Records read between two yields: a turn of the caller's event loop (see markup.ts). */
const RECORDS_PER_TURN = 5_000;

/**
 * parseQif as a generator that yields between slices of the file, as the markup readers do, so a
 * server reads a 100k-record file without holding other requests; the Statement it returns
 * carries the file's date orders (`dates`), the same as qifDateOrders answers.
 */
export function* readQif(
  text: string,
  options: { dateOrder?: DateOrder | undefined } = {},
): Generator<void, Statement> {
  const sections = yield* lexQifSteps(text);
  const records = sections.flatMap((s) => s.records);
  if (records.length === 0) throw noTransactions(text);
  const dates = datesOf(sections);
  yield;
  const orders = ordersOf(dates);
  yield;
  const order = options.dateOrder ?? orders.guess ?? undefined;
  if (!order) throw noOrderError(dates);
  const reading = { order, mark: fileMark(records) };
  const accounts: StatementAccount[] = [];
  // Merged by name; an unnamed block stands for itself; null is the file's implicit account.
  const byKey = new Map<string | QifAccountBlock | null, StatementAccount>();
  for (const section of sections) {
    const key = section.account?.name ?? section.account;
    let account = byKey.get(key);
    if (!account) {
      account = {
        ref: '',
        name: section.account?.name ?? null,
        currency: null,
        kind: section.kind,
        closingBalance: null,
        lines: [],
      };
      byKey.set(key, account);
      accounts.push(account);
    }
    for (const record of section.records) {
      account.lines.push(qifLine(record, reading));
      if (account.lines.length % RECORDS_PER_TURN === 0) yield;
    }
  }
  return { format: 'qif', accounts, dates: orders };
}
