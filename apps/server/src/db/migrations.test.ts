import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Drizzle's migrator applies, on an existing database, only the migrations whose journal `when`
 * is later than the last one applied: a new migration stamped earlier than its predecessor (the
 * earlier entries carry hand-set stamps) would be skipped on every install but a fresh one.
 */
describe('the migrations journal', () => {
  it('stamps each migration later than the one before it, in file order', () => {
    const dir = path.join(import.meta.dirname, 'migrations');
    const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    journal.entries.forEach((e, i) => {
      expect(e.idx).toBe(i);
      if (i > 0) expect(e.when, e.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});
