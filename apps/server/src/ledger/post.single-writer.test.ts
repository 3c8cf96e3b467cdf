import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Money enters the ledger one way: ledger/post.ts (and post-many.ts for a CSV import). An INSERT
 * into `transactions` anywhere else would skip the row locks, the active check, the overdraft rule
 * or the user's category list. Tests, their helpers (src/test/) and the migrations (committed
 * history, SQL files) are left out.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Any case, any whitespace or newline between the words, schema-qualified or quoted. */
const INSERT_SQL = /\binsert\s+into\s+(?:"?public"?\s*\.\s*)?"?transactions"?(?!\w)/i;
/** Drizzle's typed insert on the transactions table. */
const INSERT_DRIZZLE = /\.insert\(\s*transactions\s*\)/;
const ALLOWED = /^ledger\/post[^/]*\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    const rel = relative(SRC, path).split(sep).join('/');
    if (e.isDirectory()) return rel === 'test' || rel === 'db/migrations' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [rel] : [];
  });
}

const writes = (text: string) => INSERT_SQL.test(text) || INSERT_DRIZZLE.test(text);

describe('one writer of transactions', () => {
  it('recognises an insert however it is spelled, and not one into the split lines', () => {
    expect(writes('INSERT INTO transactions (user_id)')).toBe(true);
    expect(writes('insert\n      into\n  transactions\n(user_id)')).toBe(true);
    expect(writes('INSERT INTO "public"."transactions" (user_id)')).toBe(true);
    expect(writes('await tx.insert(transactions).values(v)')).toBe(true);
    expect(writes('INSERT INTO transaction_splits (transaction_id)')).toBe(false);
    expect(writes('INSERT INTO transactions_archive (id)')).toBe(false);
    expect(writes('DELETE FROM transactions WHERE id = 1')).toBe(false);
  });

  it('finds INSERT INTO transactions in ledger/post*.ts only', () => {
    const files = sourceFiles(SRC);
    const writers = files.filter((rel) => writes(readFileSync(join(SRC, rel), 'utf8')));
    expect(writers.filter((rel) => !ALLOWED.test(rel))).toEqual([]);
    // The scan itself works: it sees the one way in and the bulk one.
    expect(writers).toEqual(expect.arrayContaining(['ledger/post.ts', 'ledger/post-many.ts']));
  });
});
