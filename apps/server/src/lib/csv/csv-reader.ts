import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * RFC 4180 reading, resumable: `step()` reads a bounded number of characters and returns, so a
 * 10 MB upload is read in slices between which the event loop answers other requests (a health
 * probe, another user). Cells are sliced out of the text rather than built a character at a time:
 * a 30 MB one-line file is read in tens of milliseconds, not seconds.
 * Quoted cells may hold delimiters, quotes ("") and newlines; a quote opens a quoted part only at
 * the start of a cell, elsewhere it is an ordinary character.
 */
export interface CsvRecords {
  rows: string[][];
  /** The physical line (1-based) each record starts on, for error messages. */
  lines: number[];
}

/** Characters read between two turns of the event loop (about 2–5 ms of work). */
const SLICE_CHARS = 256 * 1024;

export class CsvReader {
  readonly rows: string[][] = [];
  readonly lines: number[] = [];
  private readonly text: string;
  private readonly d: number;
  private i = 0;
  private row: string[] = [];
  /** The cell read so far, before the plain run that starts at `runStart`. */
  private cell = '';
  private runStart = 0;
  private quoted = false;
  private line = 1;
  private start = 1;
  private done = false;

  constructor(
    input: string,
    delimiter: string,
    private readonly maxRows = Infinity,
  ) {
    this.text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    this.d = delimiter.charCodeAt(0);
  }

  private endCell() {
    this.row.push(this.cell + this.text.slice(this.runStart, this.i));
    this.cell = '';
  }

  private endRow() {
    this.endCell();
    // A blank line is no record.
    if (this.row.length > 1 || this.row[0] !== '') {
      this.rows.push(this.row);
      this.lines.push(this.start);
    }
    this.row = [];
  }

  /** Reads about `budget` characters; true once the whole text (or maxRows) is read. */
  step(budget: number): boolean {
    const { text, d } = this;
    const stop = Math.min(text.length, this.i + budget);
    while (this.i < stop && this.rows.length < this.maxRows) {
      if (this.quoted) {
        const q = text.indexOf('"', this.i);
        const end = q < 0 ? text.length : q;
        for (let n = text.indexOf('\n', this.i); n >= 0 && n < end; n = text.indexOf('\n', n + 1))
          this.line += 1;
        this.cell += text.slice(this.i, end);
        if (q < 0) {
          this.i = text.length;
        } else if (text.charCodeAt(q + 1) === 34) {
          this.cell += '"';
          this.i = q + 2;
        } else {
          this.quoted = false;
          this.i = q + 1;
        }
        this.runStart = this.i;
        continue;
      }
      const ch = text.charCodeAt(this.i);
      if (ch === 34 && this.cell === '' && this.i === this.runStart) {
        this.quoted = true;
        this.i += 1;
        this.runStart = this.i;
      } else if (ch === d) {
        this.endCell();
        this.i += 1;
        this.runStart = this.i;
      } else if (ch === 10 || ch === 13) {
        this.endRow();
        this.i += ch === 13 && text.charCodeAt(this.i + 1) === 10 ? 2 : 1;
        this.line += 1;
        this.start = this.line;
        this.runStart = this.i;
      } else {
        this.i += 1;
      }
    }
    if (this.i < text.length && this.rows.length < this.maxRows) return false;
    if (!this.done && this.rows.length < this.maxRows) {
      if (this.cell !== '' || this.runStart < this.i || this.row.length > 0) this.endRow();
    }
    this.done = true;
    return true;
  }

  get records(): CsvRecords {
    return { rows: this.rows, lines: this.lines };
  }
}

export function parseCsv(input: string, delimiter: string, maxRows = Infinity): CsvRecords {
  const reader = new CsvReader(input, delimiter, maxRows);
  reader.step(Infinity);
  return reader.records;
}

/** parseCsv in slices, giving the event loop a turn between them. */
export async function parseCsvYielding(
  input: string,
  delimiter: string,
  maxRows = Infinity,
): Promise<CsvRecords> {
  const reader = new CsvReader(input, delimiter, maxRows);
  while (!reader.step(SLICE_CHARS)) await nextTurn();
  return reader.records;
}
