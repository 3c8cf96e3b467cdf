import { describe, expect, it } from 'vitest';
import { seedAccount, seedTransaction } from '../test/ledger-sql.js';
import { withUsers } from '../test/users.js';
import { isEverydayPosting } from './write-scope.js';

/** Which postings leave the home's assets' cards cached (the home's own tests prove the rest). */
const ctx = withUsers('alice', 'bob');

describe('isEverydayPosting', () => {
  it('is an expense on a current account, not one touching a portfolio, nor another user’s', async () => {
    const { pool, db } = ctx.t.app;
    const me = ctx.alice.user.id;
    const account = (type: string) =>
      seedAccount(pool, me, {
        name: type,
        type,
        currency: 'EUR',
        openingBalance: '100',
        openingDate: '2025-01-01',
      });
    const [cash, savings, stocks] = [
      await account('CASH'),
      await account('PERSONAL_EXPENSES'),
      await account('STOCKS'),
    ];
    const tx = (accountId: number, toAccountId?: number) =>
      seedTransaction(pool, me, {
        accountId,
        type: toAccountId ? 'TRANSFER' : 'EXPENSE',
        amount: '5',
        date: '2025-02-01',
        ...(toAccountId ? { toAccountId, toAmount: '5' } : {}),
      });
    expect(await isEverydayPosting(db, me, null, [cash])).toBe(true);
    expect(await isEverydayPosting(db, me, null, [cash, savings])).toBe(true);
    expect(await isEverydayPosting(db, me, null, [cash, stocks])).toBe(false);
    expect(await isEverydayPosting(db, me, await tx(cash), [])).toBe(true);
    // Moved from a current account to the portfolio, or a transfer into it, deleted.
    expect(await isEverydayPosting(db, me, await tx(cash), [stocks])).toBe(false);
    expect(await isEverydayPosting(db, me, await tx(cash, stocks), [])).toBe(false);
    expect(await isEverydayPosting(db, me, await tx(stocks), [cash])).toBe(false);
    // Not the user's: whatever it is, it counts as a write of everything.
    expect(await isEverydayPosting(db, ctx.bob.user.id, await tx(cash), [])).toBe(false);
  });
});
