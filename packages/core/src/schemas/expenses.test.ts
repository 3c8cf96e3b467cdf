import { describe, expect, it } from 'vitest';
import { createCategoryBodySchema, putBudgetBodySchema } from './expenses.js';
import { createRecurringBodySchema, upcomingQuerySchema } from './recurring.js';

const errors = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

const rent = {
  name: 'Rent',
  accountId: 1,
  type: 'EXPENSE',
  amount: 1200,
  rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12',
  startDate: '2026-01-01',
};

describe('expenses schemas', () => {
  it('a recurring item needs a rule of the supported subset', () => {
    expect(createRecurringBodySchema.safeParse(rent).success).toBe(true);
    expect(errors(createRecurringBodySchema.safeParse({ ...rent, rrule: 'FREQ=HOURLY' }))).toEqual({
      rrule: 'Rule is invalid',
    });
  });

  it('a transfer names its target; an end before the start is refused', () => {
    expect(errors(createRecurringBodySchema.safeParse({ ...rent, type: 'TRANSFER' }))).toEqual({
      toAccountId: 'To account id is required',
    });
    expect(errors(createRecurringBodySchema.safeParse({ ...rent, endDate: '2025-12-31' }))).toEqual(
      { endDate: 'End date is invalid' },
    );
  });

  it('a budget is 0 or more with cents at most; months are YYYY-MM', () => {
    expect(
      putBudgetBodySchema.safeParse({ amount: 500, rollover: 'SURPLUS', from: '2026-03' }).success,
    ).toBe(true);
    expect(errors(putBudgetBodySchema.safeParse({ amount: -1 }))).toEqual({
      amount: 'Amount must be at least 0',
    });
    expect(errors(putBudgetBodySchema.safeParse({ amount: 1, from: '2026-13' }))).toEqual({
      from: 'From is invalid',
    });
  });

  it('a category colour is #rrggbb; an upcoming range runs forwards', () => {
    expect(errors(createCategoryBodySchema.safeParse({ name: 'Pets', color: 'red' }))).toEqual({
      color: 'Color is invalid',
    });
    expect(errors(upcomingQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toEqual(
      { to: 'To is invalid' },
    );
  });
});
