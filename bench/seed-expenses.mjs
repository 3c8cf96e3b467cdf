// Issue 17's expenses beside the 100k transactions: the category list (seeded from the used
// categories by its first GET), a budget for every expense category for the last three years with
// rollover, five recurring items, one rule, and 1,000 of the EXPENSE transactions split in two
// lines (through SQL, as bench/seed.mjs writes the ledger: the parent's category NULL, ADR 0015).
import { api } from './measures.mjs';

export async function seedExpenses(address, pool, { userId, token, csrf, accountId }) {
  const auth = { token, csrf };
  const categories = await api(address, 'GET', '/api/categories', auth);
  const expense = categories.filter((c) => c.kind === 'EXPENSE');
  const now = new Date();
  const from = `${now.getUTCFullYear() - 3}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  for (const c of expense) {
    await api(address, 'PUT', `/api/budgets/${encodeURIComponent(c.name)}`, {
      ...auth,
      body: { amount: 2500, rollover: 'SURPLUS_AND_DEFICIT', from },
    });
  }
  const start = `${now.getUTCFullYear() - 1}-01-01`;
  const items = [
    ['Rent', 'EXPENSE', 1200, 'FREQ=MONTHLY;BYMONTHDAY=1'],
    ['Salary', 'INCOME', 3500, 'FREQ=MONTHLY;BYMONTHDAY=31'],
    ['Gym', 'EXPENSE', 30, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'],
    ['Streaming', 'EXPENSE', 12, 'FREQ=MONTHLY;BYDAY=2TU'],
    ['Insurance', 'EXPENSE', 600, 'FREQ=YEARLY'],
  ];
  for (const [name, type, amount, rrule] of items) {
    await api(address, 'POST', '/api/recurring', {
      ...auth,
      body: {
        name,
        accountId,
        type,
        amount,
        rrule,
        startDate: start,
        weekend: 'AFTER',
        autoPost: false,
      },
    });
  }
  const rule = await api(address, 'POST', '/api/rules', {
    ...auth,
    body: {
      name: 'Supermarket is groceries',
      position: 0,
      match: 'ANY',
      conditions: [
        { field: 'description', op: 'contains', value: 'supermarket' },
        { field: 'amount', op: 'gt', value: '900' },
      ],
      actions: [{ field: 'category', value: 'Groceries' }],
      enabled: true,
    },
  });
  // 1,000 EXPENSE transactions become two lines each: 60 % under their category, the rest under
  // Travel (the account's currency decides the rounding; the second line takes what is left).
  const { rowCount } = await pool.query(
    `WITH picked AS (
       SELECT t.id, t.category, t.amount, c.d
       FROM transactions t JOIN accounts a ON a.id = t.account_id
       CROSS JOIN LATERAL (SELECT CASE WHEN a.currency = 'JPY' THEN 0 ELSE 2 END AS d) c
       WHERE t.user_id = $1 AND t.type = 'EXPENSE' AND t.category IS NOT NULL AND t.amount >= 1
       ORDER BY t.id LIMIT 1000
     ),
     lines AS (
       INSERT INTO transaction_splits (transaction_id, position, user_id, category, amount)
       SELECT id, 0, $1, category, round(amount * 0.6, d) FROM picked
       UNION ALL
       SELECT id, 1, $1, 'Travel', amount - round(amount * 0.6, d) FROM picked
     )
     UPDATE transactions t SET category = NULL FROM picked p WHERE t.id = p.id`,
    [userId],
  );
  return { budgets: expense.length, recurring: items.length, ruleId: rule.id, splits: rowCount };
}

/** "Apply to existing" of one rule over the 100k transactions, once as a dry run, once for real. */
export async function ruleApplyTiming(address, ctx) {
  const auth = { token: ctx.token, csrf: ctx.csrf };
  const url = `/api/rules/${ctx.expenses.ruleId}/apply`;
  const out = {};
  for (const dryRun of [true, false]) {
    const started = performance.now();
    const r = await api(address, 'POST', url, { ...auth, body: { dryRun } });
    out[dryRun ? 'dryRun' : 'write'] = {
      ms: Math.round(performance.now() - started),
      matched: r.matched,
      changed: r.changed,
    };
  }
  return out;
}
