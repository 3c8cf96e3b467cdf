import { describe, expect, it } from 'vitest';
import { loanCreateSchema, loanPaymentBodySchema, loanScheduleQuerySchema } from './loans.js';

const mortgage = {
  name: 'Home',
  direction: 'BORROWED',
  kind: 'MORTGAGE',
  currency: 'EUR',
  principal: 200_000,
  startDate: '2025-01-01',
  termMonths: 300,
  annualRate: 3.5,
};

describe('loan schemas', () => {
  it('fills the defaults: monthly annuity, 30/360, no auto-posting', () => {
    const loan = loanCreateSchema.parse(mortgage);
    expect(loan).toMatchObject({
      frequency: 'MONTHLY',
      method: 'ANNUITY',
      dayCount: 'THIRTY_360',
      autoPost: false,
    });
  });

  it('takes a rate of 6.875 % (Maybe #1487 could not)', () => {
    expect(loanCreateSchema.safeParse({ ...mortgage, annualRate: 6.875 }).success).toBe(true);
  });

  it('needs a term unless the loan has no plan', () => {
    const { termMonths: _, ...noTerm } = mortgage;
    const r = loanCreateSchema.safeParse(noTerm);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['termMonths'], message: 'Term is required' });
    expect(loanCreateSchema.safeParse({ ...noTerm, method: 'NONE' }).success).toBe(true);
  });

  it('refuses a balloon at or after the term, a first payment on the start day, unknown keys', () => {
    expect(loanCreateSchema.safeParse({ ...mortgage, balloonAfterMonths: 300 }).success).toBe(
      false,
    );
    const early = { ...mortgage, firstPaymentDate: '2025-01-01' };
    expect(loanCreateSchema.safeParse(early).success).toBe(false);
    expect(loanCreateSchema.safeParse({ ...mortgage, extra: 1 }).success).toBe(false);
  });

  it('refuses a negative rate and a zero principal', () => {
    expect(loanCreateSchema.safeParse({ ...mortgage, annualRate: -1 }).success).toBe(false);
    expect(loanCreateSchema.safeParse({ ...mortgage, principal: 0 }).success).toBe(false);
  });

  it('a payment needs a positive amount and a known mode', () => {
    expect(loanPaymentBodySchema.safeParse({ date: '2025-02-01', amount: 0 }).success).toBe(false);
    const bad = { date: '2025-02-01', amount: 1, mode: 'FASTER' };
    expect(loanPaymentBodySchema.safeParse(bad).success).toBe(false);
  });

  it('a what-if needs both the amount and the date; amounts are plain decimals', () => {
    expect(loanScheduleQuerySchema.safeParse({ extraAmount: '10000' }).success).toBe(false);
    const q = loanScheduleQuerySchema.parse({ extraAmount: '10000.5', extraDate: '2026-02-01' });
    expect(q.extraAmount).toBe(10000.5);
    expect(
      loanScheduleQuerySchema.safeParse({ extraAmount: '1e4', extraDate: '2026-02-01' }).success,
    ).toBe(false);
  });
});
