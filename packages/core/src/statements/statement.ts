/**
 * A bank or broker statement file read into what an import books, whatever its format (OFX/QFX,
 * QIF, CAMT.053, Ghostfolio's JSON). The parsers are pure (text in, this out); the server stages
 * and books it, the same way as a CSV (apps/server/src/modules/transactions/import.*).
 *
 * Amounts are decimal strings with a point and an optional leading minus, as the file wrote them
 * (never through a float): "-1234.5", "0.07". Dates are calendar days, YYYY-MM-DD.
 */

export type StatementFormat = 'ofx' | 'qif' | 'camt053';

/** What kind of account the file says it is (OFX: STMTRS/CCSTMTRS; QIF: the !Type line). */
export type StatementAccountKind = 'bank' | 'creditCard' | 'cash' | 'asset' | 'liability';

/** A part of a split line (QIF `S`/`E`/`$`): signed as the line is. */
export interface StatementSplit {
  category: string | null;
  /** A QIF `[Account]` in place of a category: a transfer to that account. */
  transferAccount: string | null;
  memo: string | null;
  amount: string;
}

/** One booked line of the statement. */
export interface StatementLine {
  /** Where a person finds it in the file: the (1-based) text line the line starts on. */
  line: number;
  /** The bank's own id of the line (OFX FITID, CAMT AcctSvcrRef); null when there is none. */
  bankId: string | null;
  /** The booking day (OFX DTPOSTED, CAMT BookgDt, QIF D). */
  date: string;
  /** Signed: negative is money out of the account. */
  amount: string;
  /** Who was paid or paid (OFX NAME/PAYEE, QIF P, CAMT Cdtr/Dbtr Nm by direction). */
  payee: string | null;
  /** Free text (OFX MEMO, QIF M, CAMT remittance lines joined, AddtlNtryInf). */
  memo: string | null;
  /** A category the file names (QIF L); null otherwise. */
  category: string | null;
  /** QIF `L[Account]`: a transfer to that account. */
  transferAccount: string | null;
  /** OFX CHECKNUM, QIF N. */
  checkNumber: string | null;
  /** The file's type word for the line (OFX TRNTYPE, CAMT domain code), for rules; may be null. */
  bankType: string | null;
  /** Split lines; empty when the line is not split. Their amounts sum to `amount`. */
  splits: StatementSplit[];
}

/** One account's part of the file. */
export interface StatementAccount {
  /** The account number or IBAN the file names; '' when it names none (QIF). */
  ref: string;
  name: string | null;
  currency: string | null;
  kind: StatementAccountKind | null;
  /** The balance the bank states at the end of the statement (OFX LEDGERBAL, CAMT CLBD). */
  closingBalance: { amount: string; date: string | null } | null;
  lines: StatementLine[];
  /**
   * Entries the file lists but the bank has not booked (CAMT `Sts` PDNG/INFO), left out of
   * `lines` on purpose, so an import can say how many and where rather than drop them silently.
   * Absent for formats that have no such entries.
   */
  skipped?: { line: number; reason: string }[];
}

export interface Statement {
  format: StatementFormat;
  accounts: StatementAccount[];
  /**
   * QIF: the day orders that make every date valid and the one preselected (the file does not
   * say); absent for the other formats, whose dates are ISO or OFX's YYYYMMDD.
   */
  dates?: { orders: DateOrder[]; guess: DateOrder | null };
}

/**
 * A file the parser cannot read: the line (1-based) and, for XML, the element where it stopped,
 * and an English sentence saying what is wrong. The server answers it as a 400 naming both.
 */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
    readonly element: string | null = null,
  ) {
    super(message);
    this.name = 'StatementError';
  }
}

/** QIF dates are written month first or day first; the file does not say which. */
export type DateOrder = 'MDY' | 'DMY' | 'YMD';

/** An investment activity from another app or an OFX investment statement. */
export type ActivityType = 'BUY' | 'SELL' | 'DIVIDEND' | 'FEE' | 'INTEREST';

export interface InvestmentActivity {
  /** Where it is in the file: the text line (OFX) or the activity's index + 1 (JSON). */
  line: number;
  /** The source's id of the activity (OFX FITID; Ghostfolio has none): null when none. */
  sourceId: string | null;
  /** The source's account (Ghostfolio accountId, OFX ACCTID); null when none. */
  accountRef: string | null;
  type: ActivityType;
  /** The ticker (OFX: through SECLIST from the CUSIP/ISIN); null for cash-only activities. */
  symbol: string | null;
  /** Positive; null for FEE/INTEREST/DIVIDEND without a quantity. */
  quantity: string | null;
  /** Per unit, in `currency`; null when the activity has none. */
  unitPrice: string | null;
  /** Positive or "0". */
  fee: string;
  /** The cash amount of DIVIDEND/FEE/INTEREST, positive; null for BUY/SELL (quantity × price). */
  amount: string | null;
  currency: string | null;
  /** The day (YYYY-MM-DD); `time` HH:MM:SS when the source gives one. */
  date: string;
  time: string | null;
  /**
   * The instant, when the source writes the time with its UTC offset (Ghostfolio's ISO
   * timestamps: local midnight of the day entered, written in UTC). `date` is then only the UTC
   * day; the importer takes the day in the user's time zone from this instead.
   */
  at?: string;
  /** WealthLog's asset class of the security, when the source says what kind it is. */
  assetClass?: ActivityAssetClass;
  memo: string | null;
}

/** The asset classes (core's ASSET_CLASSES) a source can name; FX is never an investment's. */
export type ActivityAssetClass = 'STOCK' | 'ETF' | 'CRYPTO' | 'BOND' | 'OTHER';
