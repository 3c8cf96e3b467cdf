import { drain } from './markup.js';
import { StatementError } from './statement.js';
import type { StatementAccountKind } from './statement.js';

/**
 * QIF's structure, before any field is interpreted: `!` header lines open sections, each line of
 * a record is one field (a code letter, then the value), and `^` ends a record. A file may also
 * describe accounts (`!Account`, then records with N name and T type); the next `!Type:` section
 * holds that account's transactions.
 */

/** One field line: its code letter, its value (trimmed) and where it is. */
export interface QifField {
  code: string;
  value: string;
  line: number;
}

/** One record, from its first field to its `^` (or the end of the file). */
export interface QifRecord {
  line: number;
  fields: QifField[];
}

/** The account an `!Account` block names, which the sections after it belong to. */
export interface QifAccountBlock {
  name: string | null;
  line: number;
}

/** A `!Type:` section of transactions. */
export interface QifSection {
  kind: StatementAccountKind;
  line: number;
  /** The last account an `!Account` block named before the section; null when none did. */
  account: QifAccountBlock | null;
  records: QifRecord[];
}

/** The `!Type:` words this reader takes, lower case, inner spaces collapsed. */
const KINDS: Record<string, StatementAccountKind> = {
  bank: 'bank',
  cash: 'cash',
  ccard: 'creditCard',
  'oth a': 'asset',
  'oth l': 'liability',
};

type Mode = 'start' | 'account' | 'transactions' | 'list';

/**
 * Quicken's and GnuCash's lists (categories, classes, memorised payees, securities, prices) come
 * before the accounts in a whole-file export: they carry no booking, so they are passed over and
 * the bank sections after them read.
 */
const LISTS = new Set(['cat', 'class', 'memorized', 'security', 'prices', 'bill', 'invoice']);

/** The kind of a `!Type:` header, or a StatementError naming the type it does not read. */
function kindOf(type: string, line: number): StatementAccountKind {
  const kind = KINDS[type.toLowerCase().replace(/\s+/g, ' ')];
  if (kind) return kind;
  throw new StatementError(
    `Line ${line} starts a QIF section of type "${type}", which is not read: export the bank, ` +
      'cash, credit card, asset or liability account instead.',
    line,
  );
}

/**
 * The sections and records of a QIF text. Tolerates CRLF or CR line ends, blank lines, leading
 * spaces, a BOM and a last record without `^`. `!Option:` and `!Clear:` lines (Quicken's
 * AutoSwitch markers) and list sections (LISTS) are skipped. Throws a StatementError for an unsupported `!Type:`, an
 * unknown header, or a field before the first header.
 */
export function* lexQifSteps(text: string): Generator<void, QifSection[]> {
  const sections: QifSection[] = [];
  let mode: Mode = 'start';
  let account: QifAccountBlock | null = null;
  let record: QifRecord | null = null;

  const endRecord = () => {
    if (!record) return;
    if (mode === 'transactions') sections.at(-1)?.records.push(record);
    else if (mode === 'account') {
      const name = record.fields.find((f) => f.code === 'N')?.value || null;
      account = { name, line: record.line };
    }
    record = null;
  };

  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    if (index % LINES_PER_TURN === LINES_PER_TURN - 1) yield;
    const raw = lines[index]!;
    const line = index + 1;
    const content = raw.trim();
    if (content === '') continue;
    if (content.startsWith('!')) {
      endRecord(); // A header ends a record its writer forgot to close.
      const header = content.slice(1).trim();
      const type = /^type\s*:(.*)$/i.exec(header);
      if (type && LISTS.has((type[1] ?? '').trim().toLowerCase())) mode = 'list';
      else if (type) {
        const kind = kindOf((type[1] ?? '').trim(), line);
        sections.push({ kind, line, account, records: [] });
        mode = 'transactions';
      } else if (/^account$/i.test(header)) mode = 'account';
      else if (!/^(option|clear)\s*:/i.test(header)) {
        throw new StatementError(`Line ${line} holds "${content}", which is no QIF header.`, line);
      }
      continue;
    }
    if (mode === 'start') {
      throw new StatementError(
        `Line ${line} comes before any QIF header: the file must start with one such as "!Type:Bank".`,
        line,
      );
    }
    if (mode === 'list') continue;
    if (content.startsWith('^')) {
      endRecord();
      continue;
    }
    record ??= { line, fields: [] };
    record.fields.push({
      code: content.charAt(0).toUpperCase(),
      value: content.slice(1).trim(),
      line,
    });
  }
  endRecord();
  return sections;
}

/** Lines read between two yields: a turn of the caller's event loop (see markup.ts). */
const LINES_PER_TURN = 10_000;

/** lexQifSteps at once. */
export const lexQif = (text: string): QifSection[] => drain(lexQifSteps(text));
