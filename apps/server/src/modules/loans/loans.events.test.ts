import { loanSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** The dated events of /api/loans/:id (rate changes, balance corrections): added, then removed. */
const ctx = withUsers('alice', 'bob');

// The reference mortgage: 200,000 at 3.5 %, 300 months, annuity, 30/360.
const mortgage = {
  name: 'Home',
  direction: 'BORROWED',
  counterparty: 'Bank',
  kind: 'MORTGAGE',
  currency: 'EUR',
  principal: 200_000,
  termMonths: 300,
  annualRate: 3.5,
  startDate: '2025-01-01',
  firstPaymentDate: '2025-02-01',
};

const loanOf = async (id: number) =>
  loanSchema.parse((await call(ctx.t, ctx.alice, 'GET', `/api/loans/${id}`)).json());

describe('removing a loan event', () => {
  for (const [path, body, listed] of [
    ['rates', { date: '2030-01-01', annualRate: 5 }, 'rateChanges'],
    ['balance', { date: today(), balance: 150_000 }, 'corrections'],
  ] as const) {
    it(`DELETE /:id/${path}/:itemId answers 204 and the loan is as it was; not for another user`, async () => {
      const created = await call(ctx.t, ctx.alice, 'POST', '/api/loans', mortgage);
      expect(created.statusCode, created.body).toBe(201);
      const before = loanSchema.parse(created.json());

      const added = await call(ctx.t, ctx.alice, 'POST', `/api/loans/${before.id}/${path}`, body);
      expect(added.statusCode, added.body).toBe(200);
      const events = loanSchema.parse(added.json())[listed];
      expect(events).toHaveLength(1);
      const item = `/api/loans/${before.id}/${path}/${events[0]!.id}`;

      // Bob cannot remove Alice's event; a missing event answers the same.
      expect((await call(ctx.t, ctx.bob, 'DELETE', item)).statusCode).toBe(404);
      expect(
        (await call(ctx.t, ctx.alice, 'DELETE', `/api/loans/${before.id}/${path}/999999`))
          .statusCode,
      ).toBe(404);

      const removed = await call(ctx.t, ctx.alice, 'DELETE', item);
      expect(removed.statusCode, removed.body).toBe(204);
      expect(removed.body).toBe('');
      const after = await loanOf(before.id);
      expect(after[listed]).toEqual([]);
      expect(after.outstanding).toBe(before.outstanding);
    });
  }
});
