import { daysFromToday } from '../ledger.js';
import { csvImportBody } from '../multipart.js';
import { authed } from '../auth.js';
import type { AccountName } from './accounts.js';
import type { Seeder } from './seeder.js';

/** Transactions imported at once: more than one batch of the backup and the restore (2,000 rows). */
const BULK_ROWS = 2100;

/**
 * Categories (the defaults, one renamed, the user's own), transactions of every type with splits
 * and transfers across currencies, a bulk CSV import, and the old account's status history.
 */
export async function seedTransactions(x: Seeder, accounts: Record<AccountName, number>) {
  const { t, s, call, id } = x;
  // Categories: the defaults (first look), one renamed, two of the user's own.
  const defaults = await call<{ id: number; name: string }[]>('GET', '/api/categories');
  const dining = defaults.find((c) => /restaurant|dining/i.test(c.name)) ?? defaults[0]!;
  await call('PUT', `/api/categories/${dining.id}`, { name: 'Eating out', color: '#ff8800' });
  const categories = [
    await id('POST', '/api/categories', {
      name: 'Hobbies',
      kind: 'EXPENSE',
      group: 'Fun',
      color: '#3366ff',
    }),
    await id('POST', '/api/categories', { name: 'Side gigs', kind: 'INCOME', group: 'Work' }),
  ];

  // Transactions: every type, over the last year, splits, transfers across currencies.
  const transactions: number[] = [];
  const tx = async (body: Record<string, unknown>) => {
    transactions.push(await id('POST', '/api/transactions', body));
  };
  for (let i = 0; i < 12; i += 1) {
    const day = daysFromToday(-7 - i * 29);
    await tx({
      accountId: accounts.checking,
      type: 'INCOME',
      amount: 3200,
      category: 'Side gigs',
      description: `Pay ${i}`,
      date: day,
    });
    await tx({
      accountId: accounts.checking,
      type: 'EXPENSE',
      amount: 41.37 + i,
      category: 'Groceries',
      description: `Supermarket ${i}`,
      date: daysFromToday(-3 - i * 29),
    });
  }
  await tx({
    accountId: accounts.checking,
    type: 'EXPENSE',
    amount: 120,
    splits: [
      { category: 'Groceries', amount: 70.25, description: 'food' },
      { category: 'Hobbies', amount: 49.75 },
    ],
    description: 'Market day: Café "Ünïcødé" \\ back\\slash 🍕 مطعم',
    date: daysFromToday(-2),
  });
  await tx({
    accountId: accounts.wallet,
    type: 'EXPENSE',
    amount: 33.3,
    splits: [
      { category: 'Eating out', amount: 11.1 },
      { category: 'Hobbies', amount: 11.1 },
      { category: 'Groceries', amount: 11.1 },
    ],
    date: daysFromToday(-40),
  });
  await tx({
    accountId: accounts.checking,
    toAccountId: accounts.savings,
    type: 'TRANSFER',
    amount: 500,
    toAmount: 549.1,
    description: 'To savings',
    date: daysFromToday(-15),
  });
  await tx({
    accountId: accounts.savings,
    toAccountId: accounts.wallet,
    type: 'TRANSFER',
    amount: 128,
    toAmount: 100,
    date: daysFromToday(-60),
  });
  await tx({
    accountId: accounts.checking,
    toAccountId: accounts.crypto,
    type: 'TRANSFER',
    amount: 250,
    date: daysFromToday(-90),
  });
  await tx({
    accountId: accounts.savings,
    type: 'DEPOSIT',
    amount: 1000,
    date: daysFromToday(-30),
  });
  await tx({
    accountId: accounts.savings,
    type: 'WITHDRAWAL',
    amount: 75.5,
    description: 'ATM',
    date: daysFromToday(-10),
  });
  await tx({
    accountId: accounts.old,
    type: 'EXPENSE',
    amount: 4500,
    category: 'Eating out',
    description: 'Sushi',
    date: daysFromToday(-300),
  });
  await tx({
    accountId: accounts.fx,
    type: 'INCOME',
    amount: 12.5,
    category: 'Side gigs',
    description: 'Interest',
    date: daysFromToday(-45),
  });
  await tx({
    accountId: accounts.checking,
    type: 'EXPENSE',
    amount: 60,
    category: 'Hobbies',
    description: 'Concert (booked ahead)',
    date: daysFromToday(12),
    scheduled: true,
  });
  // Same day, same amount: the list's tie-break (newest id first) must survive the restore.
  for (const n of [1, 2, 3]) {
    await tx({
      accountId: accounts.wallet,
      type: 'EXPENSE',
      amount: 5,
      category: 'Eating out',
      description: `Coffee ${n}`,
      date: daysFromToday(-1),
    });
  }

  // More rows of one kind than the backup writes, and the restore stages, in one batch (2,000).
  const csv = ['date,amount,description,category'];
  for (let i = 0; i < BULK_ROWS; i += 1) {
    const amount = (1 + (i % 97) + (i % 7) / 100).toFixed(2);
    csv.push(
      `${daysFromToday(-1 - (i % 390))},${i % 3 === 0 ? '-' : ''}${amount},Imported ${i},${i % 3 === 0 ? 'Groceries' : ''}`,
    );
  }
  const form = csvImportBody(
    {
      accountId: String(accounts.savings),
      mapping: JSON.stringify({
        date: 'date',
        amount: 'amount',
        description: 'description',
        category: 'category',
      }),
      dateFormat: 'YYYY-MM-DD',
      decimalSeparator: '.',
    },
    csv.join('\n'),
  );
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/transactions/import',
    headers: { ...authed(s), ...form.headers },
    payload: form.payload,
  });
  if (imported.statusCode !== 200 || imported.json().imported !== BULK_ROWS)
    throw new Error(`import: ${imported.statusCode} ${imported.body}`);

  // The old yen account: deactivated, reactivated, closed (three status changes).
  await call('PATCH', `/api/account/${accounts.old}/status`, {
    active: false,
    reason: 'suspended',
    comment: 'card lost',
  });
  await call('PATCH', `/api/account/${accounts.old}`, { active: true });
  await call('PATCH', `/api/account/${accounts.old}/status`, {
    active: false,
    reason: 'closed',
  });

  return { categories, transactions };
}
