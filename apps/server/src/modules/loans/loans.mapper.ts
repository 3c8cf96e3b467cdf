import {
  type Loan,
  type LoanPayment,
  type LoanSchedule,
  type MoneyDecimal,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import type { LoanView } from './loans.plan.js';
import type { LoanWithEvents, PaymentRow } from './loans.repository.js';

/** Rows and computed views → the JSON shapes of API.md (money rounded to the loan's currency). */
export function toLoan(w: LoanWithEvents, v: LoanView): Loan {
  const { loan } = w;
  const money = (d: MoneyDecimal | string) => toMoneyNumber(d, loan.currency);
  const next = v.nextRow == null ? undefined : v.schedule.rows[v.nextRow - 1];
  const principal = toDecimal(loan.principal);
  const repaid = principal.minus(v.outstanding);
  const pct = repaid.div(principal).times(100).toDecimalPlaces(2).toNumber();
  return {
    id: loan.id,
    name: loan.name,
    direction: loan.direction as Loan['direction'],
    counterparty: loan.counterparty,
    kind: loan.kind as Loan['kind'],
    currency: loan.currency,
    principal: money(loan.principal),
    startDate: loan.startDate,
    firstPaymentDate: loan.firstPaymentDate,
    termMonths: loan.termMonths,
    frequency: loan.frequency as Loan['frequency'],
    method: loan.method as Loan['method'],
    balloonAfterMonths: loan.balloonAfterMonths,
    annualRate: toDecimal(loan.annualRate).toNumber(),
    dayCount: loan.dayCount as Loan['dayCount'],
    accountId: loan.accountId,
    propertyId: loan.propertyId,
    autoPost: loan.autoPost,
    outstanding: money(v.outstanding),
    nextPayment:
      next && v.outstanding.gt(0) ? { date: next.date, amount: money(next.payment) } : null,
    status: v.outstanding.lte(0) ? 'PAID_OFF' : 'ACTIVE',
    payoffDate: v.schedule.payoffDate,
    interestPaid: money(v.interestPaid),
    interestToCome: money(v.interestToCome),
    paidPct: Math.min(100, Math.max(0, pct)),
    rateChanges: w.rates.map((r) => ({
      id: r.id,
      date: r.date,
      annualRate: toDecimal(r.annualRate).toNumber(),
    })),
    corrections: w.corrections.map((c) => ({
      id: c.id,
      date: c.date,
      balance: money(c.balance),
      difference: money(c.difference),
    })),
    createdAt: loan.createdAt.toISOString(),
  };
}

export function toSchedule(currency: string, v: LoanView): Omit<LoanSchedule, 'savings'> {
  const money = (d: MoneyDecimal) => toMoneyNumber(d, currency);
  return {
    rows: v.schedule.rows.map((r, i) => ({
      n: r.n,
      date: r.date,
      payment: money(r.payment),
      interest: money(r.interest),
      principal: money(r.principal),
      extra: money(r.extra),
      correction: money(r.correction),
      balance: money(r.balance),
      status: v.status[i]!,
    })),
    totalInterest: money(v.schedule.totalInterest),
    totalPaid: money(v.schedule.totalPaid),
    payoffDate: v.schedule.payoffDate,
  };
}

export function toPayment(currency: string, p: PaymentRow): LoanPayment {
  const money = (s: string) => toMoneyNumber(s, currency);
  return {
    id: p.id,
    loanId: p.loanId,
    date: p.date,
    amount: money(p.amount),
    principal: money(p.principal),
    interest: money(p.interest),
    extra: money(p.extra),
    mode: p.mode as LoanPayment['mode'],
    n: p.n,
    transactionId: p.transactionId,
    auto: p.auto,
  };
}
