import type { Loan, LoanPayment, ScheduleRowDto } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { preEntryRows } from './pre-entry-rows';

const row = (n: number, status: ScheduleRowDto['status']) =>
  ({ n, date: `2026-0${n}-01`, status }) as ScheduleRowDto;
const loan = (method: Loan['method']) => ({ method }) as Loan;
const paid = (n: number | null) => ({ n }) as LoanPayment;

describe('preEntryRows', () => {
  it('is the Paid rows no recorded payment paid: those counted as made before entry', () => {
    // Rows 1–3 Paid; row 3 by a recorded payment, an extra (no row) beside it; row 4 due.
    const rows = [row(1, 'PAID'), row(2, 'PAID'), row(3, 'PAID'), row(4, 'DUE')];
    const got = preEntryRows(loan('ANNUITY'), rows, [paid(3), paid(null)]);
    expect(got.map((r) => r.n)).toEqual([1, 2]);
  });

  it('is none for a loan without a plan: each of its rows is a recorded repayment', () => {
    expect(preEntryRows(loan('NONE'), [row(1, 'PAID')], [])).toEqual([]);
  });
});
