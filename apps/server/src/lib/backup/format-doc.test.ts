import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../areas/index.js';
import { backupKindsOf } from '../../areas/plug-in.js';
import { kindsReference } from './format-doc.js';
import { resolveKinds } from './kind.js';

const PAGE = new URL('../../../../../docs/backup-format.md', import.meta.url);
const START = '<!-- kinds:start -->';
const END = '<!-- kinds:end -->';

describe('docs/backup-format.md', () => {
  it('lists every kind and column the server writes (regenerate: UPDATE_DOCS=1 npx vitest run format-doc, then prettier)', () => {
    const page = fs.readFileSync(PAGE, 'utf8');
    const expected = `${START}\n\n${kindsReference(resolveKinds(backupKindsOf(AREAS)))}\n${END}`;
    const current = page.slice(page.indexOf(START), page.indexOf(END) + END.length);
    if (process.env.UPDATE_DOCS === '1' && current !== expected) {
      fs.writeFileSync(PAGE, page.replace(current, expected));
      return;
    }
    // Prettier aligns the tables' columns: compare the cells, not their padding.
    const cells = (md: string) => md.replace(/ *\| */g, '|').replace(/\|:?-+:?(?=\|)/g, '|-');
    expect(cells(current)).toBe(cells(expected));
  });
});
