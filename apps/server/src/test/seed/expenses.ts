import { addMonths } from '@wealthlog/core';
import { daysFromToday, today } from '../ledger.js';
import type { AccountName } from './accounts.js';
import { OPENED } from './accounts.js';
import { month, type Seeder } from './seeder.js';

/** Budgets with rollover, recurring items (skipped, posted, auto-posted, deleted), rules. */
export async function seedExpenses(x: Seeder, accounts: Record<AccountName, number>, flat: number) {
  const { call, id } = x;
  // Budgets: two from a year ago with rollover, one changed three months ago.
  const yearAgo = month(addMonths(today(), -12));
  const quarterAgo = month(addMonths(today(), -3));
  await call('PUT', '/api/budgets/Groceries', {
    amount: 300,
    rollover: 'SURPLUS_AND_DEFICIT',
    from: yearAgo,
  });
  await call('PUT', '/api/budgets/Hobbies', { amount: 80, rollover: 'SURPLUS', from: yearAgo });
  await call('PUT', '/api/budgets/Groceries', {
    amount: 350,
    rollover: 'SURPLUS_AND_DEFICIT',
    from: quarterAgo,
  });
  await call('PUT', '/api/budgets/Eating%20out', { amount: 120.5 });

  // Recurring items: rent out with a skipped and a posted occurrence; the flat's rent in; a transfer.
  const start = addMonths(today(), -4);
  const rent = await call<{ id: number }>('POST', '/api/recurring', {
    name: 'Rent',
    accountId: accounts.checking,
    type: 'EXPENSE',
    amount: 900,
    category: 'Rent',
    description: 'Monthly rent',
    rrule: 'FREQ=MONTHLY',
    startDate: start,
    weekend: 'AFTER',
    autoPost: false,
  });
  await call('POST', `/api/recurring/${rent.id}/skip`, { date: addMonths(start, 1) });
  await call('POST', `/api/recurring/${rent.id}/post`, { date: addMonths(start, 2) });
  await call('POST', `/api/recurring/${rent.id}/skip`, { date: addMonths(start, 5) });
  const flatRent = await id('POST', '/api/recurring', {
    name: 'Flat rent',
    accountId: accounts.checking,
    type: 'INCOME',
    amount: 1100,
    category: 'RENT',
    rrule: 'FREQ=MONTHLY;BYMONTHDAY=5',
    startDate: addMonths(today(), -2),
    propertyId: flat,
  });
  await call('POST', `/api/recurring/${flatRent}/post`, {
    date: `${month(addMonths(today(), -1))}-05`,
  });
  const saving = await id('POST', '/api/recurring', {
    name: 'Save',
    accountId: accounts.checking,
    toAccountId: accounts.savings,
    type: 'TRANSFER',
    amount: 200,
    rrule: 'FREQ=WEEKLY;BYDAY=FR',
    startDate: daysFromToday(-10),
    endDate: daysFromToday(200),
  });
  // Posted by the app's own schedule (test/areas.ts runAutoPost), from today.
  const coffee = await id('POST', '/api/recurring', {
    name: 'Coffee beans',
    accountId: accounts.wallet,
    type: 'EXPENSE',
    amount: 14.9,
    category: 'Groceries',
    rrule: 'FREQ=WEEKLY',
    startDate: today(),
    autoPost: true,
  });
  // An item that posted once and was then deleted: its transaction stays, unlinked.
  const gone = await id('POST', '/api/recurring', {
    name: 'Gym',
    accountId: accounts.checking,
    type: 'EXPENSE',
    amount: 35,
    category: 'Hobbies',
    rrule: 'FREQ=MONTHLY',
    startDate: addMonths(today(), -2),
  });
  await call('POST', `/api/recurring/${gone}/post`, { date: addMonths(today(), -1) });
  await call('DELETE', `/api/recurring/${gone}`);
  const recurring = [rent.id, flatRent, saving, coffee];

  // Rules: one on the account (its value an account id), one on the description.
  // A rule on an account deleted since: its condition names an account that no longer exists. A
  // restore writes it as account 0 (rules.area.ts: the old id could be another account on the new
  // server); the reads pair A's dead id with B's 0 like any id, since neither names an account.
  const closedCard = await id('POST', '/api/account', {
    name: 'Closed card',
    type: 'CASH',
    currency: 'EUR',
    openingDate: daysFromToday(OPENED),
  });
  const rules = [
    await id('POST', '/api/rules', {
      name: 'Old card',
      conditions: [{ field: 'accountId', op: 'equals', value: String(closedCard) }],
      actions: [{ field: 'type', value: 'EXPENSE' }],
    }),
    await id('POST', '/api/rules', {
      name: 'Checking supermarkets',
      position: 0,
      match: 'ALL',
      conditions: [
        { field: 'accountId', op: 'equals', value: String(accounts.checking) },
        { field: 'description', op: 'contains', value: 'supermarket' },
      ],
      actions: [{ field: 'category', value: 'Groceries' }],
    }),
    await id('POST', '/api/rules', {
      name: 'Coffee',
      position: 1,
      match: 'ANY',
      conditions: [{ field: 'description', op: 'regex', value: '^coffee \\d$' }],
      actions: [
        { field: 'category', value: 'Eating out' },
        { field: 'description', value: 'Coffee' },
      ],
      enabled: false,
    }),
  ];

  await call('DELETE', `/api/account/${closedCard}`);

  return {
    recurring,
    rules,
    months: [yearAgo, quarterAgo, month(addMonths(today(), -1)), month(today())],
  };
}
