// The CSV import measures of `npm run bench`: 100k lines alone, then with 50 enabled rules.
import { api, importForm, timedImport } from './measures.mjs';

/** The 100k-line CSV of the import measures (dated from 2016, a quarter of it income). */
function importCsv() {
  const lines = ['Date,Amount,Description,Category'];
  const start = Date.parse('2016-01-01T00:00:00Z');
  for (let i = 0; i < 100_000; i += 1) {
    const date = new Date(start + (i % 3000) * 86_400_000).toISOString().slice(0, 10);
    const amount =
      i % 4 === 0 ? (500 + (i % 97)).toFixed(2) : (-(1 + (i % 89) + (i % 7) / 10)).toFixed(2);
    lines.push(`${date},${amount},import line ${i},${i % 3 === 0 ? 'Groceries' : 'Salary'}`);
  }
  return lines.join('\n');
}

export async function csvImport(address, ctx, name = 'Import target') {
  const account = await api(address, 'POST', '/api/account', {
    token: ctx.token,
    csrf: ctx.csrf,
    body: { name, type: 'STOCKS', currency: 'EUR', balance: 1000 },
  });
  const form = importForm(importCsv(), account.id);
  return timedImport(address, ctx, '/api/transactions/import', form);
}

/**
 * Issue 17: the same 100k-line import with 50 enabled rules (target: the import's plus 20 %).
 * The rules mix every condition (contains, equals, starts with, regex, amount, type, ALL and ANY);
 * a few match (about a sixth of the lines change category or description), most do not, as a
 * household's rules would. They are deleted afterwards so later measures run without them.
 */
export async function csvImportWithRules(address, ctx) {
  const auth = { token: ctx.token, csrf: ctx.csrf };
  const conditions = (k) =>
    [
      [{ field: 'description', op: 'contains', value: `merchant ${k}` }],
      [{ field: 'description', op: 'equals', value: `import line ${k * 7919}` }],
      [{ field: 'description', op: 'startsWith', value: `shop ${k} ` }],
      [{ field: 'description', op: 'regex', value: `^card ${k}[0-9]+$` }],
      [
        { field: 'amount', op: 'gt', value: String(10_000 + k) },
        { field: 'type', op: 'equals', value: 'EXPENSE' },
      ],
    ][k % 5];
  const bodies = Array.from({ length: 48 }, (_, k) => ({
    name: `Bench rule ${k}`,
    position: k + 1,
    match: k % 2 ? 'ANY' : 'ALL',
    conditions: conditions(k),
    actions: [{ field: 'category', value: `Rule ${k}` }],
    enabled: true,
  }));
  bodies.push(
    {
      name: 'Bench rule lines 1…',
      position: 49,
      match: 'ALL',
      conditions: [{ field: 'description', op: 'startsWith', value: 'import line 1' }],
      actions: [{ field: 'category', value: 'Imported' }],
      enabled: true,
    },
    {
      name: 'Bench rule big income',
      position: 50,
      match: 'ANY',
      conditions: [
        { field: 'amount', op: 'gt', value: '590' },
        { field: 'description', op: 'regex', value: 'line 9+$' },
      ],
      actions: [{ field: 'description', value: 'Large income' }],
      enabled: true,
    },
  );
  const ids = [];
  for (const body of bodies)
    ids.push((await api(address, 'POST', '/api/rules', { ...auth, body })).id);
  try {
    return { rules: ids.length, ...(await csvImport(address, ctx, 'Import with rules')) };
  } finally {
    for (const id of ids) await api(address, 'DELETE', `/api/rules/${id}`, auth);
  }
}
